/**
 * Sign-in of a user whose identity something other than the password proved (an SMS code, the identity
 * service): the account must still be enabled and not locked, then the sign-in completes.
 */
import { httpError } from '../../http/errors.ts';
import type { AuthDeps } from './authDeps.ts';
import { completeSignIn } from './completeSignIn.ts';
import { lockedUntil } from './lockout.ts';
import { writeLoginLog, type LoginAttempt } from './loginLog.ts';
import type { TokenResponse } from './tokenResponse.ts';
import type { AuthUser } from './users.ts';

export async function signInVerified(deps: AuthDeps, user: AuthUser, attempt: LoginAttempt, now: number): Promise<TokenResponse> {
  const signedIn = { ...attempt, userId: user.id, username: user.username };
  if (!user.enabled) {
    await writeLoginLog(deps.db, now, signedIn, 'failure', 'disabled');
    throw httpError(401, 'auth.disabled');
  }
  const until = await lockedUntil(deps.db, { account: user.username.toLowerCase(), userId: user.id }, now);
  if (until !== null) {
    await writeLoginLog(deps.db, now, signedIn, 'locked');
    throw httpError(429, 'auth.locked', { minutes: Math.ceil((until - now) / 60_000) });
  }
  return completeSignIn(deps, user, signedIn, now);
}
