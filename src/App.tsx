/**
 * The application root: the public pages (sign-in, lock, single sign-on, errors) on their own, and the
 * signed-in workspace (the shell and every page in it) as a lazily loaded chunk with its own stylesheet, so
 * that the sign-in page downloads none of it. Guards: resolve.ts; the workspace resolves menu pages with the user's menu.
 * The toasts and confirmations are mounted here, once (their code loads when first needed); the session's dialogs (change and lock password),
 * which only a signed-in user opens, once in the workspace.
 */
import { useLayoutEffect } from 'react';
import { useT } from './i18n/locale.ts';
import { matchesAny } from './router/matchesAny.ts';
import { Redirect } from './router/Redirect.tsx';
import { PUBLIC_PATHS, resolve } from './router/resolve.ts';
import { ERROR_PATHS, PUBLIC_ROUTES } from './router/routes.ts';
import { useLocation } from './router/useLocation.ts';
import { sessionStore } from './session/sessionStore.ts';
import { loadWorkspaceStylesheet } from './shell/loadWorkspaceStylesheet.ts';
import { useStore } from './store/useStore.ts';
import { questions } from './ui/confirm.ts';
import { lazyPage } from './ui/lazyPage.tsx';
import { toastStore } from './ui/toastStore.ts';
import { whenNeeded } from './ui/whenNeeded.tsx';
import { queryParams } from './router/queryParams.ts';

const Toaster = whenNeeded(() => useStore(toastStore, (state) => state.toasts.length > 0), () => import('./ui/toast.tsx').then((m) => m.Toaster));
const ConfirmHost = whenNeeded(() => useStore(questions, (state) => state.current !== null), () => import('./ui/ConfirmHost.tsx').then((m) => m.ConfirmHost));

/** The shell and the signed-in pages, rendered once their stylesheet is in too. */
export const Workspace = lazyPage(() => import('./shell/Workspace.tsx'), { alongside: () => loadWorkspaceStylesheet() });

function Loading() {
  const t = useT();
  return <p role="status" className="p-12 text-center text-sm text-muted">{t('shell.loading')}</p>;
}

function PublicPage({ pattern, params, search }: { pattern: keyof typeof PUBLIC_ROUTES; params: Record<string, string>; search: string }) {
  const t = useT();
  const route = PUBLIC_ROUTES[pattern];
  useLayoutEffect(() => {
    document.title = `${t(route.title)} - ${t('product.title')}`;
  }, [route, t]);
  return <route.page params={params} query={queryParams(search)} />;
}

function Routes() {
  const loc = useLocation();
  const status = useStore(sessionStore, (s) => s.status);
  const locked = useStore(sessionStore, (s) => s.locked);
  if (status === 'restoring') return <Loading />;
  const signedIn = status === 'signedIn';
  // A signed-in user's pages, error pages included, live in the workspace, which knows the menus.
  if (signedIn && !locked && (!matchesAny(PUBLIC_PATHS, loc.path) || ERROR_PATHS.has(loc.path))) return <Workspace />;
  const resolution = resolve(loc.path, loc.search, { signedIn, locked, known: [], granted: [] });
  if (resolution.kind === 'redirect') return <Redirect to={resolution.to} />;
  return <PublicPage pattern={resolution.pattern as keyof typeof PUBLIC_ROUTES} params={resolution.params} search={loc.search} />;
}

export function App() {
  return (
    <>
      <Routes />
      <Toaster />
      <ConfirmHost />
    </>
  );
}
