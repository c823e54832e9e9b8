/**
 * The planner's statistics, refreshed after every bulk write (demo seed, import commit, staffing-office sync,
 * restore) on both engines: PGlite has no autovacuum at all, and PostgreSQL's comes too late for the requests
 * right after a bulk write. Scope conditions do not depend on them (engine/scope.ts); the other joins of a
 * list, export or statistics do. See docs/platform.md, "Planner statistics".
 */
import { dataTables } from './catalog.ts';
import { ident, type Db } from './db.ts';
import { lockSchema } from './migrate.ts';
import { limitTransaction } from './statementTimeout.ts';

/** ANALYZE these tables (default: every table of the current schema, never another schema's), without a time limit. */
export async function refreshStatistics(db: Db, tables?: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await limitTransaction(tx, 0);
    // ANALYZE locks each table until the transaction ends; two servers starting at once (one after its seed,
    // the other analysing what never was) would take them in different orders and deadlock.
    await lockSchema(tx);
    const list = tables ?? (await dataTables(tx));
    if (list.length) await tx.exec(`ANALYZE ${list.map(ident).join(', ')}`);
  });
}

/**
 * ANALYZE the tables of the current schema that never were (reltuples -1): a database written before
 * statistics were kept up to date, or by hand. Run at every start; a no-op once all have statistics.
 */
export async function analyseNeverAnalysed(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.reltuples < 0 ORDER BY c.relname`,
  );
  const tables = rows.map((r) => r.name);
  if (tables.length) await refreshStatistics(db, tables);
  return tables;
}
