/** Sign-in by mobile number and SMS code (spec: /auth/mobile/token/sms and /lgbsmp/sms/login). */
import { zh } from '../../../../model/i18n/index.ts';
import { httpError, validationError } from '../../../http/errors.ts';
import type { Ctx } from '../../../http/router.ts';
import type { AuthDeps } from '../authDeps.ts';
import { clientIp, userAgent } from '../clientInfo.ts';
import { writeLoginLog, type LoginAttempt } from '../loginLog.ts';
import { countLoginFailure } from '../loginRate.ts';
import { signInVerified } from '../signInVerified.ts';
import type { TokenResponse } from '../tokenResponse.ts';
import { findUsersByMobile, type AuthUser } from '../users.ts';
import { maskMobile, mobileProblem } from './mobile.ts';
import { checkSmsCode, codeError } from './smsCodes.ts';

export async function smsSignIn(
  deps: AuthDeps,
  ctx: Ctx,
  input: { mobile: string | undefined; code: string | undefined; client: string },
): Promise<{ tokens: TokenResponse; user: AuthUser }> {
  const mobile = input.mobile?.trim() ?? '';
  const code = input.code?.trim() ?? '';
  const problem = mobileProblem(mobile);
  if (problem) throw validationError([{ field: 'mobile', message: zh(problem) }]);
  if (!code) throw validationError([{ field: 'code', message: zh('sms.codeRequired') }]);

  const now = deps.clock.now();
  const attempt: LoginAttempt = {
    ip: clientIp(ctx, deps.config.auth.trustProxy),
    userAgent: userAgent(ctx),
    client: input.client,
    method: 'sms',
    username: maskMobile(mobile),
  };
  const check = /^\d{6}$/.test(code) ? await checkSmsCode(deps.db, mobile, 'login', code, now) : 'wrong';
  const users = check === 'ok' ? await findUsersByMobile(deps.db, mobile) : [];
  if (check !== 'ok' || users.length !== 1) {
    await countLoginFailure(deps, attempt.ip, now);
    const reason = check !== 'ok' ? `sms_code_${check}` : users.length === 0 ? 'unknown_mobile' : 'ambiguous_mobile';
    await writeLoginLog(deps.db, now, attempt, 'failure', reason);
    if (check !== 'ok') throw codeError(check);
    if (users.length === 0) throw httpError(426, 'status.426');
    throw httpError(400, 'auth.mobileAmbiguous');
  }
  const user = users[0]!;
  return { tokens: await signInVerified(deps, user, attempt, now), user };
}
