/**
 * 工作统计 (GET workRecordStatistics?year=, its .xlsx at /export): the year's visits of each kind and
 * hardship help by month and by organisation below the user's, with the money given, the stays still in
 * hospital and the trips abroad under way. Every count runs through the engine's data scope for its resource (scopeSql), and every figure
 * names the list filter that shows its records, so a number and its drill-down are the same query.
 */
import { zh } from '../../../model/i18n/index.ts';
import { columnOf, fieldOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import { VISIT_RESOURCES } from '../../../model/resources/workRecordResources.ts';
import { sumFigures, type WorkFigure, type WorkKindFigures, type WorkOrgFigures, type WorkRecordStatistics } from '../../../model/workRecordStatistics.ts';
import type { Principal } from '../auth/principal.ts';
import { ident, type Queryable } from '../../db/db.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';

/** A kind counted: its resource, the date it is counted by and the money it gives. */
interface Counted {
  def: ResourceDef;
  date: string;
  money: string;
}

const counted = (name: string, date: string, money: string): Counted => ({ def: resourceByName(name)!, date, money });

/** The kinds in the order of the page's rows: the six visits, then hardship help. */
export const COUNTED: readonly Counted[] = [
  ...VISIT_RESOURCES.map((def) => counted(def.name, 'visitDate', 'consolationMoney')),
  counted('difficulty', 'helpDate', 'helpMoney'),
];
const VISITS = VISIT_RESOURCES.length;

const col = (c: Counted, field: string) => `t.${ident(columnOf(fieldOf(c.def, field)!))}`;
const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();


function figure(count: number, money: string, list: WorkFigure['list']): WorkFigure {
  return { count, money, list };
}

function dateFilter(c: Counted, from: string, to: string, extra = ''): string {
  return new URLSearchParams({ [`${c.date}_from`]: from, [`${c.date}_to`]: to, ...(extra ? { manageOrgId: extra } : {}) }).toString();
}

/** The year asked for, four digits from 2000 to next year; null when none was (the latest with records). */
export function yearOf(raw: string | null): number | null {
  const now = Number(todayCst().slice(0, 4));
  if (raw === null || raw === '') return null;
  const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  if (!(year >= 2000 && year <= now + 1)) throw businessError(zh('workRecord.badYear', { max: now + 1 }), 400);
  return year;
}

async function byMonth(db: Queryable, principal: Principal, c: Counted, year: number): Promise<WorkKindFigures> {
  const p = new SqlParams();
  const date = col(c, c.date);
  const rows = await db.query<{ m: number; n: number; money: string }>(
    `SELECT extract(month FROM ${date})::int AS m, count(*)::int AS n, coalesce(sum(${col(c, c.money)}), 0)::numeric(14, 2)::text AS money
       FROM ${ident(c.def.table)} t
      WHERE t.del_flag = 0 AND ${date} BETWEEN ${p.add(`${year}-01-01`)} AND ${p.add(`${year}-12-31`)} AND ${scopeSql(c.def, principal, p)}
      GROUP BY 1`,
    p.values,
  );
  const found = new Map(rows.map((r) => [r.m, r]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const r = found.get(i + 1);
    const filter = dateFilter(c, `${year}-${pad(i + 1)}-01`, `${year}-${pad(i + 1)}-${lastDay(year, i + 1)}`);
    return figure(r?.n ?? 0, r?.money ?? '0.00', { resource: c.def.name, filter });
  });
  const sum = sumFigures(rows.map((r) => ({ count: r.n, money: r.money })));
  const total = figure(sum.count, sum.money, { resource: c.def.name, filter: dateFilter(c, `${year}-01-01`, `${year}-12-31`) });
  return { resource: c.def.name, months, total };
}

/** The organisations directly below the user's, each counting its whole subtree (as the list's 管理单位 filter does). */
async function byOrg(db: Queryable, principal: Principal, year: number): Promise<WorkOrgFigures[]> {
  const orgs = await db.query<{ id: string; name: string }>('SELECT id, name FROM sys_org WHERE parent_id = $1 AND enabled ORDER BY sort, id', [principal.orgId]);
  const perKind = await Promise.all(
    COUNTED.map(async (c) => {
      const p = new SqlParams();
      const date = col(c, c.date);
      const rows = await db.query<{ id: string; n: number; money: string }>(
        `SELECT below.id, count(*)::int AS n, coalesce(sum(${col(c, c.money)}), 0)::numeric(14, 2)::text AS money
           FROM ${ident(c.def.table)} t
           JOIN sys_org o ON o.id = t.manage_org_id
           JOIN sys_org below ON below.parent_id = ${p.add(principal.orgId)} AND left(o.path, length(below.path)) = below.path
          WHERE t.del_flag = 0 AND ${date} BETWEEN ${p.add(`${year}-01-01`)} AND ${p.add(`${year}-12-31`)} AND ${scopeSql(c.def, principal, p)}
          GROUP BY below.id`,
        p.values,
      );
      return new Map(rows.map((r) => [r.id, r]));
    }),
  );
  return orgs.map((org) => ({
    orgId: org.id,
    orgName: org.name,
    kinds: COUNTED.map((c, k) => {
      const r = perKind[k]!.get(org.id);
      return figure(r?.n ?? 0, r?.money ?? '0.00', { resource: c.def.name, filter: dateFilter(c, `${year}-01-01`, `${year}-12-31`, org.id) });
    }),
  }));
}

/** Records of `resource` in a state that lasts (in hospital, abroad), whatever their year: `condition` and the list filter that says it. */
async function underWay(db: Queryable, principal: Principal, resource: string, condition: string, filter: string): Promise<WorkFigure> {
  const def = resourceByName(resource)!;
  const p = new SqlParams();
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${ident(def.table)} t WHERE t.del_flag = 0 AND ${condition} AND ${scopeSql(def, principal, p)}`,
    p.values,
  );
  return figure(row?.n ?? 0, '0.00', { resource, filter });
}

/** The year of the latest work record the user may see, this year when there is none. */
async function latestYear(db: Queryable, principal: Principal): Promise<number> {
  const years = await Promise.all(
    COUNTED.map(async (c) => {
      const p = new SqlParams();
      const [row] = await db.query<{ y: number | null }>(
        `SELECT extract(year FROM max(${col(c, c.date)}))::int AS y FROM ${ident(c.def.table)} t WHERE t.del_flag = 0 AND ${scopeSql(c.def, principal, p)}`,
        p.values,
      );
      return row?.y ?? 0;
    }),
  );
  return Math.max(...years) || Number(todayCst().slice(0, 4));
}

/** A year's figures; without a year, those of the latest year with records (a new year opens on the last one's). */
export async function workRecordStatistics(db: Queryable, principal: Principal, asked: number | null): Promise<WorkRecordStatistics> {
  const year = asked ?? (await latestYear(db, principal));
  const [kinds, orgs, stays, trips] = await Promise.all([
    Promise.all(COUNTED.map((c) => byMonth(db, principal, c, year))),
    byOrg(db, principal, year),
    underWay(db, principal, 'inpatient', 't.discharge_date IS NULL', 'inHospital=true'),
    underWay(db, principal, 'abroad', "t.status = 'departed'", 'status=departed'),
  ]);
  const visits = kinds.slice(0, VISITS);
  const visitsByMonth = Array.from({ length: 12 }, (_, m) => {
    const sum = sumFigures(visits.map((k) => k.months[m]!));
    return figure(sum.count, sum.money, null);
  });
  return { year, kinds, visitsByMonth, orgs, inHospital: stays, abroad: trips };
}
