/**
 * Bulk insert through one JSON parameter: PostgreSQL converts each value with its column's type, so
 * the same call is fast and identical on both engines (seed, restore, imports).
 */
import { ident, type Queryable, type Row } from './db.ts';

export interface InsertJsonOptions {
  /** Keep the given values of identity columns (restore); otherwise such a value is an error. */
  keepIdentity?: boolean;
  /**
   * The table's schema. Without it the row type `NULL::table` is looked up through search_path, where
   * pg_catalog comes first: a table named like a built-in type (record, path, line) would not be found.
   */
  schema?: string;
}

/** Inserts the rows of a JSON array text (objects keyed by column name) into these columns of a table. */
export async function insertJson(
  q: Queryable,
  table: string,
  columns: readonly string[],
  json: string,
  options: InsertJsonOptions = {},
): Promise<void> {
  const list = columns.map(ident).join(', ');
  const target = options.schema ? `${ident(options.schema)}.${ident(table)}` : ident(table);
  const overriding = options.keepIdentity ? ' OVERRIDING SYSTEM VALUE' : '';
  await q.query(
    `INSERT INTO ${target} (${list})${overriding} SELECT ${list} FROM json_populate_recordset(NULL::${target}, $1::text::json)`,
    [json],
  );
}

export async function insertRows(q: Queryable, table: string, rows: readonly Row[], batchSize = 2000): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  for (let i = 0; i < rows.length; i += batchSize) {
    await insertJson(q, table, columns, JSON.stringify(rows.slice(i, i + batchSize)));
  }
}
