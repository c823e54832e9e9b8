/**
 * 活动中心汇总 (GET enjoyLife/activityCentreSummary): per bureau directly below the user's (the cities, for the
 * province; the counties, for a city), counting its whole subtree as the centre list's 所属单位 filter does, the centres and their
 * rooms (and seats), teams and their people, and this year's activities (cancelled ones left out); the centres
 * of the user's own organisation and its units, when there are any, are a row of their own. Every count runs through the engine's
 * data scope of its resource.
 */
import type { CentreSummary, CentreSummaryRow } from '../../../model/activityStatistics.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import { ident, type Queryable } from '../../db/db.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import type { Principal } from '../auth/principal.ts';

type Counts = Omit<CentreSummaryRow, 'orgId' | 'orgName' | 'filter'>;
const KEYS = ['centres', 'rooms', 'capacity', 'teams', 'members', 'activities'] as const;

/** What each figure counts: a resource's table, the sum taken, the extra condition, and the path to its centre. */
const COUNTED: Record<(typeof KEYS)[number], { resource: string; sum: string; where?: string; centre: string }> = {
  centres: { resource: 'activityCenter', sum: 'count(*)', centre: 't.id' },
  rooms: { resource: 'activityRoom', sum: 'count(*)', centre: 't.center_id' },
  capacity: { resource: 'activityRoom', sum: 'coalesce(sum(t.capacity), 0)', centre: 't.center_id' },
  teams: { resource: 'activityTeam', sum: 'count(*)', centre: 't.center_id' },
  members: { resource: 'activityTeamMember', sum: 'count(*)', centre: '(SELECT m.center_id FROM el_activity_team m WHERE m.id = t.team_id)' },
  activities: { resource: 'activity', sum: 'count(*)', where: "t.status <> 'cancelled' AND extract(year FROM (t.start_time AT TIME ZONE 'UTC') + interval '8 hours') = $YEAR", centre: 't.center_id' },
};

export async function centreSummary(db: Queryable, principal: Principal): Promise<CentreSummary> {
  const year = Number(todayCst().slice(0, 4));
  const own = await db.query<{ id: string; name: string; path: string }>('SELECT id, name, path FROM sys_org WHERE id = $1', [principal.orgId]);
  const below = await db.query<{ id: string; name: string; path: string }>("SELECT id, name, path FROM sys_org WHERE parent_id = $1 AND enabled AND kind <> 'unit' ORDER BY sort, id", [principal.orgId]);
  const counts = new Map<string, Counts>();
  for (const key of KEYS) {
    const c = COUNTED[key];
    const def = resourceByName(c.resource)!;
    const p = new SqlParams();
    const ownId = p.add(principal.orgId);
    const yearParam = c.where ? p.add(year) : '';
    // The organisation a record counts under: the one below the user's whose subtree holds its centre's, else the user's own.
    const rows = await db.query<{ org: string; n: number }>(
      `SELECT coalesce(b.id, ${ownId}) AS org, (${c.sum})::int AS n
         FROM ${ident(def.table)} t
         JOIN el_activity_center ce ON ce.id = ${c.centre}
         JOIN sys_org o ON o.id = ce.org_id
         LEFT JOIN sys_org b ON b.parent_id = ${ownId} AND b.kind <> 'unit' AND left(o.path, length(b.path)) = b.path
        WHERE t.del_flag = 0 AND ce.del_flag = 0 ${c.where ? `AND ${c.where.replace('$YEAR', yearParam)}` : ''} AND ${scopeSql(def, principal, p)}
        GROUP BY 1`,
      p.values,
    );
    for (const r of rows) {
      const entry = counts.get(r.org) ?? { centres: 0, rooms: 0, capacity: 0, teams: 0, members: 0, activities: 0 };
      entry[key] = r.n;
      counts.set(r.org, entry);
    }
  }
  const zero: Counts = { centres: 0, rooms: 0, capacity: 0, teams: 0, members: 0, activities: 0 };
  const row = (org: { id: string; name: string }, filter: string): CentreSummaryRow => ({ orgId: org.id, orgName: org.name, ...(counts.get(org.id) ?? zero), filter });
  const rows = below.map((org) => row(org, new URLSearchParams({ orgId: org.id }).toString()));
  // The user's own organisation's centres, listed by that exact organisation's filter (the subtree would take in the rows above).
  if (own[0] && counts.has(own[0].id)) rows.unshift(row(own[0], ''));
  const total = Object.fromEntries(KEYS.map((k) => [k, rows.reduce((s, r) => s + r[k], 0)])) as Counts;
  return { year, rows, total };
}
