/**
 * Makes the current schema look never analysed to the planner, as a database written before statistics were
 * kept was (issue 16.1): no column statistics, and every table and index at "size unknown" (reltuples -1).
 * Catalog writes, so the server's cached plans are invalidated like after a real ANALYZE.
 */
import type { Db } from '../../server/db/db.ts';

export async function forgetStatistics(db: Db): Promise<void> {
  await db.exec(`
    DELETE FROM pg_statistic s USING pg_class c, pg_namespace n
     WHERE s.starelid = c.oid AND c.relnamespace = n.oid AND n.nspname = current_schema();
    UPDATE pg_class c SET reltuples = -1, relpages = 0, relallvisible = 0 FROM pg_namespace n
     WHERE c.relnamespace = n.oid AND n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'i');`);
}
