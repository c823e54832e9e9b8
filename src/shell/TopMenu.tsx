/**
 * The top menu (spec sections 2 and 6): home, the groups the user may see, and the cockpit entry. A group
 * selects the sidebar's content and opens its first page; the cockpit opens the external dashboard.
 * Left and right arrows move between the entries. What does not fit in the bar is listed by 更多 (issue
 * 16.3): a hidden copy of the entries gives their widths, and a ResizeObserver on the bar its own.
 */
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MenuEntry } from '../http/api/admin.ts';
import { useT } from '../i18n/locale.ts';
import { pageFor } from '../pages/registry.ts';
import { AppLink } from '../router/AppLink.tsx';
import { entryAddress, menuLabel } from '../router/menuIndex.ts';
import { HOME_PATH } from '../router/routes.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { useStore } from '../store/useStore.ts';
import { cn } from '../ui/cn.ts';
import { OnDemand } from '../ui/OnDemand.tsx';
import { onDemand } from '../ui/whenNeeded.tsx';
import { moveFocus } from './arrowKeys.ts';
import { openCockpit } from './cockpit.ts';
import { Icon } from './icons.tsx';
import { layoutStore, selectGroup } from './layoutStore.ts';
import { useShell } from './shellContext.ts';
import { firstPage, topGroups } from './topGroups.ts';
import { entriesThatFit } from './topMenuFit.ts';

const NONE: readonly string[] = [];

const more = onDemand(() => import('./TopMenuMore.tsx').then((m) => m.TopMenuMore));

const ITEM =
  'flex h-full items-center gap-1.5 border-b-2 px-3 text-sm whitespace-nowrap hover:bg-black/5 ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-current';

/** The group the sidebar shows: the page's own, else the one chosen last, else the first. */
export function useCurrentGroup(groups: readonly MenuEntry[]): MenuEntry | undefined {
  const { view } = useShell();
  const chosen = useStore(layoutStore, (l) => l.group);
  const id = view.group || chosen;
  return groups.find((g) => g.id === id) ?? groups[0];
}

export function useTopGroups() {
  const { menu } = useShell();
  const authority = useStore(sessionStore, (s) => s.user?.authorityList) ?? NONE;
  return useMemo(() => topGroups(menu, authority), [menu, authority]);
}

export function TopMenu() {
  const t = useT();
  const { view, index } = useShell();
  const { groups, cockpit } = useTopGroups();
  const current = useCurrentGroup(groups);
  const onHome = view.route.key === HOME_PATH;
  const bar = useRef<HTMLElement>(null);
  const ruler = useRef<HTMLUListElement>(null);
  // How many of the groups and the cockpit entry the bar shows; all until measured (and where nothing is laid out).
  const [shown, setShown] = useState(Number.POSITIVE_INFINITY);
  const entries = groups.length + (cockpit ? 1 : 0);
  useLayoutEffect(() => {
    const nav = bar.current;
    const copy = ruler.current;
    if (!nav || !copy) return;
    const measure = () => {
      // The copy lists home, the entries, then 更多.
      const widths = [...copy.children].map((li) => Math.ceil(li.getBoundingClientRect().width));
      const [home = 0, ...rest] = widths;
      setShown(entriesThatFit(Math.floor(nav.clientWidth), home, rest.slice(0, entries), rest[entries] ?? 0));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [entries, t.locale]);

  const groupBody = (group: MenuEntry): ReactNode => (
    <>
      {group.icon ? <Icon name={group.icon} /> : null}
      {menuLabel(group, t.locale)}
    </>
  );
  const cockpitBody = (entry: MenuEntry): ReactNode => (
    <>
      <Icon name={entry.icon || 'dashboard'} />
      {menuLabel(entry, t.locale)}
      <Icon name="external" className="size-3" />
    </>
  );
  const moreBody = (
    <>
      {t('shell.topMenu.more')}
      <Icon name="chevronDown" className="size-3" />
    </>
  );
  const inBar = groups.slice(0, shown);
  const overflow = groups.slice(shown);
  const cockpitInBar = cockpit && shown > groups.length;
  const hidesCurrent = !onHome && overflow.some((g) => g.id === current?.id);
  return (
    <nav ref={bar} aria-label={t('shell.topMenu')} className="relative min-w-0 flex-1 overflow-hidden">
      <ul className="flex h-full items-stretch" onKeyDown={(e) => moveFocus(e, 'a,button', 'horizontal')}>
        <li>
          <AppLink to={HOME_PATH} aria-current={onHome ? 'page' : undefined} className={cn(ITEM, onHome ? 'border-current font-semibold' : 'border-transparent')}>
            <Icon name="home" />
            {t('shell.home')}
          </AppLink>
        </li>
        {inBar.map((group) => {
          const first = firstPage(group);
          const selected = !onHome && group.id === current?.id;
          return (
            <li key={group.id}>
              <AppLink
                to={first ? entryAddress(first) : HOME_PATH}
                aria-current={selected ? 'true' : undefined}
                onClick={() => selectGroup(group.id)}
                onWarm={first ? () => void pageFor(first.path, index.resources).preload() : undefined}
                className={cn(ITEM, selected ? 'border-current font-semibold' : 'border-transparent')}
              >
                {groupBody(group)}
              </AppLink>
            </li>
          );
        })}
        {cockpitInBar ? (
          <li>
            <button type="button" onClick={() => void openCockpit()} className={cn(ITEM, 'border-transparent')}>
              {cockpitBody(cockpit)}
              <span className="sr-only">{t('shell.opensWindow')}</span>
            </button>
          </li>
        ) : null}
        {overflow.length > 0 || (cockpit && !cockpitInBar) ? (
          <li>
            <OnDemand
              part={more}
              kind="menu"
              props={{ groups: overflow, cockpit: cockpitInBar ? null : cockpit, currentId: hidesCurrent ? current?.id : undefined }}
              trigger={
                <button type="button" className={cn(ITEM, hidesCurrent ? 'border-current font-semibold' : 'border-transparent')}>
                  {moreBody}
                </button>
              }
            />
          </li>
        ) : null}
      </ul>
      {/* The entries' widths, whatever the bar shows: out of sight, and of no use to a screen reader or the keyboard. */}
      <ul ref={ruler} aria-hidden inert className="invisible absolute top-0 left-0 flex h-full items-stretch">
        <li className={cn(ITEM, 'border-transparent')}>
          <Icon name="home" />
          {t('shell.home')}
        </li>
        {groups.map((group) => (
          <li key={group.id} className={cn(ITEM, 'border-transparent font-semibold')}>{groupBody(group)}</li>
        ))}
        {cockpit ? <li className={cn(ITEM, 'border-transparent')}>{cockpitBody(cockpit)}</li> : null}
        <li className={cn(ITEM, 'border-transparent font-semibold')}>{moreBody}</li>
      </ul>
    </nav>
  );
}
