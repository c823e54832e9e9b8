/**
 * One chart of the cockpit with its numbers as a table below it: a titled section, the chart (drawn by the
 * statistics' StatChart, ECharts loaded on first use) and the DataTable of the same rows.
 */
import { useId, useMemo } from 'react';
import { useT } from '../../i18n/locale.ts';
import { StatChart } from '../cadre/statistics/StatChart.tsx';
import type { ChartKind, ChartSpec } from '../cadre/statistics/chartSpec.ts';
import { DataTable } from './DataTable.tsx';
import { cockpit } from '../../../model/i18n/cockpit.ts';

export interface ChartPanelProps {
  title: string;
  kind: ChartKind;
  /** The table's first heading (what the categories are). */
  corner: string;
  categories: readonly string[];
  series: readonly { name: string; values: readonly number[] }[];
}

export function ChartPanel({ title, kind, corner, categories, series }: ChartPanelProps) {
  const t = useT(cockpit);
  const id = useId();
  const spec = useMemo((): ChartSpec<never> => ({
    kind,
    categories: [...categories],
    series: series.map((s) => ({ name: s.name, values: [...s.values] })),
    cells: series.map((s) => s.values.map(() => null)),
  }), [kind, categories, series]);
  return (
    <section aria-labelledby={id} className="space-y-3 rounded bg-surface p-4 shadow-sm">
      <h2 id={id} className="font-semibold">{title}</h2>
      <StatChart<never> spec={spec} label={t('cockpitView.chartAndTable', { title })} />
      <DataTable caption={title} columns={[corner, ...series.map((s) => s.name)]} rows={categories.map((c, i) => [c, ...series.map((s) => s.values[i] ?? 0)] as const)} />
    </section>
  );
}
