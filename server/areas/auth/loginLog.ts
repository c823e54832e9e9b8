/** The login log: every sign-in, failure and sign-out. Append-only: this module only inserts. */
import type { Queryable } from '../../db/db.ts';

export interface LoginAttempt {
  ip: string;
  userAgent: string | null;
  /** The OAuth client id, or the lgbsmp endpoint family for calls without one. */
  client: string;
  /** password | password+sms | sms | social | sso | refresh | logout | admin (an administrator's unlock) */
  method: string;
  username?: string | null;
  userId?: string | null;
}

/**
 * captcha: a password sign-in refused for a missing or wrong captcha; rate_limited: refused before its wait
 * was up; locked: the failure that locked the account (reason max_failures) or an attempt refused by the lock
 * (while_locked); unlocked: a lock ended (reason: owner, admin, password_reset).
 */
export type LoginResult = 'success' | 'failure' | 'captcha' | 'locked' | 'unlocked' | 'rate_limited' | 'second_factor' | 'logout';

export async function writeLoginLog(q: Queryable, at: number, attempt: LoginAttempt, result: LoginResult, reason?: string): Promise<void> {
  await q.query(
    `INSERT INTO sys_login_log (user_id, username, login_time, ip, user_agent, client, method, result, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [attempt.userId ?? null, attempt.username?.slice(0, 128) ?? null, new Date(at), attempt.ip, attempt.userAgent, attempt.client, attempt.method, result, reason ?? null],
  );
}
