/**
 * Where a user's preferences live in this browser: settings and the pages they open most. Their own
 * prefix, `lgbsmp.prefs.`, which a logout's clearing of the session's `lgbsmp-` entries leaves alone:
 * preferences are not session data, and users expect their theme and shortcuts at the next sign-in.
 * Entries are keyed by user id; nothing here is secret.
 */
import { createStorage } from '../store/storage.ts';

export const PREFERENCES_PREFIX = 'lgbsmp.prefs.';

export const preferences = createStorage({ prefix: PREFERENCES_PREFIX });
