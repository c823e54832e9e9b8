/**
 * Failed sign-ins per client address in a window. Past LOGIN_IP_LIMIT every password sign-in from the
 * address needs a captcha; it is never refused outright, so that one colleague's (or one attacker's)
 * failures do not keep an office behind one NAT address from signing in with right passwords.
 */
import type { AuthDeps } from './authDeps.ts';
import { addHit, hitsInWindow } from './rateLimit.ts';

const ipBucket = (ip: string) => `login-ip:${ip}`;

/** Whether the address used up its failures of the window. */
export async function addressOverLimit(deps: AuthDeps, ip: string, now: number): Promise<boolean> {
  const { loginIpLimit, loginRateWindow } = deps.config.auth;
  return loginIpLimit > 0 && (await hitsInWindow(deps.db, ipBucket(ip), loginRateWindow, now)) >= loginIpLimit;
}

/** Counts one failed sign-in (any method) against the address. */
export async function countLoginFailure(deps: AuthDeps, ip: string, now: number): Promise<void> {
  await addHit(deps.db, ipBucket(ip), deps.config.auth.loginRateWindow, now);
}
