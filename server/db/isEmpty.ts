/**
 * The one rule for an empty database, shared by the first start, `npm run seed` and `npm run restore`:
 * it holds no organisation. Every record hangs off an organisation (staff, cadres, their work), whereas
 * migrations and the start-up dictionary sync fill reference tables themselves, so "no row anywhere"
 * would never hold for a database the server has touched.
 */
import type { Queryable } from './db.ts';

export async function isEmpty(q: Queryable): Promise<boolean> {
  const [table] = await q.query(`SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'sys_org'`);
  if (!table) return true;
  const [row] = await q.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM sys_org) AS found');
  return !row?.found;
}
