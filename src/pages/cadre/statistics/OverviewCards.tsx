/**
 * The overview of a basic statistics page: everyone counted, then by retirement type and by sex (the
 * retirement type × sex table's totals), each number opening its people like any number of a table.
 */
import { useId } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { drillCell, type DrillCell } from './figureMatrix.ts';
import { useStatisticsContext } from './statisticsContext.ts';
import type { DimensionFigures } from './statisticsApi.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

function Card({ cell, title, primary }: { cell: DrillCell; title: string; primary?: boolean }) {
  const t = useT(cadrePages);
  const { drill } = useStatisticsContext();
  const { count } = cell.figure;
  const number = primary ? 'text-3xl' : 'text-2xl';
  return (
    <li className="rounded border border-line bg-surface p-4">
      <p className="text-sm text-muted">{cell.label}</p>
      {drill && count > 0 ? (
        <button
          type="button"
          onClick={() => drill({ cell, title })}
          aria-label={t('cadrePages.stats.drill', { label: cell.label, count })}
          className={`mt-1 min-h-10 rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary ${number}`}
        >
          {count}
        </button>
      ) : (
        <p className={`mt-1 font-semibold text-ink ${number}`}>{count}</p>
      )}
    </li>
  );
}

export function OverviewCards({ figures }: { figures: DimensionFigures }) {
  const t = useT(cadrePages);
  const id = useId();
  const title = t('cadrePages.stats.overview');
  const dim = figures.dimension;
  const parts = [...(figures.rows ?? []), ...(figures.columns ?? [])].filter((f) => f.count > 0);
  return (
    <section aria-labelledby={id} className="rounded bg-surface p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">{title}</h2>
      <ul className="grid gap-3 sm:grid-cols-3 xl:grid-cols-7">
        <Card cell={drillCell(dim, figures.total, t('cadrePages.stats.counted'))} title={title} primary />
        {parts.map((f) => <Card key={f.key} cell={drillCell(dim, f, f.label)} title={title} />)}
      </ul>
    </section>
  );
}
