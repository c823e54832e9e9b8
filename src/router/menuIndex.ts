/**
 * The user's menu tree (GET /admin/menu, after the shell's rules) indexed for the router and the shell:
 * which path patterns are granted, which entry an address belongs to (a shared page's menus differ by
 * query), each entry's parents and group, its label in the current language, and which declared resource
 * each page shows (the menu says so, so that the shell need not download the catalogue for it).
 */
import type { Locale } from '../../model/i18n/index.ts';
import type { Params } from '../../model/path.ts';
import type { MenuEntry } from '../http/api/admin.ts';
import { queryParams } from './queryParams.ts';

export interface MenuItem {
  entry: MenuEntry;
  /** From the group down to the entry's parent. */
  parents: readonly MenuEntry[];
  /** The id of the group (root) the entry belongs to. */
  group: string;
  /** The entry's query as parameters (`type=2` → { type: '2' }). */
  query: Params;
}

export interface MenuIndex {
  /** Every entry with a path, buttons excepted, parents before children. */
  items: readonly MenuItem[];
  /** Path patterns the user holds (the router's `granted`). */
  granted: ReadonlySet<string>;
  byPath: ReadonlyMap<string, readonly MenuItem[]>;
  /** Page path → the declared resource it shows (the entries' `resource`), in menu order. */
  resources: ReadonlyMap<string, string>;
}

const isButton = (entry: MenuEntry) => entry.type === 'button' || entry.type === '1';

export { queryParams };

export function indexMenu(tree: readonly MenuEntry[]): MenuIndex {
  const items: MenuItem[] = [];
  const walk = (entries: readonly MenuEntry[], parents: readonly MenuEntry[]) => {
    for (const entry of entries) {
      if (isButton(entry)) continue;
      const group = parents[0]?.id ?? entry.id;
      if (entry.path) items.push({ entry, parents, group, query: queryParams(entry.query ?? '') });
      walk(entry.children ?? [], [...parents, entry]);
    }
  };
  walk(tree, []);
  const byPath = new Map<string, MenuItem[]>();
  const resources = new Map<string, string>();
  for (const item of items) {
    const { path, resource } = item.entry;
    byPath.set(path, [...(byPath.get(path) ?? []), item]);
    if (resource && !resources.has(path)) resources.set(path, resource);
  }
  return { items, granted: new Set(byPath.keys()), byPath, resources };
}

/** The user's pages that show a declared resource, in menu order. */
export function pagesShowing(index: MenuIndex, resource: string): string[] {
  return [...index.resources].flatMap(([path, shown]) => (shown === resource ? [path] : []));
}

/**
 * The entry an address belongs to: among the entries of its pattern, the one whose query the address
 * carries in full (the most specific when several do), else the one without a query.
 */
export function findMenuItem(index: MenuIndex, pattern: string, query: Params): MenuItem | undefined {
  const candidates = index.byPath.get(pattern) ?? [];
  const fitting = candidates.filter((item) => Object.entries(item.query).every(([k, v]) => query[k] === v));
  return fitting.sort((a, b) => Object.keys(b.query).length - Object.keys(a.query).length)[0];
}

/** An entry's label in a language: the server's English label where it gave one, else the name. */
export function menuLabel(entry: MenuEntry, locale: Locale): string {
  const english = entry.meta?.labelEn;
  if (locale === 'en-US' && typeof english === 'string' && english) return english;
  return entry.label || entry.name;
}

/** Spec section 2: keepAlive 0 means the page is cached. */
export function isCachedEntry(entry: MenuEntry): boolean {
  return String(entry.keepAlive) === '0';
}

/** The address a menu entry opens: its path with its query (entries with `{params}` are not opened from menus). */
export function entryAddress(entry: MenuEntry): string {
  return entry.query ? `${entry.path}?${entry.query}` : entry.path;
}

/**
 * Where each menu entry with children that has no page of its own leads (`hasPage`): the first page below it
 * the user holds, depth first in menu order, with its query. Pages with parameters (`Edit/{id}`) and hidden
 * entries are not landings. A group such as 基本信息 then opens its first page, 信息维护.
 */
export function groupLandings(index: MenuIndex, hasPage: (pattern: string) => boolean): ReadonlyMap<string, string> {
  const landings = new Map<string, string>();
  const firstBelow = (entry: MenuEntry): string | undefined => {
    for (const child of entry.children ?? []) {
      if (isButton(child) || child.hidden) continue;
      if (child.path && !child.path.includes('{') && index.granted.has(child.path) && hasPage(child.path)) return entryAddress(child);
      const deeper = firstBelow(child);
      if (deeper) return deeper;
    }
    return undefined;
  };
  for (const { entry } of index.items) {
    if (!entry.children?.length || hasPage(entry.path) || landings.has(entry.path)) continue;
    const landing = firstBelow(entry);
    if (landing) landings.set(entry.path, landing);
  }
  return landings;
}
