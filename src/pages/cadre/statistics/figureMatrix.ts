/**
 * What every statistics table and chart shows, as one shape: rows × columns of cells, each number a
 * figure of the server with its dimension (so that it can be drilled down). A dimension's groups, the
 * retirement type × sex cross table and a trend over years are all built into it; FigureTable renders it
 * and chartSpec turns it into a chart, so a chart and its table can never show different numbers.
 */
import type { DimensionFigures, DimensionName, Figure } from './statisticsApi.ts';

/** A number that opens the people behind it. */
export interface DrillCell {
  kind: 'figure';
  dimension: DimensionName;
  figure: Figure;
  /** What the number counts, e.g. "退休 男": its button's name and the drill-down's title. */
  label: string;
}

export type Cell = DrillCell | { kind: 'text'; text: string };

export interface MatrixColumn {
  key: string;
  label: string;
  /** Counts (charted) rather than derived text such as a share. */
  numeric: boolean;
  /** A totals column: in the table, not in the chart. */
  total?: boolean;
}

export interface MatrixRow {
  key: string;
  label: string;
  cells: Cell[];
  /** The totals row: in the table, not in the chart. */
  total?: boolean;
}

export interface FigureMatrix {
  title: string;
  /** The heading of the row labels' column. */
  corner: string;
  columns: MatrixColumn[];
  rows: MatrixRow[];
}

/** The texts the builders need, in the page's language. */
export interface MatrixTexts {
  group: string;
  count: string;
  share: string;
  total: string;
  /** The corner of the retirement type × sex table. */
  crossCorner: string;
}

export const drillCell = (dimension: DimensionName, figure: Figure, label: string): DrillCell => ({ kind: 'figure', dimension, figure, label });

/** Share of a total as people read it: one decimal, "—" when there is nobody. */
export function share(count: number, total: number): string {
  return total > 0 ? `${((count / total) * 100).toFixed(1)}%` : '—';
}

/** A dimension's groups with their counts and shares, then the total; `keep` leaves groups out (counties of other cities). */
export function groupsMatrix(dim: DimensionFigures, title: string, texts: MatrixTexts, keep: (f: Figure) => boolean = () => true): FigureMatrix {
  const total = dim.total.count;
  const row = (f: Figure, isTotal = false): MatrixRow => ({
    key: f.key,
    label: f.label,
    cells: [drillCell(dim.dimension, f, f.label), { kind: 'text', text: share(f.count, total) }],
    ...(isTotal ? { total: true } : {}),
  });
  return {
    title,
    corner: texts.group,
    columns: [
      { key: 'count', label: texts.count, numeric: true },
      { key: 'share', label: texts.share, numeric: false },
    ],
    rows: [...dim.groups.filter(keep).map((f) => row(f)), row({ ...dim.total, label: texts.total }, true)],
  };
}

/** A cross table (rows × columns of the dimension) with row totals, column totals and the grand total. */
export function crossMatrix(dim: DimensionFigures, title: string, texts: MatrixTexts): FigureMatrix {
  const rows = dim.rows ?? [];
  const columns = dim.columns ?? [];
  const cell = (key: string) => dim.groups.find((g) => g.key === key);
  return {
    title,
    corner: texts.crossCorner,
    columns: [...columns.map((c) => ({ key: c.key, label: c.label, numeric: true })), { key: 'total', label: texts.total, numeric: true, total: true }],
    rows: [
      ...rows.map((r) => ({
        key: r.key,
        label: r.label,
        cells: [
          ...columns.map((c, i): Cell => {
            const f = cell(`${r.key.slice(0, -2)}:${c.key.slice(2)}`);
            return f ? drillCell(dim.dimension, f, `${r.label} ${columns[i]!.label}`) : { kind: 'text', text: '—' };
          }),
          drillCell(dim.dimension, r, `${r.label} ${texts.total}`),
        ],
      })),
      {
        key: 'total',
        label: texts.total,
        total: true,
        cells: [...columns.map((c) => drillCell(dim.dimension, c, `${c.label} ${texts.total}`)), drillCell(dim.dimension, dim.total, texts.total)],
      },
    ],
  };
}

/** The table of any dimension: the cross table where the server gives rows and columns, else the groups. */
export function dimensionMatrix(dim: DimensionFigures, title: string, texts: MatrixTexts, keep?: (f: Figure) => boolean): FigureMatrix {
  return dim.rows && dim.columns ? crossMatrix(dim, title, texts) : groupsMatrix(dim, title, texts, keep);
}
