-- The cadre list's default order is served by its declared sort index (server/db/declaredIndexes.ts), which
-- now carries the columns the list's scope reads of each row (manage_org_id, status): a page deep in the
-- list is found in the index alone instead of reading every row it passes. That index is made right after
-- the migrations; this one, the same keys without the columns, would only cost every write.
DROP INDEX IF EXISTS cadre_recent;
