/** The home page's counts: per declared resource the user may view, within their data scope, by state. */
import { RESOURCE_LABELS, type ResourceLabels } from '../../crud/resourceLabels.precomputed.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { pagesShowing } from '../../router/menuIndex.ts';
import { useShell } from '../../shell/shellContext.ts';
import type { ResourceCount } from '../../../model/home.ts';
import { shell } from '../../../model/i18n/shell.ts';

/** The list page of a resource, when the user holds one: the first in their menu. */
function useListPath(resource: string): string | undefined {
  const { index } = useShell();
  return pagesShowing(index, resource)[0];
}

function CountCard({ count, labels }: { count: ResourceCount; labels: ResourceLabels }) {
  const t = useT(shell);
  const path = useListPath(count.resource);
  const label = t.label(labels.label);
  return (
    <li className="rounded bg-surface p-4 shadow-sm">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-3xl font-semibold text-ink" aria-label={t('home.countOf', { label, count: count.total })}>{count.total}</p>
      {count.byState && labels.states ? (
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          {Object.entries(labels.states).map(([state, stateLabel]) => (
            <li key={state}>
              {t.label(stateLabel)} <span className="font-semibold text-ink">{count.byState?.[state] ?? 0}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {path ? <AppLink to={path} className="mt-3 inline-block text-sm text-primary hover:underline">{t('home.open', { label })}</AppLink> : null}
    </li>
  );
}

export function HomeCounts({ counts }: { counts: readonly ResourceCount[] }) {
  const t = useT(shell);
  const known = counts.flatMap((count) => {
    const labels = RESOURCE_LABELS[count.resource];
    return labels ? [{ count, labels }] : [];
  });
  return (
    <section aria-labelledby="home-counts">
      <h2 id="home-counts" className="mb-2 text-base font-semibold">{t('home.counts')}</h2>
      {known.length === 0 ? (
        <p className="rounded bg-surface p-4 text-sm text-muted shadow-sm">{t('home.noCounts')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {known.map(({ count, labels }) => <CountCard key={count.resource} count={count} labels={labels} />)}
        </ul>
      )}
    </section>
  );
}
