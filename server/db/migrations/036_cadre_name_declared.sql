-- The cadre list's name search is served by its declared prefix index (server/db/declaredIndexes.ts), which is
-- now over all rows: the planner reads how common a name's first characters are only from an index without a
-- condition (docs/performance.md, session 31). This one, the same keys over live rows, would only cost every
-- write.
DROP INDEX IF EXISTS cadre_name;
