/**
 * Trends over years from the same statistics endpoints: for every year, the figures of a dimension with
 * the year as a range filter on a date field of the cadre list (retirementDate_from/_to, ...), narrowed by
 * the page's own filters. Each number is then a figure of the server with its own drill-down, like any
 * other. Pure functions here; useTrend loads, TrendPanel shows.
 */
import { fieldOf } from '../../../../model/resource/fields.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import type { Params, Scalar } from '../../../http/query.ts';
import { drillCell, type Cell, type FigureMatrix, type MatrixTexts } from './figureMatrix.ts';
import type { DimensionFigures, DimensionName, Figure } from './statisticsApi.ts';

/** Date fields of the cadre list that a trend can run along (month or date range filters). */
export const TREND_FIELDS = ['retirementDate', 'workStartDate', 'partyJoinDate'] as const;
export type TrendField = (typeof TREND_FIELDS)[number] | 'deathDate';

export const MAX_YEARS = 30;

/** What one column group of a trend counts. */
export interface TrendMeasure {
  key: string;
  dimension: DimensionName;
  field: TrendField;
  /** Filters of the measure itself (the deceased for deaths), narrowed by the page's. */
  filters?: Readonly<Record<string, string>>;
  /** One column per group of the dimension (and the total), or the total alone under `label`. */
  split: boolean;
  label?: string;
}

/** The years from `from` to `to`, or null when they are not a range of at most MAX_YEARS years. */
export function yearRange(from: number, to: number): number[] | null {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1900 || to > 2100 || from > to || to - from + 1 > MAX_YEARS) return null;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The range filter of one year on a date field, in the field's own format (month or date). */
export function yearFilter(field: TrendField, year: number): Record<string, string> {
  const month = fieldOf(cadre, field)?.type === 'month';
  return { [`${field}_from`]: month ? `${year}-01` : `${year}-01-01`, [`${field}_to`]: month ? `${year}-12` : `${year}-12-31` };
}

/** A code no dictionary uses: an empty intersection selects nobody (the server's mergeFilter does the same). */
const NOTHING = '-';

const listOf = (value: Params[string]): string[] =>
  value === null || value === undefined ? [] : (Array.isArray(value) ? (value as readonly Scalar[]) : [value as Scalar]).flatMap((v) => String(v).split(',')).filter(Boolean);

/**
 * The page's filters narrowed by more: both must hold, so a key given twice is intersected (codes in
 * both; the later start and the earlier end of two ranges), never widened.
 */
export function narrow(base: Params, extra: Readonly<Record<string, string>>): Params {
  const out: Record<string, Params[string]> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const mine = listOf(base[key]);
    if (!mine.length) out[key] = value;
    else if (key.endsWith('_from')) out[key] = [mine[0]!, value].sort()[1]!;
    else if (key.endsWith('_to')) out[key] = [mine[0]!, value].sort()[0]!;
    else {
      const both = value.split(',').filter((v) => mine.includes(v));
      out[key] = both.length ? both.join(',') : NOTHING;
    }
  }
  return out;
}

/** The request of one measure in one year. */
export function trendQuery(measure: TrendMeasure, year: number, filters: Params): Params {
  return narrow(narrow(filters, measure.filters ?? {}), yearFilter(measure.field, year));
}

/** Figures of every measure, year by year: points[year index][measure index]. */
export type TrendPoints = DimensionFigures[][];

/** The groups a split measure shows: a cross table's rows (retirement types), else the groups. */
const groupsOf = (d: DimensionFigures): Figure[] => d.rows ?? d.groups;

/**
 * Rows are the years, columns each measure's groups and total (split) or its total (not split). Totals of
 * split measures stay out of the chart, where they would flatten the groups' lines.
 */
export function trendMatrix(title: string, measures: readonly TrendMeasure[], years: readonly number[], points: TrendPoints, texts: MatrixTexts & { year(year: number): string; period: string }): FigureMatrix {
  const first = points[0] ?? [];
  const columns = measures.flatMap((m, i) => {
    if (!m.split) return [{ key: m.key, label: m.label ?? texts.total, numeric: true }];
    const groups = first[i] ? groupsOf(first[i]!) : [];
    return [...groups.map((g) => ({ key: `${m.key}:${g.key}`, label: g.label, numeric: true })), { key: `${m.key}:*`, label: texts.total, numeric: true, total: true }];
  });
  const rows = years.map((year, y) => {
    const label = texts.year(year);
    const cells = measures.flatMap((m, i): Cell[] => {
      const dim = points[y]?.[i];
      if (!dim) return [];
      if (!m.split) return [drillCell(m.dimension, dim.total, `${label} ${m.label ?? texts.total}`)];
      return [...groupsOf(dim).map((g) => drillCell(m.dimension, g, `${label} ${g.label}`)), drillCell(m.dimension, dim.total, `${label} ${texts.total}`)];
    });
    return { key: String(year), label, cells };
  });
  return { title, corner: texts.period, columns, rows };
}
