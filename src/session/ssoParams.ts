/**
 * The sign-in parameters of /token and /authredirect (a hand-off token or an identity-service code): read
 * and at once removed from the address bar (and so from history, bookmarks and the Referer) at start-up,
 * before any request, and kept for the landing page (ssoLanding.ts), which loads with that page.
 */
import { appLocation, navigate } from '../router/navigate.ts';

export interface SsoParams {
  code: string | null;
  token: string | null;
  state: string | null;
  redirect: string | null;
}

/** Pages that sign in from their address. */
const LANDING_PATHS: ReadonlySet<string> = new Set(['/token', '/authredirect']);

let captured: SsoParams | null = null;

function paramsOf(search: string): SsoParams {
  const query = new URLSearchParams(search);
  return {
    code: query.get('code'),
    token: query.get('token') ?? query.get('access_token'),
    state: query.get('state'),
    redirect: query.get('redirect'),
  };
}

/**
 * At start-up, before the app makes its first request (the stored session's restore, the shell's chunk):
 * on /token and /authredirect the code or token leaves the address bar at once and waits for the page.
 */
export function captureSsoParams(win: Window = window): void {
  const { pathname, search } = win.location;
  if (!LANDING_PATHS.has(pathname) || search === '') return;
  captured = paramsOf(search);
  // The router has not started yet: it reads the replaced address when it does.
  win.history.replaceState(win.history.state, '', pathname);
}

/** The sign-in parameters of this address (captured at start-up, or read now), the address replaced by its bare path. */
export function takeSsoParams(): SsoParams {
  if (captured) {
    const params = captured;
    captured = null;
    return params;
  }
  const { path, search } = appLocation().get();
  if (search !== '') navigate(path, { replace: true });
  return paramsOf(search);
}
