-- reserved for a change in progress (0032: agents)
SELECT 1;
