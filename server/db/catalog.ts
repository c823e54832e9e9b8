/**
 * What the current schema holds, read from PostgreSQL's own catalogue: the same queries on both engines.
 * Backup, restore and seed --reset use it, so they follow whatever the migrations created.
 */
import { ident, type Queryable } from './db.ts';

export interface ForeignKey {
  name: string;
  table: string;
  references: string;
  /** As pg_get_constraintdef gives it: `FOREIGN KEY (parent_id) REFERENCES sys_org(id)`. */
  definition: string;
}

/** The schema's tables with data (schema_migration aside), each after the tables it refers to. */
export async function dataTables(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname <> 'schema_migration'
     ORDER BY c.relname`,
  );
  return referencedFirst(rows.map((r) => r.name), await foreignKeys(q));
}

export async function foreignKeys(q: Queryable): Promise<ForeignKey[]> {
  return q.query<{ name: string; table: string; references: string; definition: string }>(
    `SELECT con.conname AS name, src.relname AS "table", dst.relname AS "references",
            pg_get_constraintdef(con.oid) AS definition
     FROM pg_constraint con
     JOIN pg_class src ON src.oid = con.conrelid
     JOIN pg_class dst ON dst.oid = con.confrelid
     JOIN pg_namespace n ON n.oid = src.relnamespace
     WHERE con.contype = 'f' AND n.nspname = current_schema() AND con.conparentid = 0
     ORDER BY src.relname, con.conname`,
  );
}

/**
 * Orders tables so that each comes after those it references (ties by name, so the order is stable).
 * Self-references and cycles cannot be ordered; the tables of a cycle follow in name order and restore
 * defers exactly those constraints.
 */
export function referencedFirst(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const waitingFor = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const key of keys) {
    if (key.table !== key.references && waitingFor.has(key.references)) waitingFor.get(key.table)?.add(key.references);
  }
  const order: string[] = [];
  for (;;) {
    const ready = [...waitingFor].filter(([, deps]) => deps.size === 0).map(([t]) => t);
    if (ready.length === 0) break;
    for (const t of ready) {
      order.push(t);
      waitingFor.delete(t);
      for (const deps of waitingFor.values()) deps.delete(t);
    }
  }
  return [...order, ...waitingFor.keys()];
}

/** Columns an INSERT may set: generated columns are computed again by the target. */
export async function insertableColumns(q: Queryable, table: string): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attnum`,
    [ident(table)],
  );
  return rows.map((r) => r.name);
}

/** The last value of every sequence of the schema that has been used (identity columns included). */
export async function sequenceValues(q: Queryable): Promise<Record<string, number>> {
  const rows = await q.query<{ name: string; value: number }>(
    `SELECT sequencename AS name, last_value AS value FROM pg_sequences
     WHERE schemaname = current_schema() AND last_value IS NOT NULL ORDER BY sequencename`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}
