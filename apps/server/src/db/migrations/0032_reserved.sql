-- reserved for a change in progress
SELECT 1;
