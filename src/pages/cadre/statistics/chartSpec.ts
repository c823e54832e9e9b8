/**
 * A chart's data from a figure matrix: the rows (totals left out) are the categories, the numeric columns
 * (totals left out, or the ones asked for) the series. `cells` keeps the figure behind every point, so a
 * click on a bar or a slice drills down exactly as the table's number does.
 */
import type { DrillCell, FigureMatrix } from './figureMatrix.ts';
import type { DimensionName } from './statisticsApi.ts';

export type ChartKind = 'bar' | 'pie' | 'line';

/** Dimensions a chart (or a trend's lines) can show legibly: not the county's ninety groups. */
export const CHART_DIMENSIONS: readonly DimensionName[] = ['retirementSex', 'treatmentLevel', 'revolutionPeriod', 'unitNature', 'party', 'ageBand', 'city'];

export interface ChartSeries {
  name: string;
  values: number[];
}

/** A chart's categories and series; `C` is what a click on a point hands back (the archive's figures by default). */
export interface ChartSpec<C = DrillCell> {
  kind: ChartKind;
  categories: string[];
  series: ChartSeries[];
  /** cells[series][category]: the figure behind each point (null where the table has none). */
  cells: (C | null)[][];
}

export function chartSpec(matrix: FigureMatrix, kind: ChartKind, columns?: readonly string[]): ChartSpec {
  const rows = matrix.rows.filter((r) => !r.total);
  const charted = matrix.columns.flatMap((c, index) =>
    c.numeric && (columns ? columns.includes(c.key) : !c.total) ? [{ column: c, index }] : [],
  );
  // A pie shows one series: the first one charted.
  const series = kind === 'pie' ? charted.slice(0, 1) : charted;
  const cells = series.map(({ index }) => rows.map((r) => {
    const cell = r.cells[index];
    return cell?.kind === 'figure' ? cell : null;
  }));
  return {
    kind,
    categories: rows.map((r) => r.label),
    series: series.map(({ column }, s) => ({ name: column.label, values: cells[s]!.map((c) => c?.figure.count ?? 0) })),
    cells,
  };
}
