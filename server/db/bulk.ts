/**
 * Bulk insert through one JSON parameter: PostgreSQL converts each value with its column's type, so
 * the same call is fast and identical on both engines (seed, restore, imports).
 */
import { ident, type Queryable, type Row } from './db.ts';

export async function insertRows(q: Queryable, table: string, rows: readonly Row[], batchSize = 2000): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).map(ident).join(', ');
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = JSON.stringify(rows.slice(i, i + batchSize));
    await q.query(
      `INSERT INTO ${ident(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${ident(table)}, $1::text::json)`,
      [batch],
    );
  }
}
