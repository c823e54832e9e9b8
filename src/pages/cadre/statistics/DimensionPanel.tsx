/**
 * One dimension on a page: its chart (the kinds offered, first by default) beside its table, both from the
 * same matrix, with the table's export when the page offers exports. Without charts it is the table alone.
 */
import { useId, useMemo, useState } from 'react';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { useT } from '../../../i18n/locale.ts';
import { cn } from '../../../ui/cn.ts';
import { ChartKindSwitch } from './ChartKindSwitch.tsx';
import { chartSpec, type ChartKind } from './chartSpec.ts';
import { dimensionTitle, matrixTexts } from './dimensionTexts.ts';
import { dimensionMatrix, type DrillCell } from './figureMatrix.ts';
import { FigureTable } from './FigureTable.tsx';
import { StatChart } from './StatChart.tsx';
import { StatisticsExportButton } from './StatisticsExportButton.tsx';
import { useStatisticsContext } from './statisticsContext.ts';
import type { DimensionFigures, Figure } from './statisticsApi.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { platform } from '../../../../model/i18n/platform.ts';

export interface DimensionPanelProps {
  figures: DimensionFigures;
  /** Chart kinds offered, the first shown first; none for a table alone. */
  kinds?: readonly ChartKind[];
  /** Groups to show (counties of the cities with people); the total stays the dimension's. */
  keep?: (f: Figure) => boolean;
}

export function DimensionPanel({ figures, kinds = [], keep }: DimensionPanelProps) {
  const t = useT(cadrePages, platform);
  const id = useId();
  const { drill, exportable } = useStatisticsContext();
  const [kind, setKind] = useState<ChartKind | undefined>(kinds[0]);
  const title = dimensionTitle(t, figures.dimension);
  const matrix = useMemo(() => dimensionMatrix(figures, title, matrixTexts(t), keep), [figures, title, t, keep]);
  // A cross table's pie shows its row totals (retirement types); its bars, one series per column (sex).
  const spec = useMemo(() => (kind ? chartSpec(matrix, kind, figures.rows && kind === 'pie' ? ['total'] : undefined) : null), [matrix, kind, figures.rows]);
  const onDrill = drill ? (cell: DrillCell) => drill({ cell, title }) : undefined;
  return (
    <section aria-labelledby={id} className="rounded bg-surface p-4 shadow-sm">
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={id} className="text-base font-semibold text-ink">{title}</h2>
        <span className="flex-1" />
        {kind && kinds.length > 1 ? <ChartKindSwitch kinds={kinds} value={kind} onChange={setKind} /> : null}
        {exportable ? <StatisticsExportButton dimension={figures.dimension} title={title} /> : null}
      </header>
      {figures.total.count === 0 ? (
        <EmptyState message={t('empty.noResult')} />
      ) : (
        <div className={cn('grid gap-4', spec && 'xl:grid-cols-2')}>
          {spec && kind ? <StatChart spec={spec} label={t('cadrePages.stats.chartLabel', { kind: t(`cadrePages.stats.chart.${kind}`), title })} onPick={onDrill} /> : null}
          <FigureTable matrix={matrix} onDrill={onDrill} />
        </div>
      )}
    </section>
  );
}
