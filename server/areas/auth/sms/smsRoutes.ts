/**
 * SMS endpoints (spec section 7, "SMS and passwords"), form encoded:
 *   POST /lgbsmp/sms/sendCode   mobile → a login code (answered alike whether or not the number has an account)
 *   POST /lgbsmp/sms/jdSendCode mobile → a verification code for the signed-in user's reminder number
 *   POST /lgbsmp/sms/login      mobile, code → token response and user data
 */
import { zh } from '../../../../model/i18n/index.ts';
import { validationError } from '../../../http/errors.ts';
import type { Router } from '../../../http/router.ts';
import type { AuthDeps } from '../authDeps.ts';
import { clientIp } from '../clientInfo.ts';
import { param } from '../params.ts';
import { userInfo } from '../userInfo.ts';
import { findUsersByMobile } from '../users.ts';
import { mobileProblem } from './mobile.ts';
import { SMS_RESEND_MS, sendSmsCode } from './smsCodes.ts';
import { smsSignIn } from './smsSignIn.ts';

function requireMobile(value: string | undefined): string {
  const mobile = value?.trim() ?? '';
  const problem = mobileProblem(mobile);
  if (problem) throw validationError([{ field: 'mobile', message: zh(problem) }]);
  return mobile;
}

const answer = { resendAfter: SMS_RESEND_MS / 1000 };

export function smsRoutes(router: Router, deps: AuthDeps): void {
  router.post('/lgbsmp/sms/sendCode', async (ctx) => {
    const mobile = requireMobile(await param(ctx, 'mobile'));
    const deliver = (await findUsersByMobile(deps.db, mobile)).length > 0;
    await sendSmsCode(deps, mobile, 'login', clientIp(ctx, deps.config.auth.trustProxy), deps.clock.now(), { deliver });
    return answer;
  }, { public: true });

  router.post('/lgbsmp/sms/jdSendCode', async (ctx) => {
    const mobile = requireMobile(await param(ctx, 'mobile'));
    await sendSmsCode(deps, mobile, 'verify', clientIp(ctx, deps.config.auth.trustProxy), deps.clock.now());
    return answer;
  });

  router.post('/lgbsmp/sms/login', async (ctx) => {
    const { tokens, user } = await smsSignIn(deps, ctx, { mobile: await param(ctx, 'mobile'), code: await param(ctx, 'code'), client: 'lgbsmp' });
    return { ...tokens, user: await userInfo(deps.db, user.id, await deps.grants.now(user.id)) };
  }, { public: true });
}
