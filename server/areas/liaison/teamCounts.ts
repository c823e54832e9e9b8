/**
 * The spec's `cadresTeam/city` and `cadresTeam/province`: how many people the staff teams hold, full-time and
 * part-time, per city (市县工作队伍) or per provincial unit (省直单位工作队伍), within the user's data scope
 * (the engine's scope condition, with the kind's own). Each row is an organisation of the user's reach: a
 * city's bureau where the user's scope holds the city, else the county's bureau, else the person's own
 * organisation (a county administrator's counts are their county's, not the city's they lie in).
 */
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Queryable } from '../../db/db.ts';
import { orgScopeSql, scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import type { Principal } from '../auth/principal.ts';

export type TeamCount = {
  /** The organisation counted: a city's or county's bureau (city teams), a provincial unit. */
  orgId: string;
  name: string;
  fullTime: number;
  partTime: number;
  total: number;
};

export async function teamCounts(q: Queryable, def: ResourceDef, principal: Principal, by: 'city' | 'org'): Promise<TeamCount[]> {
  const p = new SqlParams();
  const where = scopeSql(def, principal, p, 't');
  // sys_org paths are /province/city/county/…: the county's bureau is the path's third id.
  const county = "split_part(u.path, '/', 4)";
  const key = by === 'city'
    ? `CASE WHEN ${orgScopeSql('t.city', principal.scope, p)} THEN t.city WHEN ${county} <> '' AND ${orgScopeSql(county, principal.scope, p)} THEN ${county} ELSE t.org_id END`
    : 't.org_id';
  return q.query<TeamCount>(
    `SELECT c.key AS "orgId", o.short_name AS name,
            count(*) FILTER (WHERE c.full_part = '1')::int AS "fullTime",
            count(*) FILTER (WHERE c.full_part = '2')::int AS "partTime",
            count(*)::int AS total
       FROM (SELECT ${key} AS key, t.full_part FROM officer_team t JOIN sys_org u ON u.id = t.org_id WHERE t.del_flag = 0 AND ${where}) c
       JOIN sys_org o ON o.id = c.key
      GROUP BY c.key, o.short_name, o.sort ORDER BY o.sort, c.key`,
    p.values,
  );
}
