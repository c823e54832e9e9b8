/**
 * The sitemap (spec section 2), public part: the pages anyone may open, each a lazily imported page with its
 * title. The pages every signed-in user has are in fixedRoutes.ts, which only the workspace loads; menu pages
 * come from the user's menu and the page registry (src/pages/registry.ts). The patterns are resolve.ts's, so a
 * page missing here is a type error.
 */
import type { MessageKey } from '../../model/i18n/index.ts';
import { loadSession, loadSignInSteps } from '../session/loadSession.ts';
import { lazyPage, type LazyPage } from '../ui/lazyPage.tsx';
import type { PageProps } from './pageProps.ts';
import type { PUBLIC_PATHS } from './resolve.ts';

export interface RouteDef {
  page: LazyPage<PageProps>;
  title: MessageKey;
  /** Kept alive while hidden (the menus' keepAlive 0). */
  cached: boolean;
}

const errors = () => import('../pages/errors/ErrorPage.tsx');

// The lock page and the single sign-on landing load the session machinery beside their chunk
// (src/session/loadSession.ts): they work with it, and the lock page shows texts that come with it.
export const PUBLIC_ROUTES: Record<(typeof PUBLIC_PATHS)[number], RouteDef> = {
  '/login': { page: lazyPage<PageProps>(() => import('../pages/login/LoginPage.tsx')), title: 'route.login', cached: false },
  '/lock': { page: lazyPage<PageProps>(() => import('../pages/lock/LockPage.tsx'), { alongside: loadSession }), title: 'route.lock', cached: false },
  '/404': { page: lazyPage<PageProps>(() => errors().then((m) => ({ default: m.NotFoundPage }))), title: 'route.404', cached: false },
  '/403': { page: lazyPage<PageProps>(() => errors().then((m) => ({ default: m.ForbiddenPage }))), title: 'route.403', cached: false },
  '/500': { page: lazyPage<PageProps>(() => errors().then((m) => ({ default: m.ServerErrorPage }))), title: 'route.500', cached: false },
  '/401': { page: lazyPage<PageProps>(() => errors().then((m) => ({ default: m.UnauthorizedPage }))), title: 'route.401', cached: false },
  '/authredirect': { page: lazyPage<PageProps>(() => import('../pages/token/AuthRedirectPage.tsx'), { alongside: loadSignInSteps }), title: 'route.authredirect', cached: false },
  '/token': { page: lazyPage<PageProps>(() => import('../pages/token/TokenPage.tsx'), { alongside: loadSignInSteps }), title: 'route.token', cached: false },
};


/** Error pages: shown inside the shell to a signed-in user, so the menus stay at hand. */
export const ERROR_PATHS: ReadonlySet<string> = new Set(['/404', '/403', '/500', '/401']);

/** The home page's address: its tag cannot be closed; `/` shows it too. */
export const HOME_PATH = '/home';
