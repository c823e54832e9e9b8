/**
 * From a resolved address to what the shell shows: the page to render (with its keep-alive key and flag),
 * its title (page name, for the tab and the document title), the menu entry it belongs to and its group.
 */
import type { Params } from '../../model/path.ts';
import type { Translate } from '../i18n/locale.ts';
import type { fixedRoutes } from '../../model/i18n/fixedRoutes.ts';
import type { router } from '../../model/i18n/router.ts';
import type { shell } from '../../model/i18n/shell.ts';
import { pageFor } from '../pages/registry.ts';
import { homeKindsStore, knownKindLabel } from '../pages/home/homeKinds.ts';
import { href, type Loc } from '../router/location.ts';
import { findMenuItem, isCachedEntry, menuLabel, queryParams, type MenuIndex, type MenuItem } from '../router/menuIndex.ts';
import type { PageRoute } from '../router/pageCache.ts';
import type { Resolution } from '../router/resolve.ts';
import { FIXED_ROUTES } from '../router/fixedRoutes.ts';
import { HOME_PATH, PUBLIC_ROUTES } from '../router/routes.ts';

type RouteTranslate = Translate<keyof typeof router | keyof typeof fixedRoutes | keyof typeof shell>;

export interface RouteView {
  route: PageRoute;
  title: string;
  item: MenuItem | undefined;
  /** The menu group the page belongs to ('' outside the menu). */
  group: string;
  /** Whether the page gets a tag (error pages do not). */
  tab: boolean;
}

type PageResolution = Extract<Resolution, { kind: 'page' }>;

function fixedTitle(pattern: string, params: Params, query: Params, t: RouteTranslate): string | undefined {
  const kind = knownKindLabel(homeKindsStore.getState(), params.type, t);
  if (pattern === '/home/homeList/{type}') return kind;
  if (pattern === '/home/homeDetails/{id}/{type}') return kind ? t('route.homeDetailsOf', { type: kind }) : undefined;
  if (pattern === '/myiframe/{routerPath}') return query.name || undefined;
  return undefined;
}

export function describeRoute(resolution: PageResolution, loc: Loc, index: MenuIndex, t: RouteTranslate): RouteView {
  const { pattern, params, access } = resolution;
  const query = queryParams(loc.search);
  // `/` shows home: one page, one tag.
  const key = pattern === '/' ? HOME_PATH : href(loc);
  if (access === 'menu') {
    const item = findMenuItem(index, pattern, query);
    const title = item ? menuLabel(item.entry, t.locale) : pattern;
    const cached = item ? isCachedEntry(item.entry) : false;
    return { route: { key, pattern, params, query, Page: pageFor(pattern, index.resources).Page, cached }, title, item, group: item?.group ?? '', tab: true };
  }
  const def = access === 'fixed' ? FIXED_ROUTES[pattern as keyof typeof FIXED_ROUTES] : PUBLIC_ROUTES[pattern as keyof typeof PUBLIC_ROUTES];
  const title = fixedTitle(pattern, params, query, t) ?? t(def.title);
  return { route: { key, pattern, params, query, Page: def.page, cached: def.cached }, title, item: undefined, group: '', tab: access === 'fixed' };
}
