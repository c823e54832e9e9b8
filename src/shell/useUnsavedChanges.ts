/**
 * Unsaved form changes (issue 5): a page says whether its form has unsaved changes with
 * `useUnsavedChanges(dirty)`; the shell asks before that page is left (when leaving drops it) or its tag
 * closed, and the browser asks before a reload or the window closes while any page has some.
 *
 * A cached page that is hidden keeps its flag (its form is kept too); the flag goes when the page goes
 * (tag closed, evicted, or left when not cached) or when the page says false, typically after saving.
 */
import { useEffect } from 'react';
import { createStore } from '../store/createStore.ts';
import { pageCache } from '../router/pageCache.ts';
import { usePage } from '../router/pageContext.ts';

/** Addresses (page keys) of pages with unsaved changes. */
export const unsavedPages = createStore<ReadonlySet<string>>(new Set());

export function markUnsaved(key: string, dirty: boolean): void {
  const pages = unsavedPages.getState();
  if (pages.has(key) === dirty) return;
  const next = new Set(pages);
  if (dirty) next.add(key);
  else next.delete(key);
  unsavedPages.setState(next);
}

export function forgetUnsaved(keys: readonly string[]): void {
  const pages = unsavedPages.getState();
  if (!keys.some((key) => pages.has(key))) return;
  unsavedPages.setState(new Set([...pages].filter((key) => !keys.includes(key))));
}

/** For pages (and the crud forms): `dirty` is whether the form differs from what was saved. */
export function useUnsavedChanges(dirty: boolean): void {
  const { key } = usePage();
  useEffect(() => {
    if (!key) return;
    markUnsaved(key, dirty);
    return () => {
      // A form that goes while its page stays (a dialog closed) takes its flag with it; a page being
      // hidden (the user went to another tag) keeps it, since its form is kept.
      if (pageCache.store.getState().current?.key === key) markUnsaved(key, false);
    };
  }, [key, dirty]);
}
