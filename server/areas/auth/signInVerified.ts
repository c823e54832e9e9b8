/**
 * Sign-in of a user whose identity something other than the password proved (an SMS code, the identity
 * service): the account must still be enabled, then the sign-in completes. A lock set by failed passwords
 * does not stop it: it is how the owner ends that lock (docs/security.md, "Failed sign-ins").
 */
import { httpError } from '../../http/errors.ts';
import type { AuthDeps } from './authDeps.ts';
import { completeSignIn } from './completeSignIn.ts';
import { writeLoginLog, type LoginAttempt } from './loginLog.ts';
import type { TokenResponse } from './tokenResponse.ts';
import type { AuthUser } from './users.ts';

export async function signInVerified(deps: AuthDeps, user: AuthUser, attempt: LoginAttempt, now: number): Promise<TokenResponse> {
  const signedIn = { ...attempt, userId: user.id, username: user.username };
  if (!user.enabled) {
    await writeLoginLog(deps.db, now, signedIn, 'failure', 'disabled');
    throw httpError(401, 'auth.disabled');
  }
  return completeSignIn(deps, user, signedIn, now);
}
