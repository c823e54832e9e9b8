/**
 * Account lockout after consecutive failed sign-ins. Real accounts count in sys_user (failed_logins,
 * locked_until: what system management shows and clears); names that are no account count the same way
 * in auth_login_failure, so that a lock never tells whether a name exists.
 */
import type { AuthConfig } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';

export interface LockTarget {
  /** lower(username) as typed. */
  account: string;
  userId?: string;
}

/** When the lock ends (Unix ms), or null when not locked. */
export async function lockedUntil(q: Queryable, target: LockTarget, now: number): Promise<number | null> {
  const [row] = target.userId
    ? await q.query<{ locked_until: Date | null }>('SELECT locked_until FROM sys_user WHERE id = $1', [target.userId])
    : await q.query<{ locked_until: Date | null }>('SELECT locked_until FROM auth_login_failure WHERE account = $1', [target.account]);
  const until = row?.locked_until?.getTime();
  return until !== undefined && until > now ? until : null;
}

/** Counts a failure; the Nth consecutive one locks for the configured time and starts the count again. */
export async function recordFailure(q: Queryable, target: LockTarget, now: number, auth: AuthConfig): Promise<void> {
  const params = [auth.loginMaxFailures, new Date(now + auth.loginLockSeconds * 1000)];
  if (target.userId) {
    await q.query(
      `UPDATE sys_user SET
         failed_logins = CASE WHEN $2::int > 0 AND failed_logins + 1 >= $2::int THEN 0 ELSE failed_logins + 1 END,
         locked_until = CASE WHEN $2::int > 0 AND failed_logins + 1 >= $2::int THEN $3::timestamptz ELSE locked_until END
       WHERE id = $1`,
      [target.userId, ...params],
    );
    return;
  }
  await q.query(
    `INSERT INTO auth_login_failure AS f (account, failures, locked_until, updated_at)
     VALUES ($1, CASE WHEN $2::int = 1 THEN 0 ELSE 1 END, CASE WHEN $2::int = 1 THEN $3::timestamptz END, $4)
     ON CONFLICT (account) DO UPDATE SET
       failures = CASE WHEN $2::int > 0 AND f.failures + 1 >= $2::int THEN 0 ELSE f.failures + 1 END,
       locked_until = CASE WHEN $2::int > 0 AND f.failures + 1 >= $2::int THEN $3::timestamptz ELSE f.locked_until END,
       updated_at = $4`,
    [target.account, ...params, new Date(now)],
  );
}

/** A successful sign-in ends the run of failures. */
export async function clearFailures(q: Queryable, target: LockTarget): Promise<void> {
  if (target.userId) {
    await q.query('UPDATE sys_user SET failed_logins = 0, locked_until = NULL WHERE id = $1 AND (failed_logins > 0 OR locked_until IS NOT NULL)', [target.userId]);
  } else {
    await q.query('DELETE FROM auth_login_failure WHERE account = $1', [target.account]);
  }
}
