/**
 * The run of consecutive failed passwords of an account name, and its lock. Real accounts count in
 * sys_user (failed_logins, locked_at: what system management shows and clears); names that are no account
 * count the same way in auth_login_failure, so that neither the captcha nor a lock tells whether a name
 * exists. A lock has no end of its own: the owner ends it by signing in another way (an SMS code to the
 * account's phone, single sign-on), an administrator by unlocking (docs/security.md, "Failed sign-ins").
 */
import type { AuthConfig } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import { writeLoginLog, type LoginAttempt } from './loginLog.ts';

export interface LockTarget {
  /** lower(username) as typed. */
  account: string;
  userId?: string;
}

export interface FailureRun {
  failures: number;
  locked: boolean;
}

/** The run of failures of an account name as it stands. */
export async function failureRun(q: Queryable, target: LockTarget): Promise<FailureRun> {
  const [row] = target.userId
    ? await q.query<{ failures: number; locked_at: Date | null }>('SELECT failed_logins AS failures, locked_at FROM sys_user WHERE id = $1', [target.userId])
    : await q.query<{ failures: number; locked_at: Date | null }>('SELECT failures, locked_at FROM auth_login_failure WHERE account = $1', [target.account]);
  return { failures: row?.failures ?? 0, locked: !!row?.locked_at };
}

/** Counts a failure; the configured Nth locks. Answers the run after it, `locked` only when this failure locked it. */
export async function recordFailure(q: Queryable, target: LockTarget, now: number, auth: AuthConfig): Promise<FailureRun> {
  const params = [auth.loginMaxFailures, new Date(now)];
  const [row] = target.userId
    ? await q.query<{ failures: number; locked: boolean }>(
        `UPDATE sys_user u SET failed_logins = u.failed_logins + 1,
           locked_at = CASE WHEN u.locked_at IS NULL AND $2::int > 0 AND u.failed_logins + 1 >= $2::int THEN $3::timestamptz ELSE u.locked_at END
         WHERE id = $1 RETURNING failed_logins AS failures, locked_at = $3::timestamptz AS locked`,
        [target.userId, ...params],
      )
    : await q.query<{ failures: number; locked: boolean }>(
        `INSERT INTO auth_login_failure AS f (account, failures, locked_at, updated_at)
         VALUES ($1, 1, CASE WHEN $2::int = 1 THEN $3::timestamptz END, $3)
         ON CONFLICT (account) DO UPDATE SET
           failures = f.failures + 1,
           locked_at = CASE WHEN f.locked_at IS NULL AND $2::int > 0 AND f.failures + 1 >= $2::int THEN $3::timestamptz ELSE f.locked_at END,
           updated_at = $3
         RETURNING failures, locked_at = $3::timestamptz AS locked`,
        [target.account, ...params],
      );
  return { failures: row?.failures ?? 1, locked: row?.locked ?? false };
}

/** Ends the run of failures and any lock (a successful sign-in, an unlock); answers whether it was locked. */
export async function clearFailures(q: Queryable, target: LockTarget): Promise<boolean> {
  const rows = target.userId
    ? await q.query<{ locked: boolean }>(
        `UPDATE sys_user u SET failed_logins = 0, locked_at = NULL FROM sys_user old
         WHERE u.id = $1 AND old.id = u.id AND (u.failed_logins > 0 OR u.locked_at IS NOT NULL)
         RETURNING old.locked_at IS NOT NULL AS locked`,
        [target.userId],
      )
    : await q.query<{ locked: boolean }>('DELETE FROM auth_login_failure WHERE account = $1 RETURNING locked_at IS NOT NULL AS locked', [target.account]);
  await q.query('DELETE FROM auth_login_delay WHERE account = $1', [target.account]);
  return rows[0]?.locked ?? false;
}

export type UnlockedBy = 'owner' | 'admin' | 'password_reset';

/**
 * Ends the run of failures of a real account (a sign-in by its owner, an administrator's unlock, a password
 * reset); a lock it ends is a login-log row `unlocked` saying by whom (the row's method says how).
 */
export async function unlockAccount(
  q: Queryable,
  user: { id: string; username: string },
  attempt: LoginAttempt,
  by: UnlockedBy,
  now: number,
): Promise<void> {
  if (await clearFailures(q, { account: user.username.toLowerCase(), userId: user.id })) {
    await writeLoginLog(q, now, { ...attempt, userId: user.id, username: user.username }, 'unlocked', by);
  }
}
