/** Sign-in and sign-out calls of spec section 7 ("Auth"). */
import { HEADER_TENANT } from '../../../model/wire.ts';
import { http } from '../client.ts';
import type { Client } from '../request.ts';

/** Spec section 3: the login token response. */
export interface LoginToken {
  access_token: string;
  refresh_token: string;
  /** Seconds. */
  expires_in: number;
  role_ids?: string[];
  dept_ids?: string[];
}

/** Spec section 9: the tenant a sign-in names unless the user picks another. */
export const SIGN_IN_TENANT = '118';

/** The portal's OAuth client (the server's OAUTH_CLIENT_ID/SECRET defaults), as Basic authorization. */
export const CLIENT_AUTHORIZATION = `Basic ${btoa('pig:pig')}`;

const tokenHeaders = (tenantId: string) => ({ Authorization: CLIENT_AUTHORIZATION, [HEADER_TENANT]: tenantId });

export interface PasswordLogin {
  username: string;
  /** Already encrypted with the server's public key (spec section 5). */
  password: string;
  tenantId?: string;
  /** The captcha the server asked for after failures (GET /auth/captcha), and what the user read in it. */
  captcha?: { captchaId: string; answer: string };
}

/** POST /auth/oauth/login: the credentials travel as query parameters, as the spec gives them. */
export function loginByPassword(login: PasswordLogin, client: Client = http): Promise<LoginToken> {
  return client.post<LoginToken>('/auth/oauth/login', {
    auth: false,
    headers: tokenHeaders(login.tenantId ?? SIGN_IN_TENANT),
    // Without a captcha its two parameters are undefined, and left out.
    params: { username: login.username, password: login.password, scope: 'server', grant_type: 'password', captchaId: login.captcha?.captchaId, captcha: login.captcha?.answer },
  });
}

/** POST /auth/mobile/token/sms: the mobile number prefixed `SMS@`. */
export function loginBySms(login: { mobile: string; code: string; tenantId?: string }, client: Client = http): Promise<LoginToken> {
  return client.post<LoginToken>('/auth/mobile/token/sms', {
    auth: false,
    headers: tokenHeaders(login.tenantId ?? SIGN_IN_TENANT),
    params: { mobile: `SMS@${login.mobile}`, code: login.code, grant_type: 'mobile' },
  });
}

/** POST /auth/mobile/token/social. */
export function loginBySocial(login: { mobile: string; tenantId?: string }, client: Client = http): Promise<LoginToken> {
  return client.post<LoginToken>('/auth/mobile/token/social', {
    auth: false,
    headers: tokenHeaders(login.tenantId ?? SIGN_IN_TENANT),
    params: { mobile: login.mobile, grant_type: 'mobile' },
  });
}

/** DELETE /auth/token/logout: revokes the session on the server. */
export function logout(client: Client = http): Promise<void> {
  return client.delete<void>('/auth/token/logout');
}
