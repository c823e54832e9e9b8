/**
 * The stored sign-in: one localStorage item under the product prefix, shared by every tab of the portal.
 * Access token, refresh token and expiry are one value, so that another tab never reads a new access token
 * with an old refresh token between two writes. The expiry is an absolute time computed when the token
 * arrived, so a tab whose timers were slowed in the background still knows how long is left.
 */
import type { LoginToken } from '../http/api/auth.ts';
import type { PrefixedStorage } from '../store/storage.ts';

/** Storage name of the record (the key is `lgbsmp-token`). */
export const TOKEN_RECORD = 'token';

export interface TokenRecord {
  access_token: string;
  /** Null for a token handed over in an address: it cannot be refreshed. */
  refresh_token: string | null;
  /** Unix milliseconds on this browser's clock; null when the expiry is unknown (a handed-over token). */
  expires_at: number | null;
  /** One id per sign-in, kept by refreshes: a new id in another tab means a new sign-in, not a refresh. */
  signIn: string;
}

function isRecord(value: unknown): value is TokenRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.access_token === 'string' &&
    r.access_token !== '' &&
    (typeof r.refresh_token === 'string' || r.refresh_token === null) &&
    (typeof r.expires_at === 'number' || r.expires_at === null) &&
    typeof r.signIn === 'string'
  );
}

export function readToken(storage: PrefixedStorage): TokenRecord | null {
  const value = storage.get(TOKEN_RECORD);
  return isRecord(value) ? value : null;
}

/** False when the browser refused to store it (private mode, full quota). */
export function writeToken(storage: PrefixedStorage, record: TokenRecord): boolean {
  return storage.set(TOKEN_RECORD, { ...record });
}

/** A random id (16 hex characters); crypto.getRandomValues exists on plain-http pages too. */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The record of a token response received at `now`; a refresh passes the sign-in id it continues. */
export function recordOf(tokens: LoginToken, now: number, signIn: string = randomId()): TokenRecord {
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token || null,
    expires_at: now + tokens.expires_in * 1000,
    signIn,
  };
}
