/**
 * Menu search: any page the user may open, found by a substring of its name or of its parents' names
 * (case-insensitive, in the language shown and in the menu's own Chinese names). Pages whose own name
 * matches come before pages found through a parent.
 */
import type { Locale } from '../../model/i18n/index.ts';
import { entryAddress, menuLabel, type MenuIndex } from '../router/menuIndex.ts';

export interface SearchHit {
  id: string;
  label: string;
  /** The parents' labels, group first. */
  trail: string[];
  address: string;
}

export function searchMenu(index: MenuIndex, text: string, locale: Locale, limit = 20): SearchHit[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const own: SearchHit[] = [];
  const viaParent: SearchHit[] = [];
  for (const { entry, parents } of index.items) {
    if (entry.hidden || entry.path.includes('{') || parents.some((parent) => parent.hidden)) continue;
    const names = (e: typeof entry) => [menuLabel(e, locale), e.name].map((name) => name.toLowerCase());
    const hit = { id: entry.id, label: menuLabel(entry, locale), trail: parents.map((p) => menuLabel(p, locale)), address: entryAddress(entry) };
    if (names(entry).some((name) => name.includes(needle))) own.push(hit);
    else if (parents.some((parent) => names(parent).some((name) => name.includes(needle)))) viaParent.push(hit);
  }
  return [...own, ...viaParent].slice(0, limit);
}
