/**
 * /dashboard/index: the user's figures as a chart, within their data scope: for each record kind, a bar
 * per state (drawn with CSS, no chart library), next to the totals. The same figures as the home page.
 */
// Loaded on demand: its texts come with it, not with the shell (model/i18n/shellViewsArea.ts).
import '../../../model/i18n/shellViewsArea.ts';
import { RESOURCE_LABELS } from '../../crud/resourceLabels.precomputed.ts';
import { useT } from '../../i18n/locale.ts';
import { getHomeSummary, type ResourceCount } from '../home/homeApi.ts';
import { useLoad } from '../home/useLoad.ts';

function Bars({ count }: { count: ResourceCount }) {
  const t = useT();
  const labels = RESOURCE_LABELS[count.resource];
  if (!labels) return null;
  const rows = labels.states && count.byState
    ? Object.entries(labels.states).map(([state, label]) => ({ label: t.label(label), value: count.byState?.[state] ?? 0 }))
    : [{ label: t('dashboard.total'), value: count.total }];
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <figure className="rounded bg-surface p-4 shadow-sm">
      <figcaption className="mb-3 flex items-baseline justify-between">
        <span className="font-semibold">{t.label(labels.label)}</span>
        <span className="text-sm text-muted">{t('dashboard.totalOf', { count: count.total })}</span>
      </figcaption>
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-2">
            <dt className="truncate text-muted">{row.label}</dt>
            <dd aria-hidden className="h-3 rounded bg-canvas">
              <span className="block h-3 rounded bg-primary" style={{ width: `${(row.value / max) * 100}%` }} />
            </dd>
            <dd className="text-right font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

export default function DashboardPage() {
  const t = useT();
  const summary = useLoad((signal) => getHomeSummary(signal), []);
  return (
    <div className="space-y-4 p-4">
      <h1 className="text-lg font-semibold">{t('route.dashboard')}</h1>
      {!summary.data ? (
        <p role="status" className="text-sm text-muted">{t(summary.failed ? 'home.failed' : 'shell.loading')}</p>
      ) : summary.data.counts.length === 0 ? (
        <p className="text-sm text-muted">{t('home.noCounts')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {summary.data.counts.map((count) => <Bars key={count.resource} count={count} />)}
        </div>
      )}
    </div>
  );
}
