/**
 * The counting every cockpit call shares: rows of a declared resource that are live (del_flag = 0), inside the
 * user's data scope (scopeSql, the one place scope is decided) and, when a city is asked, filed under an
 * organisation of that city (sys_org.city_code). Grouped by city, by a column or by month where asked.
 */
import { columnOf, fieldOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import { zh } from '../../../model/i18n/index.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { CITIES } from '../../../model/zhejiang.ts';
import { ident, type Db } from '../../db/db.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';
import type { Principal } from '../auth/principal.ts';

export interface Counting {
  db: Db;
  principal: Principal;
  /** A city code of model/zhejiang.ts, or null for the whole scope. */
  city: string | null;
}

/** The `?city=` asked: one of the 11 cities, or none. */
export function cityOf(raw: string | null): string | null {
  if (raw === null || raw === '') return null;
  if (!CITIES.some((c) => c.code === raw)) throw businessError(zh('cockpitView.badCity'), 400);
  return raw;
}

export function def(name: string): ResourceDef {
  const found = resourceByName(name);
  if (!found) throw new Error(`cockpit: resource ${name} is not declared`);
  return found;
}

export const mayView = (principal: Principal, d: ResourceDef) => principal.permissions.has(d.permissions.view);

/** The column holding a row's organisation: its scope's org field, or the cadre's managing org that work records copy. */
function orgColumn(d: ResourceDef): string {
  const field = fieldOf(d, d.orgField ?? 'manageOrgId');
  if (!field) throw new Error(`cockpit: ${d.name} has no organisation column`);
  return `t.${ident(columnOf(field))}`;
}

export const column = (d: ResourceDef, name: string) => `t.${ident(columnOf(fieldOf(d, name)!))}`;

function where(c: Counting, d: ResourceDef, p: SqlParams, extra?: string): string {
  const parts = ['t.del_flag = 0', scopeSql(d, c.principal, p)];
  if (c.city) parts.push(`${orgColumn(d)} = ANY (ARRAY (SELECT id FROM sys_org WHERE city_code = ${p.add(c.city)}))`);
  if (extra) parts.push(extra);
  return parts.join(' AND ');
}

export interface Tally {
  count: number;
  /** The sum of the column asked, with one decimal; '0.0' when none was. */
  sum: string;
}

/** Rows of `d` in all, and the sum of `sumOf` (a field name) over them. */
export async function tally(c: Counting, d: ResourceDef, sumOf?: string, extra?: (p: SqlParams) => string): Promise<Tally> {
  const p = new SqlParams();
  const w = where(c, d, p, extra?.(p));
  const sum = sumOf ? `coalesce(sum(${column(d, sumOf)}), 0)` : '0';
  const [row] = await c.db.query<{ n: number; s: string }>(
    `SELECT count(*)::int AS n, ${sum}::numeric(14, 1)::text AS s FROM ${ident(d.table)} t WHERE ${w}`,
    p.values,
  );
  return { count: row?.n ?? 0, sum: row?.s ?? '0.0' };
}

/** Rows of `d` by the value of an SQL expression over `t`. */
export async function countBy(c: Counting, d: ResourceDef, key: string, sumOf?: string, extra?: (p: SqlParams) => string): Promise<Map<string, Tally>> {
  const p = new SqlParams();
  const w = where(c, d, p, extra?.(p));
  const sum = sumOf ? `coalesce(sum(${column(d, sumOf)}), 0)` : '0';
  const rows = await c.db.query<{ k: string | null; n: number; s: string }>(
    `SELECT (${key})::text AS k, count(*)::int AS n, ${sum}::numeric(14, 1)::text AS s FROM ${ident(d.table)} t WHERE ${w} GROUP BY 1`,
    p.values,
  );
  return new Map(rows.map((r) => [r.k ?? '', { count: r.n, sum: r.s }]));
}

/** Rows of `d` by the city of their organisation. */
export function countByCity(c: Counting, d: ResourceDef, sumOf?: string): Promise<Map<string, Tally>> {
  return countBy(c, d, `(SELECT o.city_code FROM sys_org o WHERE o.id = ${orgColumn(d)})`, sumOf);
}

/** The 12 months, 'YYYY-MM', oldest first, ending with the month of `end` ('YYYY-MM…'). */
export function lastMonths(end: string): string[] {
  const year = Number(end.slice(0, 4));
  const month = Number(end.slice(5, 7));
  return Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 12 + i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** Rows of `d` by month of the date or time field `dateField`, over `months` (from lastMonths). */
export async function countByMonth(c: Counting, d: ResourceDef, dateField: string, months: readonly string[]): Promise<number[]> {
  const date = column(d, dateField);
  const found = await countBy(c, d, `to_char(${date}, 'YYYY-MM')`, undefined, (p) =>
    `${date} >= ${p.add(`${months[0]}-01`)}::date AND ${date} < (${p.add(`${months[months.length - 1]}-01`)}::date + interval '1 month')`);
  return months.map((m) => found.get(m)?.count ?? 0);
}

/**
 * The month a 12-month trend ends with: that of the latest record of the kinds (resource, date field) the user
 * may see, never after this month; this month when there is none. Like 工作统计, which opens on the latest year
 * with records, so that a bureau whose records stop some months ago still sees its last year, not an empty one.
 */
export async function endMonth(c: Counting, kinds: readonly (readonly [ResourceDef, string])[]): Promise<string> {
  const now = todayCst().slice(0, 7);
  const latest = await Promise.all(kinds.filter(([d]) => mayView(c.principal, d)).map(async ([d, dateField]) => {
    const p = new SqlParams();
    const date = column(d, dateField);
    const [row] = await c.db.query<{ m: string | null }>(
      `SELECT to_char(max(${date}), 'YYYY-MM') AS m FROM ${ident(d.table)} t WHERE ${where(c, d, p, `${date} < (${p.add(`${now}-01`)}::date + interval '1 month')`)}`,
      p.values,
    );
    return row?.m ?? '';
  }));
  return latest.reduce((a, b) => (b > a ? b : a), '') || now;
}
