/**
 * Decides what an address shows, as a pure function (tested without a DOM): a public page, a signed-in
 * page, a menu page the user holds, or a redirect (/login, /lock, /403, /404, or a menu group's first page).
 * The user's own pages are matched without the catalogue: no address matches two of its pages
 * (test/router/resolve.test.ts), so a page they hold is never a more specific page they lack. Only an address
 * that is none of their pages needs every page's pattern, to answer 403 or 404. Spec sections 2 and 6.
 */
import { ERROR_PATHS, SIGN_IN_PATHS } from '../../model/documents.ts';
import { match, type Params } from '../../model/path.ts';

/** Pages anyone may open: the public document's, and the lock page (the workspace's, for a locked session). */
export const PUBLIC_PATHS = [...SIGN_IN_PATHS, ...ERROR_PATHS, '/lock'] as const;

/** Pages every signed-in user has, whatever their menu. */
export const FIXED_PATHS = [
  '/',
  '/home',
  '/home/homeList/{type}',
  '/home/homeDetails/{id}/{type}',
  '/myiframe/{routerPath}',
  '/info',
  '/info/index',
  '/dashboard/index',
] as const;

/**
 * Prefixes the spec writes two ways (section 2: "/workRecord or /WorkRecord"): an address under the second
 * is sent to the same address under the first, keeping the rest of the path and the query, so the
 * catalogue holds each page once.
 */
export const PREFIX_ALIASES: readonly (readonly [alias: string, canonical: string])[] = [['/WorkRecord', '/workRecord']];

function canonicalOf(path: string): string | undefined {
  for (const [alias, canonical] of PREFIX_ALIASES) {
    if (path === alias || path.startsWith(`${alias}/`)) return canonical + path.slice(alias.length);
  }
  return undefined;
}

export interface RouteContext {
  signedIn: boolean;
  locked: boolean;
  /** Patterns of the menu pages this user holds, most specific first (bySpecificity.ts). */
  granted: readonly string[];
  /**
   * Patterns of every page of the catalogue, held or not, most specific first; absent while not downloaded
   * (ForbiddenOrUnknown.tsx), since only an address that is none of the user's pages needs them.
   */
  known?: readonly string[];
  /** Menu groups without a page of their own → the address of their first page (menuIndex.ts `groupLandings`). */
  landings?: ReadonlyMap<string, string>;
}

export type Resolution =
  | { kind: 'page'; pattern: string; params: Params; access: 'public' | 'fixed' | 'menu' }
  | { kind: 'redirect'; to: string }
  /** None of the user's pages, asked without `known`: resolve it again with the catalogue's patterns. */
  | { kind: 'needsCatalogue' };

function find(patterns: readonly string[], path: string): { pattern: string; params: Params } | undefined {
  for (const pattern of patterns) {
    const params = match(pattern, path);
    if (params) return { pattern, params };
  }
  return undefined;
}

/** With the catalogue's patterns every address is answered. */
export function resolve(path: string, search: string, ctx: RouteContext & { known: readonly string[] }): Exclude<Resolution, { kind: 'needsCatalogue' }>;
export function resolve(path: string, search: string, ctx: RouteContext): Resolution;
export function resolve(path: string, search: string, ctx: RouteContext): Resolution {
  const wanted = path + search;
  if (ctx.signedIn && ctx.locked && path !== '/lock') return { kind: 'redirect', to: '/lock' };
  const canonical = canonicalOf(path);
  if (canonical) return { kind: 'redirect', to: canonical + search };
  const publicPage = find(PUBLIC_PATHS, path);
  if (publicPage) {
    if (path === '/lock' && !(ctx.signedIn && ctx.locked)) return { kind: 'redirect', to: ctx.signedIn ? '/' : '/login' };
    return { kind: 'page', ...publicPage, access: 'public' };
  }
  if (!ctx.signedIn) {
    return { kind: 'redirect', to: wanted === '/' ? '/login' : `/login?redirect=${encodeURIComponent(wanted)}` };
  }
  const fixed = find(FIXED_PATHS, path);
  if (fixed) return { kind: 'page', ...fixed, access: 'fixed' };
  const menu = find(ctx.granted, path);
  if (menu) {
    const landing = ctx.landings?.get(menu.pattern);
    if (landing) return { kind: 'redirect', to: landing };
    return { kind: 'page', ...menu, access: 'menu' };
  }
  if (!ctx.known) return { kind: 'needsCatalogue' };
  return { kind: 'redirect', to: find(ctx.known, path) ? '/403' : '/404' };
}
