/** Failed sign-ins per client address and per account name in a window: past the limit, 429. */
import { httpError } from '../../http/errors.ts';
import type { AuthDeps } from './authDeps.ts';
import { writeLoginLog, type LoginAttempt } from './loginLog.ts';
import { addHit, hitsInWindow } from './rateLimit.ts';

const ipBucket = (ip: string) => `login-ip:${ip}`;
const accountBucket = (account: string) => `login-account:${account}`;

/** Throws 429 (and logs the attempt) when the address or the account name used up its failures. */
export async function assertLoginAllowed(deps: AuthDeps, attempt: LoginAttempt, account: string | null, now: number): Promise<void> {
  const { loginIpLimit, loginAccountLimit, loginRateWindow } = deps.config.auth;
  const overIp = loginIpLimit > 0 && (await hitsInWindow(deps.db, ipBucket(attempt.ip), loginRateWindow, now)) >= loginIpLimit;
  const overAccount =
    !overIp && account !== null && loginAccountLimit > 0 &&
    (await hitsInWindow(deps.db, accountBucket(account), loginRateWindow, now)) >= loginAccountLimit;
  if (!overIp && !overAccount) return;
  await writeLoginLog(deps.db, now, attempt, 'rate_limited', overIp ? 'ip_limit' : 'account_limit');
  throw httpError(429, 'status.429');
}

/** Counts one failed sign-in against the address and, when known, the account name. */
export async function countLoginFailure(deps: AuthDeps, ip: string, account: string | null, now: number): Promise<void> {
  const window = deps.config.auth.loginRateWindow;
  await addHit(deps.db, ipBucket(ip), window, now);
  if (account !== null) await addHit(deps.db, accountBucket(account), window, now);
}
