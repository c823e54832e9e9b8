/** The login token response (spec section 3), the same for every grant. */
import type { Grants } from './grants.ts';
import type { IssuedTokens } from './sessions.ts';

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** Seconds the access token lives; the browser refreshes when 120 or fewer remain. */
  expires_in: number;
  scope: 'server';
  role_ids: string[];
  dept_ids: string[];
  user_id: string;
  username: string;
}

export function tokenResponse(tokens: IssuedTokens, user: { id: string; username: string }, grants: Grants): TokenResponse {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    scope: 'server',
    role_ids: grants.roles.map((r) => r.id),
    dept_ids: grants.depts.map((d) => d.id),
    user_id: user.id,
    username: user.username,
  };
}
