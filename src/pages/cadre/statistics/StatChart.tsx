/**
 * One chart of the statistics pages (the archive's, and 工作统计's). ECharts arrives as a lazy chunk on first use (echartsRuntime.ts);
 * the chart is an image to assistive technology, named by `label`, because the table beside it carries
 * the same numbers as buttons. A click on a bar, slice or point drills down like the table's number.
 */
import { useMemo, useRef } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { chartHeight, chartOption } from './chartOption.ts';
import type { ChartSpec } from './chartSpec.ts';
import type { DrillCell } from './figureMatrix.ts';
import { useChartTheme } from './useChartTheme.ts';
import { useMountedChart } from './useMountedChart.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export interface StatChartProps<C> {
  spec: ChartSpec<C>;
  label: string;
  onPick?(cell: C): void;
}

export function StatChart<C = DrillCell>({ spec, label, onPick }: StatChartProps<C>) {
  const t = useT(cadrePages);
  const theme = useChartTheme();
  const option = useMemo(() => chartOption(spec, theme), [spec, theme]);
  const latest = useRef({ spec, onPick });
  latest.current = { spec, onPick };
  const { el, failed } = useMountedChart(option, ({ mountChart }, element, first) =>
    mountChart(element, first, (series, index) => {
      const cell = latest.current.spec.cells[series]?.[index];
      if (cell) latest.current.onPick?.(cell);
    }),
  );

  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded border border-line p-6 text-sm text-muted">
        <p>{t('cadrePages.stats.chartFailed')}</p>
        <Button onClick={() => window.location.reload()}>{t('cadrePages.stats.reload')}</Button>
      </div>
    );
  }
  return <div ref={el} role="img" aria-label={label} className="w-full" style={{ height: chartHeight(spec) }} />;
}
