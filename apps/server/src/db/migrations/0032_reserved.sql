-- Unused: reserved during issue 27 for the agents work, which needed no migration. Kept (a no-op) so the
-- numbering of the databases that already ran it stays in step.
SELECT 1;
