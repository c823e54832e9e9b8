/**
 * The top menu's entries (spec section 6): home always; a group only when at least one of its first-level
 * items' names is in authorityList; the cockpit entry only when authorityList holds the cockpit's name.
 */
import type { MenuEntry } from '../http/api/admin.ts';

/** The catalogue's cockpit group (model/menu/groups/cockpit.ts): opens the external dashboard. */
export const COCKPIT_GROUP_ID = 'cockpit';

export interface TopGroups {
  groups: MenuEntry[];
  cockpit: MenuEntry | null;
}

export function topGroups(menu: readonly MenuEntry[], authorityList: readonly string[]): TopGroups {
  const names = new Set(authorityList);
  const groups = menu.filter(
    (entry) => entry.id !== COCKPIT_GROUP_ID && (entry.children ?? []).some((item) => names.has(item.name)),
  );
  const cockpit = menu.find((entry) => entry.id === COCKPIT_GROUP_ID && names.has(entry.name)) ?? null;
  return { groups, cockpit };
}

/** The first page a group opens: its first visible item with a path, depth first. */
export function firstPage(entry: MenuEntry): MenuEntry | undefined {
  for (const child of entry.children ?? []) {
    if (child.hidden || child.type === 'button') continue;
    if (child.path && !child.path.includes('{')) return child;
    const inner = firstPage(child);
    if (inner) return inner;
  }
  return undefined;
}
