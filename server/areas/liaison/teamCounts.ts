/**
 * The spec's `cadresTeam/city` and `cadresTeam/province`: how many people the staff teams hold, full-time and
 * part-time, per city (市县工作队伍) or per provincial unit (省直单位工作队伍), within the user's data scope
 * (the engine's scope condition, with the kind's own).
 */
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Queryable } from '../../db/db.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import type { Principal } from '../auth/principal.ts';

export interface TeamCount {
  /** The city code (city teams) or the unit's id (provincial units). */
  key: string;
  name: string;
  fullTime: number;
  partTime: number;
  total: number;
}

export async function teamCounts(q: Queryable, def: ResourceDef, principal: Principal, by: 'city' | 'org'): Promise<TeamCount[]> {
  const p = new SqlParams();
  const where = scopeSql(def, principal, p, 't');
  // A city is named by its bureau (sys_org's city rows carry the city's code as their id).
  const key = by === 'city' ? 't.city' : 't.org_id';
  return q.query<TeamCount>(
    `SELECT ${key} AS key, o.short_name AS name,
            count(*) FILTER (WHERE t.full_part = '1')::int AS "fullTime",
            count(*) FILTER (WHERE t.full_part = '2')::int AS "partTime",
            count(*)::int AS total
       FROM officer_team t JOIN sys_org o ON o.id = ${key}
      WHERE t.del_flag = 0 AND ${where}
      GROUP BY ${key}, o.short_name, o.sort ORDER BY o.sort, ${key}`,
    p.values,
  );
}
