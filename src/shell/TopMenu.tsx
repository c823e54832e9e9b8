/**
 * The top menu (spec sections 2 and 6): home, the groups the user may see, and the cockpit entry. A group
 * selects the sidebar's content and opens its first page; the cockpit opens the external dashboard.
 * Left and right arrows move between the entries.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { MenuEntry } from '../http/api/admin.ts';
import { useT } from '../i18n/locale.ts';
import { pageFor } from '../pages/registry.ts';
import { AppLink } from '../router/AppLink.tsx';
import { entryAddress, menuLabel } from '../router/menuIndex.ts';
import { HOME_PATH } from '../router/routes.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { useStore } from '../store/useStore.ts';
import { cn } from '../ui/cn.ts';
import { moveFocus } from './arrowKeys.ts';
import { openCockpit } from './cockpit.ts';
import { Icon } from './icons.tsx';
import { layoutStore, selectGroup } from './layoutStore.ts';
import { useShell } from './shellContext.ts';
import { firstPage, topGroups } from './topGroups.ts';

const NONE: readonly string[] = [];

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
  const active = useRef<HTMLAnchorElement>(null);
  // Many groups overflow a narrow header: the selected one is scrolled into sight.
  useEffect(() => {
    // Newer browsers return a promise from scrollIntoView: an effect must not return it.
    void active.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current?.id, onHome]);
  return (
    <nav aria-label={t('shell.topMenu')} className="min-w-0 flex-1 overflow-x-auto">
      <ul className="flex h-full items-stretch" onKeyDown={(e) => moveFocus(e, 'a,button', 'horizontal')}>
        <li>
          <AppLink to={HOME_PATH} aria-current={onHome ? 'page' : undefined} className={cn(ITEM, onHome ? 'border-current font-semibold' : 'border-transparent')}>
            <Icon name="home" />
            {t('shell.home')}
          </AppLink>
        </li>
        {groups.map((group) => {
          const first = firstPage(group);
          const selected = !onHome && group.id === current?.id;
          return (
            <li key={group.id}>
              <AppLink
                ref={selected ? active : undefined}
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
        {cockpit ? (
          <li>
            <button type="button" onClick={() => void openCockpit()} className={cn(ITEM, 'border-transparent')}>
              <Icon name={cockpit.icon || 'dashboard'} />
              {menuLabel(cockpit, t.locale)}
              <Icon name="external" className="size-3" />
              <span className="sr-only">{t('shell.opensWindow')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
