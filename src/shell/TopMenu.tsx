/**
 * The top menu (spec sections 2 and 6): home, the groups the user may see, and the cockpit entry. A group
 * selects the sidebar's content and opens its first page; the cockpit opens the external dashboard.
 * Left and right arrows move between the entries. What does not fit in the bar is listed by 更多 (issue
 * 16.3): each entry's width is measured when drawn (all are, at first), by a ResizeObserver like the bar's.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
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
import { openSibling } from './handoff.ts';
import { Icon } from './icons.tsx';
import { layoutStore, selectGroup } from './layoutStore.ts';
import { useShell } from './shellContext.ts';
import { firstPage, topGroups } from './topGroups.ts';
import { entriesThatFit } from './topMenuFit.ts';
import { shell } from '../../model/i18n/shell.ts';

const NONE: readonly string[] = [];

const more = onDemand(() => import('./TopMenuMore.tsx').then((m) => m.TopMenuMore));
const MORE = 'more';

const ITEM =
  'flex h-full items-center gap-1.5 border-b-2 px-3 text-sm whitespace-nowrap hover:bg-black/5 ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-current';

/** The group the sidebar shows: the page's own, else the one chosen last, else the first. */
export function useCurrentGroup(groups: readonly MenuEntry[]): MenuEntry | undefined {
  const { view } = useShell();
  // The page's own group wins; selected in the store as the page opens, it is no change to draw again for.
  const id = useStore(layoutStore, (l) => view.group || l.group);
  return groups.find((g) => g.id === id) ?? groups[0];
}

export function useTopGroups() {
  const { menu } = useShell();
  const authority = useStore(sessionStore, (s) => s.user?.authorityList) ?? NONE;
  return useMemo(() => topGroups(menu, authority), [menu, authority]);
}

export function TopMenu() {
  const t = useT(shell);
  const { view, index } = useShell();
  const { groups, cockpit } = useTopGroups();
  const current = useCurrentGroup(groups);
  const onHome = view.route.key === HOME_PATH;
  const bar = useRef<HTMLElement>(null);
  // Each entry's width when last drawn, by language and id: what is under 更多 is not drawn in the bar.
  const widths = useRef(new Map<string, number>());
  // How many of the groups and the cockpit entry the bar shows; all until each has been measured.
  const [shown, setShown] = useState(Number.POSITIVE_INFINITY);
  const fit = useRef(() => {});
  fit.current = () => {
    const nav = bar.current;
    if (!nav) return;
    for (const li of nav.querySelectorAll<HTMLElement>('li[data-entry]')) widths.current.set(t.locale + li.dataset.entry, Math.ceil(li.getBoundingClientRect().width));
    const known = [...groups, ...(cockpit ? [cockpit] : [])].map((entry) => widths.current.get(t.locale + entry.id));
    const get = (id: string) => widths.current.get(t.locale + id) ?? 0;
    const fits = known.every((width) => width !== undefined) ? entriesThatFit(Math.floor(nav.clientWidth), get(HOME_PATH), known as number[], get(MORE)) : Number.POSITIVE_INFINITY;
    if (fits !== shown) setShown(fits);
  };
  // After every drawing (a group selected turns bold, the menu or the language changes) and whenever the bar or an
  // entry changes size, measure what is drawn and fit the rest. A ResizeObserver reports once the browser has laid
  // the page out: measuring during React's commit would force that layout in the middle of drawing the shell.
  useLayoutEffect(() => {
    const nav = bar.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => fit.current());
    observer.observe(nav);
    for (const li of nav.querySelectorAll('li[data-entry]')) observer.observe(li);
    return () => observer.disconnect();
  });

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
    <nav ref={bar} aria-label={t('shell.topMenu')} className="min-w-0 flex-1 overflow-hidden">
      <ul className="flex h-full items-stretch" onKeyDown={(e) => moveFocus(e, 'a,button', 'horizontal')}>
        <li data-entry={HOME_PATH}>
          <AppLink to={HOME_PATH} aria-current={onHome ? 'page' : undefined} className={cn(ITEM, onHome ? 'border-current font-semibold' : 'border-transparent')}>
            <Icon name="home" />
            {t('shell.home')}
          </AppLink>
        </li>
        {inBar.map((group) => {
          const first = firstPage(group);
          const selected = !onHome && group.id === current?.id;
          return (
            <li key={group.id} data-entry={group.id}>
              <AppLink
                to={first ? entryAddress(first) : HOME_PATH}
                aria-current={selected ? 'true' : undefined}
                onClick={() => selectGroup(group.id)}
                onWarm={first ? () => void pageFor(first.path, index.resources).preload() : undefined}
                className={cn(ITEM, selected ? 'border-current font-semibold' : 'border-transparent')}
              >
                {group.icon ? <Icon name={group.icon} /> : null}
                {menuLabel(group, t.locale)}
              </AppLink>
            </li>
          );
        })}
        {cockpitInBar ? (
          <li data-entry={cockpit.id}>
            <button type="button" onClick={() => void openSibling('cockpit')} className={cn(ITEM, 'border-transparent')}>
              <Icon name={cockpit.icon || 'dashboard'} />
              {menuLabel(cockpit, t.locale)}
              <Icon name="external" className="size-3" />
              <span className="sr-only">{t('shell.opensWindow')}</span>
            </button>
          </li>
        ) : null}
        {overflow.length > 0 || (cockpit && !cockpitInBar) ? (
          <li data-entry={MORE}>
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
        ) : (
          // Measured while everything fits, so that the fit knows its width before it is needed.
          <li data-entry={MORE} aria-hidden className={cn(ITEM, 'invisible border-transparent')}>{moreBody}</li>
        )}
      </ul>
    </nav>
  );
}
