/**
 * One page of rows with the count of them all: how every list query of the server is paged, so that
 * counting and paging (and any later change to either) live in one place.
 *
 * The count is exact up to a threshold (LIST_EXACT_TOTAL, docs/performance.md "Provincial scale"): counting
 * stops after threshold + 1 rows, so that a list of a million rows costs a count of a few thousand. Past it
 * the total is the planner's estimate of the same query, never less than the rows already counted, and the
 * page says so (`totalEstimated`), which the list shows as 约 N 条.
 *
 * Pages reach the same first rows and no further (`reachable`): in a list longer than them, a page that would
 * start past them is refused with the reason, so that no page reads and skips more rows than a count does. A
 * person narrows the search or turns the sort round to see further; an export still has every row
 * (docs/performance.md, session 31).
 */
import type { Page } from '../../model/wire.ts';
import { zh } from '../../model/i18n/index.ts';
import { businessError } from '../http/errors.ts';
import type { PageParams } from '../http/pageParams.ts';
import type { Queryable, Row } from './db.ts';

export interface PageSql {
  /** The select list. */
  columns: string;
  /** `FROM … WHERE …`, shared by the count and the page. */
  from: string;
  /** ORDER BY's terms, ending with a unique key so that pages never overlap. */
  order: string;
  /**
   * How many of the values (the first ones) `from` uses, when the select list adds parameters of its own
   * after them (a reference's title read under the reader's scope); the count is given only these.
   */
  fromParams?: number;
  /**
   * The row's unique key (`t.id`), where `from` ends in its WHERE clause. Given, a page after the first finds
   * its rows' keys first and reads the select list of those rows alone: read with its select list, an OFFSET
   * of n rows computes n rows' columns (a reference's title under the reader's scope among them) only to skip
   * them, which made a deep page of a million-row list take seconds.
   */
  key?: string;
  /**
   * The filters are known to match few rows (ListQuery.fewMatches), where `from` reads one table as `t`: the
   * page finds the matches first and sorts them, whatever the planner estimates. Left to its estimate, which
   * for a name comes from a histogram of a hundred buckets, it may take a rare name for a common one and walk
   * the sort's index for the first matches, reading most of the table (docs/performance.md, session 33).
   */
  fewMatches?: boolean;
}

export const DEFAULT_EXACT_TOTAL = 10_000;

/**
 * The server's threshold, set once at start from the configuration: a process runs one server, and the
 * fifteen lists that page through here should not each carry the configuration to be told it.
 */
let exactTotal = DEFAULT_EXACT_TOTAL;

export function setExactTotalLimit(limit: number): void {
  exactTotal = limit;
}

/** The planner's row estimate of `SELECT 1 <from>` (the same on PGlite and PostgreSQL: EXPLAIN's JSON). */
async function estimatedRows(q: Queryable, from: string, values: unknown[]): Promise<number> {
  const [row] = await q.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`EXPLAIN (FORMAT JSON) SELECT 1 ${from}`, values);
  const plan = row?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows']) || 0);
}

/**
 * The count of `from` as a page counts it, as a scalar subquery: its value is the exact total when it is at
 * most the threshold (`isExact`); past it, only the page (pageOf) knows the estimate.
 */
export const countSql = (from: string) => `SELECT count(*)::int FROM (SELECT 1 ${from} LIMIT ${exactTotal + 1}) c`;
export const isExact = (counted: number) => counted <= exactTotal;

/** The statement of the page's rows: past the first page, by their keys when `key` is given. */
export function pageSql(sql: PageSql, page: PageParams): string {
  const window = `ORDER BY ${sql.order} LIMIT ${page.size} OFFSET ${(page.current - 1) * page.size}`;
  // OFFSET 0 keeps the planner from folding the matches into a walk in the sort's order.
  const rows = sql.fewMatches ? `FROM (SELECT t.* ${sql.from} OFFSET 0) t` : sql.from;
  if (!sql.key || page.current === 1) return `SELECT ${sql.columns} ${rows} ${window}`;
  return `SELECT ${sql.columns} ${sql.from} AND ${sql.key} IN (SELECT ${sql.key} ${rows} ${window}) ORDER BY ${sql.order}`;
}

export async function pageOf<T = Row>(q: Queryable, sql: PageSql, values: readonly unknown[], page: PageParams): Promise<Page<T>> {
  const params = values as unknown[];
  const fromValues = params.slice(0, sql.fromParams ?? params.length);
  const count = () => q.query<{ n: number }>(`SELECT (${countSql(sql.from)}) AS n`, fromValues).then(([row]) => row?.n ?? 0);
  if ((page.current - 1) * page.size >= exactTotal) {
    // Past the rows a list pages: past the last of a short list (empty, as any page there), or refused.
    const counted = await count();
    if (!isExact(counted)) throw businessError(zh('engine.pageTooDeep', { rows: exactTotal }), 400);
    return { records: [], total: counted, size: page.size, current: page.current };
  }
  const [counted, records] = await Promise.all([count(), q.query<T & Row>(pageSql(sql, page), params)]);
  if (isExact(counted)) return { records, total: counted, size: page.size, current: page.current };
  const total = Math.max(counted, await estimatedRows(q, sql.from, fromValues));
  return { records, total, totalEstimated: true, reachable: exactTotal, size: page.size, current: page.current };
}
