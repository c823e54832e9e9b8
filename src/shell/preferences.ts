/**
 * Where a user's preferences live in this browser: settings and the pages they open most. Their own
 * prefix, `lgbsmp-prefs.`, inside the product's: a logout clears local and session storage (spec section 4),
 * preferences included, so the next person at this browser finds none of the last one's (issue 16.9).
 * Entries are keyed by user id; nothing here is secret.
 */
import { createStorage } from '../store/storage.ts';

export const PREFERENCES_PREFIX = 'lgbsmp-prefs.';

/** Where releases before issue 16.9 kept them, outside the product prefix, so that a logout left them. */
const LEGACY_PREFIX = 'lgbsmp.prefs.';

/** Moves preferences an earlier release stored to their prefix, once, before anything reads them. */
export function moveLegacyPreferences(local: () => Storage | undefined = () => globalThis.localStorage): void {
  try {
    const store = local();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key?.startsWith(LEGACY_PREFIX) ?? false);
    for (const key of keys) {
      const value = store.getItem(key);
      if (value !== null) store.setItem(PREFERENCES_PREFIX + key.slice(LEGACY_PREFIX.length), value);
      store.removeItem(key);
    }
  } catch {
    // A browser that refuses storage has nothing to move.
  }
}

moveLegacyPreferences();

export const preferences = createStorage({ prefix: PREFERENCES_PREFIX });
