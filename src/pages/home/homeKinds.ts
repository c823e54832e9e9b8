/**
 * The home kinds this browser has been told of (GET home/items, home/items/{type}), for the shell to name a
 * home list's or detail's tag after its kind. The kinds come from the server, never from a list kept here;
 * a store, so that a tag opened before its kind was known is renamed once it is.
 */
import type { Translate } from '../../i18n/locale.ts';
import { createStore } from '../../store/createStore.ts';
import { kindLabel, type NamedKind } from './kindLabel.ts';
import type { shell } from '../../../model/i18n/shell.ts';

type Known = Readonly<Record<string, NamedKind>>;

export const homeKindsStore = createStore<Known>({});

/** Kinds as home's calls answer them, with their resources' names (namedKind.ts). */
export function rememberKinds(kinds: readonly (NamedKind & { type: string })[]): void {
  const known = homeKindsStore.getState();
  const fresh = kinds.filter((kind) => known[kind.type]?.label !== kind.label || known[kind.type]?.name !== kind.name);
  if (!fresh.length) return;
  homeKindsStore.setState({ ...known, ...Object.fromEntries(fresh.map((kind) => [kind.type, { label: kind.label, ...(kind.name ? { name: kind.name } : {}) }])) });
}

/** The kind's name, once known. */
export function knownKindLabel(known: Known, type: string | undefined, t: Translate<keyof typeof shell>): string | undefined {
  const kind = type === undefined || !Object.prototype.hasOwnProperty.call(known, type) ? undefined : known[type];
  return kind ? kindLabel(t, kind) : undefined;
}
