/** The home page's lists: the latest published policy documents, the user's most used pages (remembered in this browser). */
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { sessionStore } from '../../session/sessionStore.ts';
import { useShell } from '../../shell/shellContext.ts';
import { useStore } from '../../store/useStore.ts';
import type { HomeSummary } from '../../../model/home.ts';
import { topVisits } from './visits.ts';
import { shell } from '../../../model/i18n/shell.ts';

const CARD = 'rounded bg-surface p-4 shadow-sm';

export function LatestDocuments({ latest }: { latest: HomeSummary['latest'] }) {
  const t = useT(shell);
  return (
    <section aria-labelledby="home-latest" className={CARD}>
      <div className="mb-2 flex items-center justify-between">
        <h2 id="home-latest" className="text-base font-semibold">{t('home.latest')}</h2>
        {latest.available ? <AppLink to="/home/homeList/policy" className="text-sm text-primary hover:underline">{t('home.more')}</AppLink> : null}
      </div>
      {!latest.available ? (
        <p className="text-sm text-muted">{t('home.latestHidden')}</p>
      ) : latest.records.length === 0 ? (
        <p className="text-sm text-muted">{t('home.none')}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {latest.records.map((record) => (
            <li key={record.id} className="flex items-baseline justify-between gap-3 py-2">
              <AppLink to={`/home/homeDetails/${encodeURIComponent(record.id)}/policy`} className="min-w-0 truncate hover:text-primary hover:underline">{record.title}</AppLink>
              {record.date ? <span className="shrink-0 text-xs text-muted">{record.date}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Shortcuts() {
  const t = useT(shell);
  const { titleOf } = useShell();
  const userId = useStore(sessionStore, (s) => s.user?.userId);
  const links = (userId ? topVisits(userId, 12) : []).flatMap((address) => {
    const title = titleOf(address);
    return title ? [{ address, title }] : [];
  }).slice(0, 8);
  return (
    <section aria-labelledby="home-shortcuts" className={CARD}>
      <h2 id="home-shortcuts" className="mb-2 text-base font-semibold">{t('home.shortcuts')}</h2>
      {links.length === 0 ? (
        <p className="text-sm text-muted">{t('home.shortcutsEmpty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.address}>
              <AppLink to={link.address} className="inline-block rounded border border-line px-3 py-1.5 text-sm hover:border-primary hover:text-primary">{link.title}</AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
