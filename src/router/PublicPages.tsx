/**
 * What the public document shows (src/main.tsx): the sign-in page, the single sign-on landing, the error
 * pages, each with its title; they come with the document. Any other address is the workspace's: a visitor
 * is sent to sign in first (resolve.ts), and the sign-in leads there.
 */
import type { ERROR_PATHS, SIGN_IN_PATHS } from '../../model/documents.ts';
import { ForbiddenPage, NotFoundPage, ServerErrorPage, UnauthorizedPage } from '../pages/errors/ErrorPage.tsx';
import LoginPage from '../pages/login/LoginPage.tsx';
import AuthRedirectPage from '../pages/token/AuthRedirectPage.tsx';
import TokenPage from '../pages/token/TokenPage.tsx';
import { PublicPage, type OpenRoute } from './PublicPage.tsx';
import { Redirect } from './Redirect.tsx';
import { resolve } from './resolve.ts';
import { useLocation } from './useLocation.ts';

const PAGES: Record<(typeof SIGN_IN_PATHS)[number] | (typeof ERROR_PATHS)[number], OpenRoute> = {
  '/login': { page: LoginPage, title: 'route.login' },
  '/authredirect': { page: AuthRedirectPage, title: 'route.authredirect' },
  '/token': { page: TokenPage, title: 'route.token' },
  '/404': { page: NotFoundPage, title: 'route.404' },
  '/403': { page: ForbiddenPage, title: 'route.403' },
  '/500': { page: ServerErrorPage, title: 'route.500' },
  '/401': { page: UnauthorizedPage, title: 'route.401' },
};

export function PublicPages() {
  const loc = useLocation();
  const resolution = resolve(loc.path, loc.search, { signedIn: false, locked: false, granted: [], known: [] });
  if (resolution.kind === 'redirect') return <Redirect to={resolution.to} />;
  return <PublicPage route={PAGES[resolution.pattern as keyof typeof PAGES]} params={resolution.params} search={loc.search} />;
}
