/**
 * Counts of one dimension or of all of them. Without filters of the request's own, from the counts triggers
 * maintain per organisation (cadreFigures.ts). Otherwise one scan of the cadres in scope: every dimension's key
 * expression is computed once per person and grouped (GROUPING SETS for the summary). The columns read
 * are all in the cadre_statistics index, so the scan is index-only.
 */
import type { DimensionFigures, Figure } from '../../../../model/cadreFigures.ts';
import { zh } from '../../../../model/i18n/index.ts';
import { todayCst } from '../../../../model/resources/cadreDates.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Dictionaries } from '../../../engine/dictionaries.ts';
import type { Db } from '../../../db/db.ts';
import { COUNTED_STATES } from '../../../../model/resources/cadreLifecycle.ts';
import { figureCounts } from './cadreFigures.ts';
import type { Dimension, GroupDef } from './dimensions.ts';
import { mergeFilter } from './mergeFilter.ts';
import { statisticsQuery } from './statisticsQuery.ts';

/** The key of people whose field is not filled in (NULL key). */
export const NONE = '__none';
const OUT = '__out';

interface Context {
  filters: URLSearchParams;
  label: (type: string, code: unknown) => string;
  today: string;
}

function figure(ctx: Context, dim: Dimension, key: string, label: string, count: number, filter: Record<string, string> | null): Figure {
  const drill = new URLSearchParams(ctx.filters);
  drill.set('group', key);
  const query = filter ? mergeFilter(ctx.filters, { ...dim.baseFilter, ...filter }).toString() : null;
  return { key, label, count, query, drill: drill.toString() };
}

const labelOf = (ctx: Context, g: GroupDef) => g.label ?? ctx.label(g.dict!, g.dictCode);

function present(ctx: Context, dim: Dimension, counts: Map<string, number>): DimensionFigures {
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  const groups = dim.groups(ctx.today).map((g) => figure(ctx, dim, g.key, labelOf(ctx, g), counts.get(g.key) ?? 0, g.filter));
  const none = counts.get(NONE) ?? 0;
  if (none) groups.push(figure(ctx, dim, NONE, zh('cadre.unknown'), none, null));
  const result: DimensionFigures = { dimension: dim.name, label: dim.label, total: figure(ctx, dim, '*', zh('cadre.total'), all, {}), groups };
  if (dim.cross) {
    const sum = (test: (key: string) => boolean) => [...counts].filter(([k]) => test(k)).reduce((a, [, n]) => a + n, 0);
    result.rows = dim.cross.rows.map((r) => figure(ctx, dim, `${r.key}:*`, labelOf(ctx, r), sum((k) => k.startsWith(`${r.key}:`)), r.filter));
    result.columns = dim.cross.columns.map((c) => figure(ctx, dim, `*:${c.key}`, labelOf(ctx, c), sum((k) => k.endsWith(`:${c.key}`)), c.filter));
  }
  return result;
}

export interface StatisticsDeps {
  db: Db;
  dictionaries: Dictionaries;
}

/** True when the request asks for nothing beyond the defaults: the maintained counts' class c1 answers it. */
function defaultsOnly(filters: URLSearchParams): boolean {
  const keys = [...new Set(filters.keys())].sort();
  const status = filters.getAll('status').flatMap((v) => v.split(',')).sort();
  return keys.join() === 'statisticFlag,status' && status.join() === [...COUNTED_STATES].sort().join() && filters.getAll('statisticFlag').join() === '1';
}

/** Counts per dimension from one scan of the cadres the request selects. */
async function scanCounts(deps: StatisticsDeps, principal: Principal, dims: readonly Dimension[], query: URLSearchParams, today: string): Promise<Map<string, number>[]> {
  // One dimension alone restricts the scan to its base (离休 for revolution periods: a few percent, indexed);
  // in the summary the other dimensions need every row, so the base only marks rows out of this one.
  const alone = dims.length === 1;
  const q = statisticsQuery(principal, query, alone ? dims[0]!.baseSql : undefined);
  const keys = dims.map((d, i) => {
    const key = d.keySql(q.p, today);
    return `${d.baseSql && !alone ? `CASE WHEN ${d.baseSql} THEN ${key} ELSE '${OUT}' END` : key} AS k${i}`;
  });
  const cols = dims.map((_, i) => `k${i}`);
  const grouping = alone ? 'k0' : `GROUPING SETS (${cols.map((c) => `(${c})`).join(', ')})`;
  const rows = await deps.db.query<Record<string, string | number | null>>(
    `SELECT ${cols.join(', ')}, ${alone ? '0' : `GROUPING(${cols.join(', ')})`} AS g, count(*)::int AS n
       FROM (SELECT ${keys.join(', ')} FROM cadre t WHERE ${q.where}) s GROUP BY ${grouping}`,
    q.p.values,
  );
  return dims.map((_, i) => {
    // In GROUPING's bit mask the last column is bit 0; a set's own column is the one bit not set.
    const mine = alone ? 0 : (2 ** dims.length - 1) ^ (1 << (dims.length - 1 - i));
    const counts = new Map<string, number>();
    for (const r of rows) {
      if (Number(r.g) !== mine) continue;
      const key = r[`k${i}`] === null ? NONE : String(r[`k${i}`]);
      if (key !== OUT) counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
    }
    return counts;
  });
}

/** Counts per dimension from the maintained counts (cadreFigures.ts); null when they cannot answer. */
async function maintainedCounts(deps: StatisticsDeps, principal: Principal, dims: readonly Dimension[]): Promise<Map<string, number>[] | null> {
  const rows = await figureCounts(deps.db, principal, { classes: ['c1'], dims: dims.map((d) => d.name) });
  if (!rows) return null;
  return dims.map((d) => new Map(rows.filter((r) => r.dim === d.name).map((r) => [r.key, r.n])));
}

/**
 * Figures of the given dimensions (all of them for the summary) for the request's filters and scope: from the
 * maintained counts when the request has no filter of its own (what the pages open with), else by a scan.
 */
export async function countStatistics(deps: StatisticsDeps, principal: Principal, dims: readonly Dimension[], query: URLSearchParams): Promise<DimensionFigures[]> {
  const today = todayCst();
  const { filters } = statisticsQuery(principal, query);
  const counts = (defaultsOnly(filters) ? await maintainedCounts(deps, principal, dims) : null) ?? (await scanCounts(deps, principal, dims, query, today));
  const ctx: Context = { filters, label: await deps.dictionaries.labeller(), today };
  return dims.map((dim, i) => present(ctx, dim, counts[i]!));
}
