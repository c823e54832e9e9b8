/**
 * The sitemap's pages every signed-in user has (spec section 2), each a lazily imported page with its title.
 * Apart from routes.ts (the public pages), so that the pages are lazily imported from the workspace's code
 * and their chunks build on the workspace's (build/chunkRoots.mjs).
 */
import { lazyPage } from '../ui/lazyPage.tsx';
import type { PageProps } from './pageProps.ts';
import type { FIXED_PATHS } from './resolve.ts';
import type { RouteDef } from './routes.ts';

const home = lazyPage<PageProps>(() => import('../pages/home/HomePage.tsx'));
const info = lazyPage<PageProps>(() => import('../pages/info/InfoPage.tsx'));

export const FIXED_ROUTES: Record<(typeof FIXED_PATHS)[number], RouteDef> = {
  '/': { page: home, title: 'route.home', cached: true },
  '/home': { page: home, title: 'route.home', cached: true },
  '/home/homeList/{type}': { page: lazyPage<PageProps>(() => import('../pages/home/HomeListPage.tsx')), title: 'route.homeList', cached: true },
  '/home/homeDetails/{id}/{type}': { page: lazyPage<PageProps>(() => import('../pages/home/HomeDetailsPage.tsx')), title: 'route.homeDetails', cached: false },
  // Always cached: an embedded page is not reloaded when its tag is revisited.
  '/myiframe/{routerPath}': { page: lazyPage<PageProps>(() => import('../pages/iframe/IframePage.tsx')), title: 'route.iframe', cached: true },
  '/info': { page: info, title: 'route.info', cached: false },
  '/info/index': { page: info, title: 'route.info', cached: false },
  '/dashboard/index': { page: lazyPage<PageProps>(() => import('../pages/dashboard/DashboardPage.tsx')), title: 'route.dashboard', cached: true },
};
