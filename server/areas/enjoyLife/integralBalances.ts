/**
 * The points balances (积分余额, docs/enjoyLife.md): per cadre in the user's scope, the sum of their ledger,
 * how many entries and the latest, and their place among their organisation's cadres; highest first.
 * `orgId` narrows it to an organisation's subtree, `cadreName` to names starting so.
 */
import type { IntegralBalance } from '../../../model/enjoyLifeViews.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Db } from '../../db/db.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import type { Principal } from '../auth/principal.ts';

/** At most this many cadres in one answer (a province's ledger); `total` says how many there are. */
const MAX_ROWS = 500;

export async function integralBalances(db: Db, principal: Principal, query: URLSearchParams): Promise<{ records: IntegralBalance[]; total: number }> {
  const p = new SqlParams();
  const where = [`t.del_flag = 0`, scopeSql(resourceByName('integral')!, principal, p)];
  const orgId = query.get('orgId');
  if (orgId) where.push(`t.org_id IN (SELECT id FROM sys_org WHERE path LIKE (SELECT path FROM sys_org WHERE id = ${p.add(orgId)}) || '%')`);
  const name = query.get('cadreName');
  if (name) where.push(`t.cadre_name LIKE ${p.add(name.replace(/[\\%_]/g, '\\$&') + '%')}`);
  const rows = await db.query(
    `SELECT b.*, rank() OVER (PARTITION BY b.org_id ORDER BY b.balance DESC)::int AS rank_in_org, count(*) OVER ()::int AS total,
       (SELECT o.name FROM sys_org o WHERE o.id = b.org_id) AS org_name
     FROM (SELECT t.cadre_id, max(t.cadre_name) AS cadre_name, max(t.org_id) AS org_id, sum(t.points)::int AS balance,
             count(*)::int AS entries, max(t.entry_time) AS last_time
           FROM el_integral t WHERE ${where.join(' AND ')} GROUP BY t.cadre_id) b
     ORDER BY b.balance DESC, b.cadre_name, b.cadre_id LIMIT ${MAX_ROWS}`,
    p.values,
  );
  return {
    total: rows.length ? Number(rows[0]!.total) : 0,
    records: rows.map((r) => ({
      cadreId: String(r.cadre_id),
      cadreName: String(r.cadre_name),
      orgId: String(r.org_id),
      orgName: (r.org_name as string | null) ?? null,
      balance: Number(r.balance),
      entries: Number(r.entries),
      lastTime: new Date(r.last_time as string).toISOString(),
      rankInOrg: Number(r.rank_in_org),
    })),
  };
}
