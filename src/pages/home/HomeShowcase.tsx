/**
 * 共享展示 and 银龄驿站 on home (spec section 7: homeShared, homePoststation): the latest silver-age examples
 * the areas publish within the user's scope, opening their list (/home/homeList/silverShared), and the open
 * stations nearest the top of the register.
 */
import { RESOURCE_LABELS } from '../../crud/resourceLabels.precomputed.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { useShell } from '../../shell/shellContext.ts';
import { getHomeShared, getHomeStations } from './homeApi.ts';
import { itemPath } from './itemPath.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { router } from '../../../model/i18n/router.ts';
import { shell } from '../../../model/i18n/shell.ts';

const CARD = 'rounded bg-surface p-4 shadow-sm';

export function SharedShowcase() {
  const t = useT(router, shell);
  const { index } = useShell();
  const shared = useLoaded('shared', (signal) => getHomeShared(signal));
  return (
    <section aria-labelledby="home-shared" className={CARD}>
      <div className="mb-2 flex items-center justify-between">
        <h2 id="home-shared" className="text-base font-semibold">{t('home.shared')}</h2>
        <AppLink to="/home/homeList/silverShared" className="text-sm text-primary hover:underline">{t('home.more')}</AppLink>
      </div>
      {!shared.data ? (
        <p role="status" className="text-sm text-muted">{t(shared.error ? 'home.failed' : 'shell.loading')}</p>
      ) : shared.data.records.length === 0 ? (
        <p className="text-sm text-muted">{t('home.none')}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {shared.data.records.map((item) => {
            const kind = RESOURCE_LABELS[item.kind];
            const path = itemPath({ type: 'silverShared' }, { ...item, note: null, resource: item.kind }, index);
            return (
              <li key={`${item.kind}-${item.id}`} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0 truncate">
                  {kind ? <span className="mr-2 rounded bg-canvas px-1.5 py-0.5 text-xs text-muted">{t.label(kind.label)}</span> : null}
                  {path ? <AppLink to={path} className="hover:text-primary hover:underline">{item.title}</AppLink> : item.title}
                </span>
                <span className="shrink-0 text-xs text-muted">{item.orgName}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function StationsCard() {
  const t = useT(router, shell);
  const stations = useLoaded('stations', (signal) => getHomeStations(signal));
  return (
    <section aria-labelledby="home-stations" className={CARD}>
      <h2 id="home-stations" className="mb-2 text-base font-semibold">{t('home.stations')}</h2>
      {!stations.data ? (
        <p role="status" className="text-sm text-muted">{t(stations.error ? 'home.failed' : 'shell.loading')}</p>
      ) : stations.data.records.length === 0 ? (
        <p className="text-sm text-muted">{t('home.none')}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {stations.data.records.map((station) => (
            <li key={station.id} className="py-2">
              <p className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate font-medium">{station.name}</span>
                {station.starLevel ? <span className="shrink-0 text-xs text-primary" aria-label={t('home.stars', { count: station.starLevel })}>{'★'.repeat(station.starLevel)}</span> : null}
              </p>
              <p className="text-xs text-muted">{station.address} · {station.phone}{station.openHours ? ` · ${station.openHours}` : ''}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
