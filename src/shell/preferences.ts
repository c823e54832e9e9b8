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

// Nothing reads them there any more: gone, so that no logout leaves them behind.
createStorage({ prefix: LEGACY_PREFIX }).clear();

export const preferences = createStorage({ prefix: PREFERENCES_PREFIX });
