/**
 * The second factor: for the roles in SECOND_FACTOR_ROLES a right password only starts the sign-in. The
 * server texts a code to the account's own number and answers a ticket; the `second_factor` grant with
 * ticket and code then issues the tokens (docs/security.md, "Second factor").
 */
import { httpError, validationError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import { zh } from '../../../model/i18n/index.ts';
import type { AuthDeps } from './authDeps.ts';
import { clientIp, userAgent } from './clientInfo.ts';
import { writeLoginLog, type LoginAttempt } from './loginLog.ts';
import { countLoginFailure } from './loginRate.ts';
import { consumeOneTimeCode, issueOneTimeCode, peekOneTimeCode } from './oneTimeCodes.ts';
import { param } from './params.ts';
import { signInVerified } from './signInVerified.ts';
import { maskMobile } from './sms/mobile.ts';
import { checkSmsCode, codeError, sendSmsCode, sentRecently, SMS_CODE_TTL_MS } from './sms/smsCodes.ts';
import type { TokenResponse } from './tokenResponse.ts';
import { findUserById, type AuthUser } from './users.ts';

export interface SecondFactorChallenge {
  second_factor: 'sms';
  ticket: string;
  /** The masked number the code went to. */
  mobile: string;
  expires_in: number;
}

export async function needsSecondFactor(deps: AuthDeps, userId: string): Promise<boolean> {
  const required = deps.config.auth.secondFactorRoles;
  if (required.length === 0) return false;
  return (await deps.grants.now(userId)).roles.some((r) => required.includes(r.code));
}

export async function startSecondFactor(deps: AuthDeps, user: AuthUser, attempt: LoginAttempt, now: number): Promise<SecondFactorChallenge> {
  if (!user.mobile) {
    await writeLoginLog(deps.db, now, attempt, 'failure', 'no_mobile');
    throw httpError(400, 'auth.noMobile');
  }
  // A code sent within the minute is still good: a second password attempt does not text again.
  if (!(await sentRecently(deps.db, user.mobile, 'second-factor', now))) {
    await sendSmsCode(deps, user.mobile, 'second-factor', attempt.ip, now);
  }
  const ticket = await issueOneTimeCode(deps.db, 'second-factor', { userId: user.id, payload: { client: attempt.client }, ttlMs: SMS_CODE_TTL_MS, now });
  await writeLoginLog(deps.db, now, attempt, 'second_factor');
  return { second_factor: 'sms', ticket, mobile: maskMobile(user.mobile), expires_in: SMS_CODE_TTL_MS / 1000 };
}

export async function secondFactorGrant(deps: AuthDeps, ctx: Ctx, client: string): Promise<TokenResponse> {
  const ticket = (await param(ctx, 'ticket')) ?? '';
  const code = (await param(ctx, 'code'))?.trim() ?? '';
  if (!ticket) throw validationError([{ field: 'ticket', message: zh('auth.ticketRequired') }]);
  if (!code) throw validationError([{ field: 'code', message: zh('sms.codeRequired') }]);
  const now = deps.clock.now();
  const attempt: LoginAttempt = { ip: clientIp(ctx, deps.config.auth.trustProxy), userAgent: userAgent(ctx), client, method: 'password+sms' };
  const pending = await peekOneTimeCode(deps.db, ticket, 'second-factor', now);
  const user = pending?.userId ? await findUserById(deps.db, pending.userId) : undefined;
  if (!pending || pending.payload.client !== client || !user?.mobile) throw httpError(400, 'auth.secondFactorExpired');
  const who = { ...attempt, userId: user.id, username: user.username };
  const check = await checkSmsCode(deps.db, user.mobile, 'second-factor', code, now);
  if (check !== 'ok') {
    await countLoginFailure(deps, attempt.ip, now);
    await writeLoginLog(deps.db, now, who, 'failure', 'wrong_sms_code');
    throw codeError(check);
  }
  if (!(await consumeOneTimeCode(deps.db, ticket, 'second-factor', now))) throw httpError(400, 'auth.secondFactorExpired');
  return signInVerified(deps, user, attempt, now);
}
