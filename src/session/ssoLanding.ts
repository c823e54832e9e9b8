/**
 * Signing in from an address (/token and /authredirect): a hand-off token or an identity-service code is
 * read and at once removed from the address bar (and so from history, bookmarks and the Referer), before
 * any request; then the code is exchanged, or the token adopted, and the user goes on to the page wanted.
 * An identity-service account bound to nobody (417) leaves an offer to bind it at the next password sign-in.
 */
import { RequestError } from '../http/errors.ts';
import type { Client } from '../http/request.ts';
import { appLocation, navigate } from '../router/navigate.ts';
import type { PrefixedStorage } from '../store/storage.ts';
import { isBindOffer, signInWithSsoCode } from './authCalls.ts';
import type { Session } from './createSession.ts';
import { failureMessage } from './requestFailure.ts';
import { safeReturn } from './returnAddress.ts';
import { saveBindOffer, takeSsoTrip } from './ssoTrip.ts';

export interface SsoParams {
  code: string | null;
  token: string | null;
  state: string | null;
  redirect: string | null;
}

export type SsoOutcome =
  | { kind: 'signedIn'; to: string }
  | { kind: 'bind'; message: string; name: string }
  | { kind: 'failed'; message: string };

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

export interface LandingDeps {
  session: Session;
  storage: PrefixedStorage;
  client: Client;
  text(key: 'session.sso.noCode' | 'session.sso.staleState'): string;
}

export async function landFromSso(params: SsoParams, { session, storage, client, text }: LandingDeps): Promise<SsoOutcome> {
  const trip = takeSsoTrip(storage);
  // A trip this tab started must come back with its own state: another one is a stale or forged return.
  if (trip && params.state !== trip.state) return { kind: 'failed', message: text('session.sso.staleState') };
  const to = safeReturn(params.redirect ?? trip?.redirect);
  try {
    if (params.code) {
      // Back from the login page's entry it is the QR-code sign-in; otherwise the 浙政钉 workbench or portal.
      await session.completeSignIn(await signInWithSsoCode(params.code, trip ? 'scanning' : 'substrate', client));
    } else if (params.token) {
      await session.adoptHandoffToken(params.token);
    } else {
      return { kind: 'failed', message: text('session.sso.noCode') };
    }
    return { kind: 'signedIn', to };
  } catch (error) {
    const offer = error instanceof RequestError && error.status === 417 ? error.body?.data : undefined;
    if (isBindOffer(offer)) {
      saveBindOffer(storage, offer);
      return { kind: 'bind', message: failureMessage(error), name: offer.name };
    }
    return { kind: 'failed', message: failureMessage(error) };
  }
}
