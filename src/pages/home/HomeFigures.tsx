/**
 * 数据概况 on home (GET home/figures): each figure of the user's scope as bars (CSS widths, no chart library)
 * and, for reading aloud and copying, a table of the same numbers, with the time they were taken.
 */
import { RESOURCE_LABELS } from '../../crud/resourceLabels.precomputed.ts';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { useT, type Translate } from '../../i18n/locale.ts';
import type { FigureRow, HomeFigures as Figures } from '../../../model/home.ts';
import { shell } from '../../../model/i18n/shell.ts';

const TITLES: Record<Figures['groups'][number]['key'], keyof typeof shell> = {
  cadres: 'home.fig.cadres',
  workThisMonth: 'home.fig.workThisMonth',
  volunteers: 'home.fig.volunteers',
  activitiesThisMonth: 'home.fig.activitiesThisMonth',
};

function rowName(t: Translate<keyof typeof shell>, row: FigureRow): string {
  if (row.hours) return t('home.fig.hours');
  const labels = row.resource ? RESOURCE_LABELS[row.resource] : undefined;
  const state = row.state ? labels?.states?.[row.state] : undefined;
  if (state) return t.label(state);
  return labels ? t.label(labels.label) : row.label ?? '';
}

export function HomeFigures({ figures }: { figures: Figures }) {
  const t = useT(shell);
  if (!figures.groups.length) return null;
  return (
    <section aria-labelledby="home-figures" className="rounded bg-surface p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-figures" className="text-base font-semibold">{t('home.fig.title')}</h2>
        <span className="text-xs text-muted">{t('home.asOf', { time: formatDateTime(figures.asOf) })}</span>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {figures.groups.map((group) => {
          const rows = group.rows.map((row) => ({ name: rowName(t, row), value: row.value, hours: row.hours === true }));
          const max = Math.max(1, ...rows.filter((r) => !r.hours).map((r) => r.value));
          const title = t(TITLES[group.key]);
          return (
            <figure key={group.key} className="min-w-0">
              <figcaption className="mb-2 text-sm font-semibold text-muted">{title}</figcaption>
              <ul aria-hidden className="space-y-1">
                {rows.filter((r) => !r.hours).map((row) => (
                  <li key={row.name} className="flex items-center gap-2 text-xs">
                    <span className="w-20 shrink-0 truncate text-muted">{row.name}</span>
                    <span className="h-3 rounded bg-primary" style={{ width: `${(row.value / max) * 100}%`, minWidth: row.value ? '2px' : 0 }} />
                  </li>
                ))}
              </ul>
              <table className="mt-2 w-full text-left text-xs">
                <caption className="sr-only">{title}</caption>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.name} className="border-t border-line">
                      <th scope="row" className="py-1 font-normal text-muted">{row.name}</th>
                      <td className="py-1 text-right font-semibold text-ink">{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
