-- issue 27: filled in by its part of the work (placeholder keeps the journal in order)
SELECT 1;
