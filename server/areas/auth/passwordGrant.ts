/**
 * The password grant: rate limits, the sealed password opened, the account's lock, the password checked.
 * An unknown name and a wrong password get the same 426 after the same work (a scrypt run against a
 * dummy hash), so neither the answer nor its time tells whether the name exists.
 */
import { randomBytes } from 'node:crypto';
import type { FieldError } from '../../../model/wire.ts';
import { zh } from '../../../model/i18n/index.ts';
import { httpError, validationError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import type { AuthDeps } from './authDeps.ts';
import { clientIp, userAgent } from './clientInfo.ts';
import { completeSignIn } from './completeSignIn.ts';
import { lockedUntil, recordFailure } from './lockout.ts';
import { writeLoginLog, type LoginAttempt } from './loginLog.ts';
import { assertLoginAllowed, countLoginFailure } from './loginRate.ts';
import { openPassword } from './openPassword.ts';
import { param } from './params.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { needsSecondFactor, startSecondFactor, type SecondFactorChallenge } from './secondFactor.ts';
import type { TokenResponse } from './tokenResponse.ts';
import { findUserByName } from './users.ts';

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

export async function passwordGrant(deps: AuthDeps, ctx: Ctx, client: string): Promise<TokenResponse | SecondFactorChallenge> {
  const username = (await param(ctx, 'username'))?.trim() ?? '';
  const sealed = (await param(ctx, 'password')) ?? '';
  const missing: FieldError[] = [];
  if (!username) missing.push({ field: 'username', message: zh('auth.usernameRequired') });
  if (!sealed) missing.push({ field: 'password', message: zh('auth.passwordRequired') });
  if (missing.length) throw validationError(missing);

  const now = deps.clock.now();
  const ip = clientIp(ctx, deps.config.auth.trustProxy);
  const attempt: LoginAttempt = { ip, userAgent: userAgent(ctx), client, method: 'password', username };
  const account = username.toLowerCase();
  await assertLoginAllowed(deps, attempt, account, now);
  const password = await openPassword(deps, sealed, now);

  const user = await findUserByName(deps.db, username);
  const target = { account, userId: user?.id };
  const logged = { ...attempt, userId: user?.id ?? null };
  const until = await lockedUntil(deps.db, target, now);
  if (until !== null) {
    await countLoginFailure(deps, ip, null, now);
    await writeLoginLog(deps.db, now, logged, 'locked');
    throw httpError(429, 'auth.locked', { minutes: Math.ceil((until - now) / 60_000) });
  }
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !matches) {
    await recordFailure(deps.db, target, now, deps.config.auth);
    await countLoginFailure(deps, ip, account, now);
    await writeLoginLog(deps.db, now, logged, 'failure', user ? 'wrong_password' : 'unknown_user');
    throw httpError(426, 'status.426');
  }
  const signedIn = { ...attempt, userId: user.id, username: user.username };
  if (!user.enabled) {
    await writeLoginLog(deps.db, now, signedIn, 'failure', 'disabled');
    throw httpError(401, 'auth.disabled');
  }
  if (await needsSecondFactor(deps, user.id)) return startSecondFactor(deps, user, signedIn, now);
  return completeSignIn(deps, user, signedIn, now);
}
