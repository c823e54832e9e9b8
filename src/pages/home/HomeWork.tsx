/**
 * 今日工作 on home: the kinds of work the user has today (server/areas/home/homeItems.ts decides which, in
 * which order, within their scope), grouped as 待办 (decisions waiting), 待阅 (to read and sign) and 提醒
 * (dates coming or passed), each count opening its list. The showcase's kind is home's 共享展示 card.
 */
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { HomeGroup, HomeWork as Work } from '../../../model/home.ts';
import { kindLabel } from './kindLabel.ts';
import { namedKind } from './namedKind.ts';
import { shell } from '../../../model/i18n/shell.ts';

const GROUPS: readonly [Exclude<HomeGroup, 'shared'>, keyof typeof shell][] = [
  ['todo', 'home.group.todo'],
  ['read', 'home.group.read'],
  ['remind', 'home.group.remind'],
];

export function HomeWork({ work }: { work: Work }) {
  const t = useT(shell);
  return (
    <section aria-labelledby="home-work" className="rounded bg-surface p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-work" className="text-base font-semibold">{t('home.work')}</h2>
        <span className="text-xs text-muted">{t('home.asOf', { time: formatDateTime(work.asOf) })}</span>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {GROUPS.map(([group, title]) => {
          const kinds = work.kinds.filter((kind) => kind.group === group);
          return (
            <div key={group}>
              <h3 className="mb-2 text-sm font-semibold text-muted">{t(title)}</h3>
              {kinds.length === 0 ? (
                <p className="text-sm text-muted">{t('home.group.empty')}</p>
              ) : (
                <ul className="space-y-1">
                  {kinds.map((kind) => {
                    const label = kindLabel(t, namedKind(kind));
                    return (
                      <li key={kind.type}>
                        <AppLink
                          to={`/home/homeList/${encodeURIComponent(kind.type)}`}
                          aria-label={t('home.countOf', { label, count: kind.count })}
                          className="flex items-center justify-between gap-2 rounded border border-line px-3 py-1.5 text-sm hover:border-primary hover:text-primary"
                        >
                          <span className="min-w-0 truncate">{label}</span>
                          <span className={kind.count > 0 ? 'font-semibold text-primary' : 'text-muted'}>{kind.count}</span>
                        </AppLink>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
