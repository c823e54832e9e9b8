/**
 * Where a sign-in leads, and what the login portal is told to come back to. `?redirect=` arrives from the
 * address bar, so anyone can write it: only a path of this app is followed, never another site (an open
 * redirect would let a link to our login page end on a look-alike that asks for the password again).
 */
import { portalAddress } from '../http/clientConfig.ts';

/** Pages that are steps of signing in: coming back to one of them after signing in would loop. */
const SIGN_IN_PAGES = new Set(['/login', '/lock', '/token', '/authredirect']);

const ORIGIN = 'http://portal.invalid';

/** The app path in `raw` (path, query, hash), or '/' when it is missing, foreign or a sign-in step. */
export function safeReturn(raw: string | null | undefined): string {
  // Only a single leading slash: `//host` and `/\host` are other sites to a browser.
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== ORIGIN || SIGN_IN_PAGES.has(url.pathname)) return '/';
  return url.pathname + url.search + url.hash;
}

function isExternal(address: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(address) || address.startsWith('//');
}

/**
 * What the login portal is given as `redirect`: our own login page takes the app path; an external portal
 * needs a full address, and gets /authredirect, which takes the code it returns with and then goes on to
 * the path (docs/session.md, "/authredirect").
 */
export function portalReturn(portal: string, path: string, origin: string): string {
  if (!isExternal(portal)) return path;
  return `${origin}/authredirect?redirect=${encodeURIComponent(path)}`;
}

/** The login portal's address with the return address. */
export function portalWithReturn(portal: string, path: string, origin: string): string {
  return portalAddress(portal, portalReturn(portal, path, origin));
}
