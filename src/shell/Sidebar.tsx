/**
 * The left sidebar: the selected group's pages as nested lists (three levels and more), sub-menus as
 * disclosure buttons, the page shown and its parents marked. Collapsed, it shows the icons only (the
 * names stay for screen readers and as hover titles). Up and down arrows move between the entries;
 * hovering or focusing an entry starts loading its page.
 */
import { useEffect, useState } from 'react';
import type { MenuEntry } from '../http/api/admin.ts';
import { useT } from '../i18n/locale.ts';
import { pageFor } from '../pages/registry.ts';
import { AppLink } from '../router/AppLink.tsx';
import { entryAddress, menuLabel } from '../router/menuIndex.ts';
import { useStore } from '../store/useStore.ts';
import { cn } from '../ui/cn.ts';
import { moveFocus } from './arrowKeys.ts';
import { Icon } from './icons.tsx';
import { layoutStore } from './layoutStore.ts';
import { useShell } from './shellContext.ts';
import { useCurrentGroup, useTopGroups } from './TopMenu.tsx';
import { shell } from '../../model/i18n/shell.ts';

export const SIDEBAR_ID = 'sidebar';

/** The entries the sidebar lists below one: pages that are not hidden. */
export function sidebarChildren(entry: MenuEntry | undefined): MenuEntry[] {
  return (entry?.children ?? []).filter((child) => !child.hidden && child.type !== 'button' && child.type !== '1');
}

const ROW =
  'flex min-h-10 w-full items-center gap-2 pr-3 text-left text-sm hover:bg-sidebar-hover ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-current';

interface ItemProps {
  entry: MenuEntry;
  depth: number;
  collapsed: boolean;
  trail: ReadonlySet<string>;
  currentId: string | undefined;
  expanded: ReadonlySet<string>;
  toggle(id: string): void;
}

function SidebarItem({ entry, depth, collapsed, trail, currentId, expanded, toggle }: ItemProps) {
  const t = useT(shell);
  const { index } = useShell();
  const label = menuLabel(entry, t.locale);
  const children = sidebarChildren(entry);
  const open = expanded.has(entry.id) && !collapsed;
  const current = entry.id === currentId;
  const inTrail = trail.has(entry.id);
  const indent = { paddingLeft: collapsed ? undefined : 16 + depth * 16 };
  const tone = current ? 'bg-sidebar-active text-sidebar-active-ink font-semibold' : inTrail ? 'font-semibold' : '';
  const body = (
    <>
      <Icon name={entry.icon || 'list'} className={cn(collapsed && 'mx-auto')} />
      <span className={cn('min-w-0 flex-1 truncate', collapsed && 'sr-only')}>{label}</span>
    </>
  );
  const openable = entry.path && !entry.path.includes('{');
  const row = openable ? (
    <AppLink
      to={entryAddress(entry)}
      aria-current={current ? 'page' : undefined}
      title={collapsed ? label : undefined}
      onWarm={() => void pageFor(entry.path, index.resources).preload()}
      className={cn(ROW, tone, collapsed && 'justify-center px-0')}
      style={indent}
    >
      {body}
    </AppLink>
  ) : (
    <button type="button" aria-expanded={open} onClick={() => toggle(entry.id)} title={collapsed ? label : undefined}
      className={cn(ROW, tone, collapsed && 'justify-center px-0')} style={indent}>
      {body}
      {collapsed ? null : <Icon name={open ? 'chevronDown' : 'chevronRight'} className="size-3.5" />}
    </button>
  );
  return (
    <li>
      {openable && children.length > 0 && !collapsed ? (
        // A page with sub-pages: its link, and beside it the button that opens them.
        <div className="flex items-stretch">
          {row}
          <button type="button" aria-expanded={open} aria-label={t(open ? 'shell.menu.close' : 'shell.menu.open', { label })}
            onClick={() => toggle(entry.id)} className={cn(ROW, 'w-9 justify-center pr-0', tone)}>
            <Icon name={open ? 'chevronDown' : 'chevronRight'} className="size-3.5" />
          </button>
        </div>
      ) : (
        row
      )}
      {open && children.length > 0 ? (
        <ul>
          {children.map((child) => (
            <SidebarItem key={child.id} entry={child} depth={depth + 1} collapsed={collapsed} trail={trail} currentId={currentId} expanded={expanded} toggle={toggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function Sidebar() {
  const t = useT(shell);
  const { view } = useShell();
  const collapsed = useStore(layoutStore, (l) => l.collapsed);
  const group = useCurrentGroup(useTopGroups().groups);
  const item = view.item;
  // A hidden page (Edit/{id}) marks the page it belongs to.
  const currentId = item ? (item.entry.hidden ? [...item.parents].reverse().find((p) => !p.hidden)?.id : item.entry.id) : undefined;
  const trail = new Set(item ? item.parents.map((p) => p.id) : []);
  // The page's parents are opened, and the page itself when it has sub-pages.
  const opened = item ? [...trail, item.entry.id] : [];
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(opened));
  const openedKey = opened.join('|');
  useEffect(() => {
    if (!openedKey) return;
    const ids = openedKey.split('|');
    // The same set when nothing is new (the page the sidebar opened with): no second drawing of every entry.
    setExpanded((open) => (ids.every((id) => open.has(id)) ? open : new Set([...open, ...ids])));
  }, [openedKey]);
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <aside id={SIDEBAR_ID} className={cn('shrink-0 overflow-y-auto bg-sidebar text-sidebar-ink transition-[width]', collapsed ? 'w-16' : 'w-56')}>
      <nav aria-label={group ? `${t('shell.sideMenu')}：${menuLabel(group, t.locale)}` : t('shell.sideMenu')}>
        <ul className="py-2" onKeyDown={(e) => moveFocus(e, 'a,button', 'vertical')}>
          {sidebarChildren(group).map((entry) => (
            <SidebarItem key={entry.id} entry={entry} depth={0} collapsed={collapsed} trail={trail} currentId={currentId} expanded={expanded} toggle={toggle} />
          ))}
        </ul>
      </nav>
    </aside>
  );
}
