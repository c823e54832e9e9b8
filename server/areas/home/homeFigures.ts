/**
 * 数据概况's figures for home (GET home/figures), within the user's scope and for the resources they may view:
 * cadres by kind (离休, 退休, 退职), this month's work records by kind (the 工作统计 kinds, by the same date),
 * volunteers and their service hours, this month's activities. Every count runs through the resource's data
 * scope (scopeSql), as its list does.
 */
import type { FigureGroup, HomeFigures } from '../../../model/home.ts';
import { columnOf, fieldOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import { ident } from '../../db/db.ts';
import type { ReadDeps } from '../../engine/read.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import type { Principal } from '../auth/principal.ts';
import { COUNTED } from '../workRecord/statistics.ts';
import { figureCounts, ON_FILE } from '../cadre/statistics/cadreFigures.ts';

const may = (principal: Principal, def: ResourceDef) => principal.permissions.has(def.permissions.view);

function monthRange(): [string, string] {
  const today = todayCst();
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return [`${today.slice(0, 7)}-01`, next];
}

/** People on file by kind: from the archive's maintained counts (cadreFigures.ts), or counted when they cannot say. */
async function cadresByKind(deps: ReadDeps, principal: Principal): Promise<{ code: string; n: number }[]> {
  const figures = await figureCounts(deps.db, principal, { classes: ON_FILE, dims: ['retirementSex'] });
  if (figures) {
    const byKind = new Map<string, number>();
    for (const r of figures) byKind.set(r.key.split(':')[0]!, (byKind.get(r.key.split(':')[0]!) ?? 0) + r.n);
    return [...byKind].filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([code, n]) => ({ code, n }));
  }
  const p = new SqlParams();
  return deps.db.query<{ code: string; n: number }>(
    `SELECT t.retirement_type AS code, count(*)::int AS n FROM cadre t WHERE t.del_flag = 0 AND t.status IN ('normal', 'abnormal') AND ${scopeSql(resourceByName('cadre')!, principal, p)} GROUP BY 1 ORDER BY 1`,
    p.values,
  );
}

export async function homeFigures(deps: ReadDeps, principal: Principal): Promise<HomeFigures> {
  const asOf = new Date().toISOString();
  const groups: FigureGroup[] = [];
  const [from, to] = monthRange();
  const cadre = resourceByName('cadre')!;
  if (may(principal, cadre)) {
    const label = await deps.dictionaries.labeller();
    groups.push({ key: 'cadres', rows: (await cadresByKind(deps, principal)).map((r) => ({ label: label('retirement_type', r.code), value: r.n })) });
  }
  const work = COUNTED.filter((c) => may(principal, c.def));
  if (work.length) {
    const rows = await Promise.all(work.map(async (c) => {
      const p = new SqlParams();
      const date = `t.${ident(columnOf(fieldOf(c.def, c.date)!))}`;
      const [row] = await deps.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${ident(c.def.table)} t WHERE t.del_flag = 0 AND ${date} >= ${p.add(from)}::date AND ${date} < ${p.add(to)}::date AND ${scopeSql(c.def, principal, p)}`,
        p.values,
      );
      return { resource: c.def.name, value: row?.n ?? 0 };
    }));
    groups.push({ key: 'workThisMonth', rows });
  }
  const volunteers = resourceByName('volunteerPerson')!;
  if (may(principal, volunteers)) {
    const p = new SqlParams();
    const [row] = await deps.db.query<{ n: number; hours: string | null }>(
      `SELECT count(*)::int AS n, sum(t.service_hours)::text AS hours FROM zj_volunteer_person t WHERE t.del_flag = 0 AND t.status = 'active' AND ${scopeSql(volunteers, principal, p)}`,
      p.values,
    );
    groups.push({ key: 'volunteers', rows: [{ resource: volunteers.name, value: row?.n ?? 0 }, { resource: volunteers.name, hours: true, value: Math.round(Number(row?.hours ?? 0)) }] });
  }
  const activity = resourceByName('activity')!;
  if (may(principal, activity)) {
    const p = new SqlParams();
    const start = `t.${ident(columnOf(fieldOf(activity, 'startTime')!))}`;
    const rows = await deps.db.query<{ status: string; n: number }>(
      `SELECT t.status, count(*)::int AS n FROM ${ident(activity.table)} t WHERE t.del_flag = 0 AND ${start} >= ${p.add(from)}::date AND ${start} < ${p.add(to)}::date AND ${scopeSql(activity, principal, p)} GROUP BY 1 ORDER BY 1`,
      p.values,
    );
    groups.push({ key: 'activitiesThisMonth', rows: rows.map((r) => ({ resource: activity.name, state: r.status, value: r.n })) });
  }
  return { groups, asOf };
}
