/**
 * The tags bar's list of opened pages (spec section 3's tag entry: label, value, params, query, group,
 * close), home first and never closable. It is kept per user in storage, so it survives a reload (a
 * logout clears it with the rest of the session). The close operations are pure functions of the list
 * and the tag they were invoked on.
 */
import type { Params } from '../../model/path.ts';
import { createStore, type Store } from '../store/createStore.ts';
import { storage as defaultStorage, type Json, type PrefixedStorage } from '../store/storage.ts';

export interface Tag {
  /** The page's title when it was opened (the bar shows the current language's title when it knows it). */
  label: string;
  /** The page's full address (path and query): the tag's identity and its keep-alive key. */
  value: string;
  params: Params;
  query: Params;
  /** The menu group the page belongs to ('' for pages outside the menu). */
  group: string;
  /** False for the home tag. */
  close: boolean;
}

export const HOME_TAG: Tag = { label: '首页', value: '/home', params: {}, query: {}, group: '', close: false };

export type CloseKind = 'one' | 'others' | 'left' | 'right' | 'all';

/** The list after a close operation invoked on the tag `value` (tags that cannot close always stay). */
export function tagsAfterClose(tags: readonly Tag[], value: string, kind: CloseKind): Tag[] {
  const at = tags.findIndex((tag) => tag.value === value);
  if (at < 0) return [...tags];
  return tags.filter((tag, i) => {
    if (!tag.close) return true;
    switch (kind) {
      case 'one':
        return i !== at;
      case 'others':
        return i === at;
      case 'left':
        return i >= at;
      case 'right':
        return i <= at;
      case 'all':
        return false;
    }
  });
}

/** The tag to show when the one shown is closed: the invoked one if it stays, else its right or left neighbour. */
export function tagAfterClose(tags: readonly Tag[], value: string, remaining: readonly Tag[]): Tag {
  if (remaining.some((tag) => tag.value === value)) return remaining.find((tag) => tag.value === value)!;
  const at = tags.findIndex((tag) => tag.value === value);
  const right = tags.slice(at + 1).find((tag) => remaining.includes(tag));
  const left = tags.slice(0, Math.max(at, 0)).reverse().find((tag) => remaining.includes(tag));
  return right ?? left ?? HOME_TAG;
}

/** The list with a page opened: its tag updated in place if open (the same list if nothing changed), else added. */
export function withTag(tags: readonly Tag[], tag: Tag): readonly Tag[] {
  const at = tags.findIndex((t) => t.value === tag.value);
  if (at < 0) return [...tags, tag];
  const old = tags[at]!;
  if (old.label === tag.label && old.group === tag.group) return tags;
  return tags.map((t, i) => (i === at ? { ...tag, close: old.close } : t));
}

function isTag(value: unknown): value is Tag {
  if (typeof value !== 'object' || value === null) return false;
  const tag = value as Record<string, unknown>;
  return typeof tag.label === 'string' && typeof tag.value === 'string' && tag.value.startsWith('/') &&
    typeof tag.params === 'object' && tag.params !== null && typeof tag.query === 'object' && tag.query !== null &&
    typeof tag.group === 'string' && typeof tag.close === 'boolean';
}

/** A stored list, cleaned: home first exactly once, entries of another shape dropped. */
export function parseTags(value: unknown): Tag[] {
  const tags = Array.isArray(value) ? value.filter(isTag).filter((tag) => tag.value !== HOME_TAG.value) : [];
  return [HOME_TAG, ...tags.map((tag) => ({ ...tag, close: true }))];
}

export interface TagsStore extends Store<readonly Tag[]> {
  /** Loads the user's saved tags (home only for a new user); later changes are saved for them. */
  useFor(userId: string): void;
  open(tag: Tag): void;
}

export function createTags(storage: PrefixedStorage = defaultStorage): TagsStore {
  const store = createStore<readonly Tag[]>([HOME_TAG]);
  let userId: string | null = null;
  store.subscribe((tags) => {
    if (userId) storage.set(`tags:${userId}`, tags as unknown as Json);
  });
  return {
    ...store,
    useFor(id) {
      if (id === userId) return;
      userId = null;
      store.setState(parseTags(storage.get(`tags:${id}`)));
      userId = id;
    },
    open(tag) {
      store.setState((tags) => withTag(tags, tag));
    },
  };
}

export const tagsStore = createTags();
