/**
 * 活动统计 (GET enjoyLife/activityStatistics?year=): a year's activities by month of their start (China time),
 * by type and by centre, with their enrolments and attendance (已报名, 已签到: what the activity keeps from its
 * enrolments). Every count runs through the engine's data scope of activities (scopeSql), and every row names
 * the list filter of its activities, so a number and its drill-down are the same query.
 */
import type { ActivityFigures, ActivityRow, ActivityStatistics } from '../../../model/activityStatistics.ts';
import { zh } from '../../../model/i18n/index.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Queryable } from '../../db/db.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';
import type { Principal } from '../auth/principal.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** China's wall clock of a start time (UTC+8, no daylight saving), whatever the session's time zone. */
const LOCAL_START = "((t.start_time AT TIME ZONE 'UTC') + interval '8 hours')";

/** The list filter of activities starting between two China days, with more filters. */
function filterOf(from: string, to: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ startTime_from: `${from}T00:00:00+08:00`, startTime_to: `${to}T23:59:59+08:00`, ...extra }).toString();
}

/** The year asked for, four digits from 2000 to next year; this year when none was. */
export function activityYearOf(raw: string | null): number {
  const now = Number(todayCst().slice(0, 4));
  if (raw === null || raw === '') return now;
  const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  if (!(year >= 2000 && year <= now + 1)) throw businessError(zh('enjoyLifeCentre.badYear'), 400);
  return year;
}

type Grouped = {
  k: string;
  n: number;
  enrolled: number;
  attended: number;
  label: string | null;
};

async function grouped(db: Queryable, principal: Principal, year: number, key: string, label: string): Promise<Grouped[]> {
  const def = resourceByName('activity')!;
  const p = new SqlParams();
  return db.query<Grouped>(
    `SELECT ${key} AS k, ${label} AS label, count(*)::int AS n, coalesce(sum(t.enrolled), 0)::int AS enrolled, coalesce(sum(t.attended), 0)::int AS attended
       FROM el_activity t
      WHERE t.del_flag = 0 AND extract(year FROM ${LOCAL_START}) = ${p.add(year)} AND ${scopeSql(def, principal, p)}
      GROUP BY 1 ORDER BY 1`,
    p.values,
  );
}

const figures = (g: Grouped | undefined, filter: string): ActivityFigures => ({ activities: g?.n ?? 0, enrolled: g?.enrolled ?? 0, attended: g?.attended ?? 0, filter });

export async function activityStatistics(db: Queryable, principal: Principal, year: number, typeLabel: (code: string) => string): Promise<ActivityStatistics> {
  const [byMonth, byType, byCentre] = await Promise.all([
    grouped(db, principal, year, `lpad(extract(month FROM ${LOCAL_START})::int::text, 2, '0')`, 'NULL'),
    grouped(db, principal, year, 't.activity_type', 'NULL'),
    grouped(db, principal, year, 't.center_id', 'min(t.center_name)'),
  ]);
  const yearFilter = (extra?: Record<string, string>) => filterOf(`${year}-01-01`, `${year}-12-31`, extra);
  const monthRows = new Map(byMonth.map((g) => [g.k, g]));
  const months: ActivityRow[] = Array.from({ length: 12 }, (_, i) => {
    const m = pad(i + 1);
    return { key: String(i + 1), label: `${i + 1}月`, ...figures(monthRows.get(m), filterOf(`${year}-${m}-01`, `${year}-${m}-${lastDay(year, i + 1)}`)) };
  });
  const types = byType.map((g) => ({ key: g.k, label: typeLabel(g.k), ...figures(g, yearFilter({ activityType: g.k })) }));
  const centres = byCentre
    .map((g) => ({ key: g.k, label: g.label ?? '', ...figures(g, yearFilter({ centerId: g.k })) }))
    .sort((a, b) => b.activities - a.activities || a.label.localeCompare(b.label, 'zh-CN'));
  const sum = (key: 'n' | 'enrolled' | 'attended') => byType.reduce((s, g) => s + g[key], 0);
  return { year, total: { activities: sum('n'), enrolled: sum('enrolled'), attended: sum('attended'), filter: yearFilter() }, months, types, centres };
}
