/**
 * The sign-in calls src/http/api/ does not have yet (docs/api.md, "Auth endpoints"): the sealing key, the
 * refresh and second-factor grants, and the published client configuration (the single sign-on exchange is
 * signInSteps.ts's; the captcha is CaptchaField's, loaded only when asked for). They go through the same request layer as every other call.
 */
import type { PasswordKey } from '../../model/crypto/passwordSeal.ts';
import type { PublishedConfig } from '../../model/publishedConfig.ts';
import { CLIENT_AUTHORIZATION, type LoginToken } from '../http/api/auth.ts';
import { http } from '../http/client.ts';
import type { Client } from '../http/request.ts';

/** What the password grant answers instead of tokens when the account's role needs an SMS code too. */
export interface SecondFactorChallenge {
  second_factor: 'sms';
  ticket: string;
  /** The masked number the code went to (138****0000). */
  mobile: string;
  expires_in: number;
}

export function isSecondFactor(answer: LoginToken | SecondFactorChallenge): answer is SecondFactorChallenge {
  return 'second_factor' in answer;
}

/** GET /auth/key: the key and challenge to seal a password with (model/crypto/passwordSeal.ts). */
export function getPasswordKey(client: Client = http): Promise<PasswordKey> {
  return client.get<PasswordKey>('/auth/key', { auth: false });
}

/** What a refused password sign-in tells the page (`data` of a 426, 428 or 429). */
export interface SignInHint {
  captchaRequired: boolean;
  locked?: true;
}

/**
 * The refresh_token grant. The refresh token travels in a form body rather than the query string the
 * password grant uses: query strings end up in proxy and access logs, and this token is worth a session.
 */
export function refreshTokens(refreshToken: string, client: Client = http): Promise<LoginToken> {
  return client.post<LoginToken>('/auth/oauth/login', {
    auth: false,
    headers: { Authorization: CLIENT_AUTHORIZATION },
    form: { grant_type: 'refresh_token', scope: 'server', refresh_token: refreshToken },
  });
}

/** The second_factor grant: the ticket of the password step and the texted code. */
export function confirmSecondFactor(ticket: string, code: string, client: Client = http): Promise<LoginToken> {
  return client.post<LoginToken>('/auth/oauth/login', {
    auth: false,
    headers: { Authorization: CLIENT_AUTHORIZATION },
    form: { grant_type: 'second_factor', scope: 'server', ticket, code },
  });
}

/** GET /auth/client-config: the login portal, the identity service's sign-in page, the sibling systems. */
export function getPublishedConfig(client: Client = http): Promise<PublishedConfig> {
  return client.get<PublishedConfig>('/auth/client-config', { auth: false });
}
