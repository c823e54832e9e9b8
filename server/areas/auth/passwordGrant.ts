/**
 * The password grant: the wait of the name from this address, the sealed password opened, the captcha when
 * the name's or the address's failures ask for one, the account's lock, the password checked. An unknown
 * name and a wrong password get the same 426 after the same work (a scrypt run against a dummy hash) and
 * the same captcha, waits and lock, so nothing tells whether the name exists (docs/security.md).
 */
import { randomBytes } from 'node:crypto';
import type { FieldError } from '../../../model/wire.ts';
import { zh } from '../../../model/i18n/index.ts';
import { httpError, validationError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import type { AuthDeps } from './authDeps.ts';
import { solvesCaptcha } from './captcha.ts';
import { clientIp, userAgent } from './clientInfo.ts';
import { completeSignIn } from './completeSignIn.ts';
import { delayNextTry, secondsToWait } from './loginDelay.ts';
import { failureRun, recordFailure } from './lockout.ts';
import { writeLoginLog, type LoginAttempt } from './loginLog.ts';
import { addressOverLimit, countLoginFailure } from './loginRate.ts';
import { openPassword } from './openPassword.ts';
import { param } from './params.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { needsSecondFactor, startSecondFactor, type SecondFactorChallenge } from './secondFactor.ts';
import type { TokenResponse } from './tokenResponse.ts';
import { findUserByName } from './users.ts';

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

/** What the browser reads off a refusal: whether the next try needs the captcha, and whether the account is locked. */
export interface SignInHint {
  captchaRequired: boolean;
  locked?: true;
  retryAfter?: number;
}

export async function passwordGrant(deps: AuthDeps, ctx: Ctx, client: string): Promise<TokenResponse | SecondFactorChallenge> {
  const username = (await param(ctx, 'username'))?.trim() ?? '';
  const sealed = (await param(ctx, 'password')) ?? '';
  const missing: FieldError[] = [];
  if (!username) missing.push({ field: 'username', message: zh('auth.usernameRequired') });
  if (!sealed) missing.push({ field: 'password', message: zh('auth.passwordRequired') });
  if (missing.length) throw validationError(missing);

  const { auth } = deps.config;
  const now = deps.clock.now();
  const ip = clientIp(ctx, auth.trustProxy);
  const attempt: LoginAttempt = { ip, userAgent: userAgent(ctx), client, method: 'password', username };
  const account = username.toLowerCase();
  const wait = await secondsToWait(deps.db, account, ip, now);
  if (wait > 0) {
    await writeLoginLog(deps.db, now, attempt, 'rate_limited', 'slowed');
    ctx.res.setHeader('Retry-After', String(wait));
    throw httpError(429, 'status.429', undefined, { captchaRequired: true, retryAfter: wait } satisfies SignInHint);
  }
  const password = await openPassword(deps, sealed, now);

  const user = await findUserByName(deps.db, username);
  const target = { account, userId: user?.id };
  const logged = { ...attempt, userId: user?.id ?? null };
  const run = await failureRun(deps.db, target);
  const captchaAfter = auth.loginCaptchaAfter;
  const nameNeedsCaptcha = captchaAfter > 0 && (run.failures >= captchaAfter || run.locked);
  if (nameNeedsCaptcha || (await addressOverLimit(deps, ip, now))) {
    const answer = (await param(ctx, 'captcha'))?.trim() ?? '';
    if (!(await solvesCaptcha(deps.db, (await param(ctx, 'captchaId')) ?? '', answer, ip, now))) {
      await writeLoginLog(deps.db, now, logged, 'captcha', answer ? 'captcha_wrong' : 'captcha_missing');
      throw httpError(428, 'status.428', undefined, { captchaRequired: true } satisfies SignInHint);
    }
  }
  if (run.locked) {
    await countLoginFailure(deps, ip, now);
    await writeLoginLog(deps.db, now, logged, 'locked', 'while_locked');
    throw httpError(429, 'auth.locked', undefined, { captchaRequired: true, locked: true } satisfies SignInHint);
  }
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !matches) {
    const after = await recordFailure(deps.db, target, now, auth);
    await delayNextTry(deps.db, account, ip, now, auth);
    await countLoginFailure(deps, ip, now);
    await writeLoginLog(deps.db, now, logged, 'failure', user ? 'wrong_password' : 'unknown_user');
    if (after.locked) await writeLoginLog(deps.db, now, logged, 'locked', 'max_failures');
    const captchaRequired = (captchaAfter > 0 && after.failures >= captchaAfter) || (await addressOverLimit(deps, ip, now));
    throw httpError(426, 'status.426', undefined, { captchaRequired } satisfies SignInHint);
  }
  const signedIn = { ...attempt, userId: user.id, username: user.username };
  if (!user.enabled) {
    await writeLoginLog(deps.db, now, signedIn, 'failure', 'disabled');
    throw httpError(401, 'auth.disabled');
  }
  if (await needsSecondFactor(deps, user.id)) return startSecondFactor(deps, user, signedIn, now);
  return completeSignIn(deps, user, signedIn, now);
}
