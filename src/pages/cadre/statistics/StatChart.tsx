/**
 * One chart of the statistics pages (the archive's, and 工作统计's). ECharts arrives as a lazy chunk on first use (echartsRuntime.ts);
 * the chart is an image to assistive technology, named by `label`, because the table beside it carries
 * the same numbers as buttons. A click on a bar, slice or point drills down like the table's number.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { chunkErrorType } from '../../../store/chunkError.ts';
import { errorLog } from '../../../store/errorLog.ts';
import { Button } from '../../../ui/button.tsx';
import { chartHeight, chartOption } from './chartOption.ts';
import type { ChartSpec } from './chartSpec.ts';
import type { MountedChart } from './echartsRuntime.ts';
import type { DrillCell } from './figureMatrix.ts';
import { useChartTheme } from './useChartTheme.ts';

let runtime: Promise<typeof import('./echartsRuntime.ts')> | undefined;
/** Imported once for the whole app (the cockpit's map too); a failed import is tried again by the next chart. */
export function loadRuntime() {
  runtime ??= import('./echartsRuntime.ts').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

export interface StatChartProps<C> {
  spec: ChartSpec<C>;
  label: string;
  onPick?(cell: C): void;
}

export function StatChart<C = DrillCell>({ spec, label, onPick }: StatChartProps<C>) {
  const t = useT();
  const theme = useChartTheme();
  const option = useMemo(() => chartOption(spec, theme), [spec, theme]);
  const el = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedChart | null>(null);
  const latest = useRef({ option, spec, onPick });
  latest.current = { option, spec, onPick };
  const [failed, setFailed] = useState(false);

  // Mounted once per showing (a kept-alive page disposes it while hidden); later options update it.
  useEffect(() => {
    let gone = false;
    loadRuntime().then(
      ({ mountChart }) => {
        if (gone || !el.current) return;
        mounted.current = mountChart(el.current, latest.current.option, (series, index) => {
          const cell = latest.current.spec.cells[series]?.[index];
          if (cell) latest.current.onPick?.(cell);
        });
      },
      (error: unknown) => {
        if (gone) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        errorLog.add({ type: chunkErrorType(error) ?? 'error', message: failure.message, stack: failure.stack ?? '', info: 'echartsRuntime' });
        setFailed(true);
      },
    );
    return () => {
      gone = true;
      mounted.current?.dispose();
      mounted.current = null;
    };
  }, []);

  useEffect(() => mounted.current?.update(option), [option]);

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
