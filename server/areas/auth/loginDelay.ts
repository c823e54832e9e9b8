/**
 * The growing wait between failed passwords of one account name from one client address. Past the captcha
 * threshold each further failure doubles the wait (1 s, 2 s, 4 s … up to LOGIN_DELAY_MAX_SECONDS); an attempt
 * before it is up is answered 429 with Retry-After at once: nothing sleeps on the server. Keyed by name and
 * address, so an attacker's failures slow his own address down, not the owner signing in from another.
 */
import type { AuthConfig } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';

/** Whole seconds to wait before the next password of `account` from `ip`; 0 when it may try now. */
export async function secondsToWait(q: Queryable, account: string, ip: string, now: number): Promise<number> {
  const [row] = await q.query<{ retry_at: Date }>('SELECT retry_at FROM auth_login_delay WHERE account = $1 AND ip = $2', [account, ip]);
  const left = (row?.retry_at.getTime() ?? 0) - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Counts a failed password of the pair and sets when it may try again. */
export async function delayNextTry(q: Queryable, account: string, ip: string, now: number, auth: AuthConfig): Promise<void> {
  await q.query(
    `INSERT INTO auth_login_delay AS d (account, ip, failures, retry_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (account, ip) DO UPDATE SET failures = d.failures + 1, retry_at = $3
       + make_interval(secs => CASE WHEN d.failures + 1 < $4::int THEN 0
                                    ELSE least($5::int, power(2, least(d.failures + 1 - $4::int, 30))) END)`,
    [account, ip, new Date(now), Math.max(1, auth.loginCaptchaAfter), auth.loginDelayMaxSeconds],
  );
}
