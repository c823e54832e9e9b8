/**
 * Signing in from an address (/token and /authredirect), with the parameters taken from it at start-up
 * (ssoParams.ts): the code is exchanged, or the hand-off token adopted, and the user goes on to the page
 * wanted. An identity-service account bound to nobody (417) leaves an offer to bind it at the next password
 * sign-in. Loaded with the landing page only.
 */
import type { LoginToken } from '../http/api/auth.ts';
import type { UserInfo } from '../http/api/admin.ts';
import { RequestError } from '../http/errors.ts';
import type { PrefixedStorage } from '../store/storage.ts';
import type { Session } from './createSession.ts';
import { failureMessage } from '../http/requestFailure.ts';
import { safeReturn } from './returnAddress.ts';
import type { SsoParams } from './ssoParams.ts';
import { saveBindOffer, type BindOffer } from './bindOffer.ts';
import { takeSsoTrip } from './ssoTrip.ts';

/** A single sign-on answer: the token response with the user (docs/api.md, "Single sign-on and hand-off"). */
export type SsoAnswer = LoginToken & { user: UserInfo };

export function isBindOffer(data: unknown): data is BindOffer {
  return typeof data === 'object' && data !== null && typeof (data as { bindTicket?: unknown }).bindTicket === 'string';
}

export type SsoOutcome =
  | { kind: 'signedIn'; to: string }
  | { kind: 'bind'; message: string; name: string }
  | { kind: 'failed'; message: string };

export interface LandingDeps {
  session: Session;
  storage: PrefixedStorage;
  /** The code's exchange (signInSteps.ts). */
  exchange(code: string, flow: 'substrate' | 'scanning'): Promise<SsoAnswer>;
  text(key: 'session.sso.noCode' | 'session.sso.staleState'): string;
}

export async function landFromSso(params: SsoParams, { session, storage, exchange, text }: LandingDeps): Promise<SsoOutcome> {
  const trip = takeSsoTrip(storage);
  // A trip this tab started must come back with its own state: another one is a stale or forged return.
  if (trip && params.state !== trip.state) return { kind: 'failed', message: text('session.sso.staleState') };
  const to = safeReturn(params.redirect ?? trip?.redirect);
  try {
    if (params.code) {
      // Back from the login page's entry it is the QR-code sign-in; otherwise the 浙政钉 workbench or portal.
      await session.completeSignIn(await exchange(params.code, trip ? 'scanning' : 'substrate'));
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
