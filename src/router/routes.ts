/**
 * The sitemap (spec section 2) as the workspace shows it, its public part: each page lazily imported, with
 * its title. The pages every signed-in user has are in fixedRoutes.ts; menu pages come from the user's menu
 * and the page registry (src/pages/registry.ts). The patterns are model/documents.ts's and resolve.ts's, so a
 * page missing here is a type error.
 */
import type { fixedRoutes } from '../../model/i18n/fixedRoutes.ts';
import type { router } from '../../model/i18n/router.ts';
import type { ERROR_PATHS } from '../../model/documents.ts';
import { lazyPage, type LazyPage } from '../ui/lazyPage.tsx';
import type { PageProps } from './pageProps.ts';

export interface RouteDef<Title = keyof typeof router | keyof typeof fixedRoutes> {
  page: LazyPage<PageProps>;
  title: Title;
  /** Kept alive while hidden (the menus' keepAlive 0). */
  cached: boolean;
}

const errors = () => import('../pages/errors/ErrorPage.tsx');

/**
 * The pages anyone may open, as the workspace shows them: the error pages, inside the shell for a signed-in
 * user, and the lock page. The public document has its own (src/router/PublicPages.tsx).
 */
export const PUBLIC_ROUTES: Record<(typeof ERROR_PATHS)[number] | '/lock', RouteDef<keyof typeof router>> = {
  '/lock': { page: lazyPage<PageProps>(() => import('../pages/lock/LockPage.tsx')), title: 'route.lock', cached: false },
  '/404': { page: lazyPage<PageProps>(() => errors().then((m) => ({ default: m.NotFoundPage }))), title: 'route.404', cached: false },
  '/403': { page: lazyPage<PageProps>(() => errors().then((m) => ({ default: m.ForbiddenPage }))), title: 'route.403', cached: false },
  '/500': { page: lazyPage<PageProps>(() => errors().then((m) => ({ default: m.ServerErrorPage }))), title: 'route.500', cached: false },
  '/401': { page: lazyPage<PageProps>(() => errors().then((m) => ({ default: m.UnauthorizedPage }))), title: 'route.401', cached: false },
};

/** The home page's address: its tag cannot be closed; `/` shows it too. */
export const HOME_PATH = '/home';
