/**
 * The end of every successful sign-in, whatever proved the identity: a new session and its tokens, the
 * login log, the last-login columns, the run of failures (and a lock) ended, and the login reminder.
 */
import type { AuthDeps } from './authDeps.ts';
import { unlockAccount } from './lockout.ts';
import { writeLoginLog, type LoginAttempt } from './loginLog.ts';
import { remindOfSignIn } from './loginReminder.ts';
import { createSession } from './sessions.ts';
import { tokenResponse, type TokenResponse } from './tokenResponse.ts';

export async function completeSignIn(
  deps: AuthDeps,
  user: { id: string; username: string },
  attempt: LoginAttempt,
  now: number,
): Promise<TokenResponse> {
  const tokens = await deps.db.transaction(async (tx) => {
    const issued = await createSession(
      tx,
      { userId: user.id, clientId: attempt.client, method: attempt.method, ip: attempt.ip, userAgent: attempt.userAgent },
      now,
      deps.config.auth,
    );
    await tx.query('UPDATE sys_user SET last_login_time = $2, last_login_ip = $3 WHERE id = $1', [user.id, new Date(now), attempt.ip]);
    await unlockAccount(tx, user, attempt, 'owner', now);
    await writeLoginLog(tx, now, { ...attempt, userId: user.id, username: user.username }, 'success');
    return issued;
  });
  await remindOfSignIn(deps, user, attempt.ip, now);
  return tokenResponse(tokens, user, await deps.grants.now(user.id));
}
