/**
 * A trend over years: a line (or bar) chart of every measure's groups beside the table of the same
 * numbers, each a drillable figure of its own year.
 */
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { ChartKindSwitch } from './ChartKindSwitch.tsx';
import { chartSpec, type ChartKind } from './chartSpec.ts';
import { matrixTexts } from './dimensionTexts.ts';
import type { DrillCell } from './figureMatrix.ts';
import { FigureTable } from './FigureTable.tsx';
import { StatChart } from './StatChart.tsx';
import { useStatisticsContext } from './statisticsContext.ts';
import { trendMatrix, type TrendMeasure } from './trend.ts';
import { useTrend } from './useTrend.ts';
import { WhenLoaded } from './WhenLoaded.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const KINDS: readonly ChartKind[] = ['line', 'bar'];

export interface TrendPanelProps {
  title: string;
  measures: readonly TrendMeasure[];
  years: readonly number[];
  /** A note under the title: what the measures count. */
  note?: string;
}

export function TrendPanel({ title, measures, years, note }: TrendPanelProps) {
  const t = useT(cadrePages);
  const id = useId();
  const { drill } = useStatisticsContext();
  const [kind, setKind] = useState<ChartKind>('line');
  const loaded = useTrend(measures, years);
  const matrix = useMemo(
    () => (loaded.data ? trendMatrix(title, measures, years, loaded.data, { ...matrixTexts(t), year: (year) => t('cadrePages.stats.trend.year', { year }), period: t('cadrePages.stats.trend.period') }) : null),
    [loaded.data, title, measures, years, t],
  );
  const spec = useMemo(() => (matrix ? chartSpec(matrix, kind) : null), [matrix, kind]);
  const onDrill = drill ? (cell: DrillCell) => drill({ cell, title }) : undefined;
  return (
    <section aria-labelledby={id} className="rounded bg-surface p-4 shadow-sm">
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={id} className="text-base font-semibold text-ink">{title}</h2>
        <span className="flex-1" />
        <ChartKindSwitch kinds={KINDS} value={kind} onChange={setKind} />
      </header>
      {note ? <p className="mb-3 text-sm text-muted">{note}</p> : null}
      <WhenLoaded loaded={loaded}>
        {() =>
          matrix && spec ? (
            <div className="grid gap-4 xl:grid-cols-2">
              <StatChart spec={spec} label={t('cadrePages.stats.chartLabel', { kind: t(`cadrePages.stats.chart.${kind}`), title })} onPick={onDrill} />
              <FigureTable matrix={matrix} onDrill={onDrill} />
            </div>
          ) : null
        }
      </WhenLoaded>
    </section>
  );
}
