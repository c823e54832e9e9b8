/**
 * The workspace's first screen, asked for before the user's menu arrives. Which page an address shows, and
 * which resource a menu page lists, come with the menu (GET /admin/menu), so without help a reloaded list
 * would ask for its code and its first page only once the menu is in and the shell has drawn. The shell
 * remembers the menu's pages for the sign-in they belong to; at the next start of the same sign-in, the
 * restore (session.restore) calls askFirstScreen beside the user and the menu: the page's code, its
 * declaration and a list's first page travel while they load. A guess the menu later disagrees with costs a
 * download nobody uses: the view asks for what it shows itself, and an answer nobody takes is forgotten
 * (src/http/ahead.ts).
 */
import type { Json } from '../store/storage.ts';
import { storage } from '../store/storage.ts';
import { pageFor } from '../pages/registry.ts';
import { FIXED_ROUTES } from '../router/fixedRoutes.ts';
import { queryParams, type MenuIndex } from '../router/menuIndex.ts';
import { appLocation } from '../router/navigate.ts';
import { resolve } from '../router/resolve.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { readToken } from '../session/tokenRecord.ts';

const KEY = 'firstScreen';
// A page whose code fails to load says so when it is shown (PageErrorBoundary), not while it is guessed.
const ignore = () => undefined;

interface RememberedPages {
  /** The sign-in (its token record's `signIn`) whose menu these are. */
  signIn: string;
  /** The router's `granted`, most specific first. */
  granted: string[];
  /** Page path → the resource it lists (MenuIndex.resources). */
  resources: [string, string][];
}

/** The stored sign-in's `signIn`: another sign-in's menu (a colleague's, at the same desk) is no guide. */
const signInNow = () => readToken(storage)?.signIn;

function remembered(): RememberedPages | undefined {
  const signIn = signInNow();
  const value = storage.get(KEY) as Partial<RememberedPages> | undefined;
  if (!signIn || value?.signIn !== signIn || !Array.isArray(value.granted) || !Array.isArray(value.resources)) return undefined;
  return value as RememberedPages;
}

/** Keeps the pages of the menu the shell shows, for the next start of the same sign-in. */
export function rememberPages(granted: readonly string[], index: MenuIndex): void {
  const signIn = signInNow();
  if (!signIn) return;
  const pages: RememberedPages = { signIn, granted: [...granted], resources: [...index.resources] };
  // Most starts find the menu they remembered: writing it again would cost more than comparing.
  if (JSON.stringify(remembered()) === JSON.stringify(pages)) return;
  storage.set(KEY, pages as unknown as Json);
}

/**
 * Starts loading the page at the current address, and a list's first page. Returns the page's code as it
 * loads, which the restore waits for a little (session.restore), so that the shell is first drawn with it.
 */
export function askFirstScreen(): Promise<unknown> | undefined {
  const pages = remembered();
  const loc = appLocation().get();
  // A locked screen shows the lock page, whatever the address.
  const found = resolve(loc.path, loc.search, { signedIn: true, locked: sessionStore.getState().locked, granted: pages?.granted ?? [] });
  if (found.kind !== 'page') return undefined;
  const props = { params: found.params, query: queryParams(loc.search) };
  if (found.access === 'fixed') return FIXED_ROUTES[found.pattern as keyof typeof FIXED_ROUTES].page.preload().catch(ignore);
  if (found.access !== 'menu' || !pages) return undefined;
  const page = pageFor(found.pattern, new Map(pages.resources));
  const code = page.preload().catch(ignore);
  page.ahead?.(props);
  return code;
}
