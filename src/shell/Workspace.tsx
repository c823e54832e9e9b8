/**
 * What the workspace's document shows (src/workspace.tsx): while the stored sign-in is restored, a wait that
 * says so only once it lasts;
 * without one, the way to the sign-in page; a locked session, the lock page. A signed-in user's address is
 * resolved against their menu and shown in the shell; an address that is none of the user's pages goes to
 * 403 or 404 once the catalogue's patterns are in (ForbiddenOrUnknown.tsx). Each page shown gets its tag and
 * the document title `page - product`. The session's dialogs (change password, lock password) live here;
 * their code downloads when one is first asked for, or forced by the server's mustChangePassword.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useT } from '../i18n/locale.ts';
import { homeKindsStore } from '../pages/home/homeKinds.ts';
import { recordVisit } from '../pages/home/visits.ts';
import { hasPage } from '../pages/registry.ts';
import { bySpecificity } from '../router/bySpecificity.ts';
import type { ForbiddenOrUnknownProps } from '../router/ForbiddenOrUnknown.tsx';
import { toLoc } from '../router/location.ts';
import { grantedMenu } from '../router/grantedMenu.ts';
import { groupLandings } from '../router/menuIndex.ts';
import { PublicPage } from '../router/PublicPage.tsx';
import { Redirect } from '../router/Redirect.tsx';
import { resolve, type RouteContext } from '../router/resolve.ts';
import { HOME_PATH, PUBLIC_ROUTES } from '../router/routes.ts';
import { useLocation } from '../router/useLocation.ts';
import { sessionDialogs } from '../session/sessionDialogs.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { useStore } from '../store/useStore.ts';
import { lazyPage } from '../ui/lazyPage.tsx';
import { whenNeeded } from '../ui/whenNeeded.tsx';
import { describeRoute, type RouteView } from './describeRoute.ts';
import { rememberPages } from './firstScreen.ts';
import { selectGroup } from './layoutStore.ts';
import { settings } from './settingsStore.ts';
import { Shell } from './Shell.tsx';
import { ShellContext, type ShellState } from './shellContext.ts';
import { useShellServices } from './shellServices.ts';
import { tagsStore } from './tagsStore.ts';
import { platform } from '../../model/i18n/platform.ts';
import { router } from '../../model/i18n/router.ts';
import { fixedRoutes } from '../../model/i18n/fixedRoutes.ts';
import { shell as shellTexts } from '../../model/i18n/shell.ts';

function useSessionDialogsNeeded(): boolean {
  const asked = useStore(sessionDialogs, (state) => state.open !== null);
  const forced = useStore(sessionStore, (state) => state.user?.mustChangePassword === true);
  return asked || forced;
}

const SessionDialogs = whenNeeded(useSessionDialogsNeeded, () => import('../session/SessionDialogs.tsx').then((m) => m.SessionDialogs));

// Downloads every page's pattern when first needed: the user's own pages resolve without them.
const ForbiddenOrUnknown = lazyPage<ForbiddenOrUnknownProps>(() => import('../router/ForbiddenOrUnknown.tsx'));

function useRouteEffects(view: RouteView | null, userId: string | undefined, product: string): void {
  const key = view?.route.key;
  useLayoutEffect(() => {
    if (!view || !userId) return;
    document.title = `${view.title} - ${product}`;
    if (view.tab) {
      const { route } = view;
      tagsStore.open({ label: view.title, value: route.key, params: route.params, query: route.query, group: view.group, close: route.key !== HOME_PATH });
    }
    if (view.group) selectGroup(view.group);
    // Once per page shown, and again when its title changes (the language, the menu): not per render.
  }, [key, view?.title, userId, product]);
  useLayoutEffect(() => {
    if (view?.item && userId) recordVisit(userId, view.route.key);
    // One visit per page shown.
  }, [key, userId]);
}

/**
 * How long restoring a stored sign-in goes unmentioned. Most restores end well within it, and a message drawn
 * only to be replaced by the page costs the page's first screen a drawing of its own (docs/performance.md,
 * "Session 35"); a slow link still gets it before the wait feels broken.
 */
export const RESTORING_SAID_AFTER_MS = 500;

function Restoring() {
  const t = useT(platform, router);
  const [said, say] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => say(true), RESTORING_SAID_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return said ? <p role="status" className="p-12 text-center text-sm text-muted">{t('shell.loading')}</p> : null;
}

export default function Workspace() {
  const loc = useLocation();
  const status = useStore(sessionStore, (state) => state.status);
  const locked = useStore(sessionStore, (state) => state.locked);
  if (status === 'restoring') return <Restoring />;
  if (status === 'signedIn' && !locked) return <SignedIn />;
  const resolution = resolve(loc.path, loc.search, { signedIn: status === 'signedIn', locked, granted: [], known: [] });
  if (resolution.kind === 'redirect') return <Redirect to={resolution.to} />;
  const route = PUBLIC_ROUTES[resolution.pattern as keyof typeof PUBLIC_ROUTES] as (typeof PUBLIC_ROUTES)[keyof typeof PUBLIC_ROUTES] | undefined;
  // A sign-in page is the public document's, which is loading in full (src/router/navigate.ts).
  if (!route) return null;
  return <PublicPage route={route} params={resolution.params} search={loc.search} />;
}

function SignedIn() {
  const t = useT(fixedRoutes, platform, router, shellTexts);
  const loc = useLocation();
  const { user, menu: granted, locked } = useStore(sessionStore);
  const userId = user?.userId;
  const { tree: menu, index } = grantedMenu(granted, user);
  const context = useMemo<RouteContext>(
    () => ({ signedIn: true, locked, granted: bySpecificity(index.granted), landings: groupLandings(index, (pattern) => hasPage(pattern, index.resources)) }),
    [locked, index],
  );

  // For the next start's first screen, asked for before the menu is in.
  useEffect(() => rememberPages(context.granted, index), [context, index]);
  useLayoutEffect(() => {
    if (!userId) return;
    settings.useFor(userId);
    tagsStore.useFor(userId);
  }, [userId]);
  useShellServices();

  const resolution = useMemo(() => resolve(loc.path, loc.search, context), [loc, context]);
  // A home list's title is its kind's, known once the server has named it.
  const homeKinds = useStore(homeKindsStore);
  const view = useMemo(() => (resolution.kind === 'page' ? describeRoute(resolution, loc, index, t) : null), [resolution, loc, index, t, homeKinds]);
  useRouteEffects(view, userId, t('product.title'));

  const shell = useMemo<ShellState | null>(() => {
    if (!view) return null;
    const titleOf = (address: string) => {
      const target = toLoc(address);
      const found = resolve(target.path, target.search, context);
      return found.kind === 'page' ? describeRoute(found, target, index, t).title : undefined;
    };
    return { menu, index, view, titleOf };
  }, [view, menu, index, context, t, homeKinds]);

  if (resolution.kind === 'redirect') return <Redirect to={resolution.to} />;
  if (resolution.kind === 'needsCatalogue') return <ForbiddenOrUnknown path={loc.path} search={loc.search} context={context} />;
  return (
    <ShellContext value={shell}>
      <Shell />
      <SessionDialogs />
    </ShellContext>
  );
}
