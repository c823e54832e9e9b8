/**
 * Sign-in with an identity-service code: the bound portal account signs in; an unbound external
 * account gets 417 with a bind ticket, which `POST /lgbsmp/api/v2/zzd/bindZzd` redeems after a
 * password sign-in.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { CODE_FAIL } from '../../../../model/wire.ts';
import { AppError, httpError, validationError } from '../../../http/errors.ts';
import type { Ctx } from '../../../http/router.ts';
import type { AuthDeps } from '../authDeps.ts';
import { clientIp, userAgent } from '../clientInfo.ts';
import { writeLoginLog, type LoginAttempt } from '../loginLog.ts';
import { countLoginFailure } from '../loginRate.ts';
import { issueOneTimeCode } from '../oneTimeCodes.ts';
import { signInVerified } from '../signInVerified.ts';
import type { TokenResponse } from '../tokenResponse.ts';
import { findUserById, type AuthUser } from '../users.ts';
import { SSO_PROVIDER_ID, type SsoFlow } from './ssoProvider.ts';

/** How long an unbound account may take to sign in by password and bind. */
export const BIND_TICKET_TTL_MS = 10 * 60 * 1000;

export async function ssoSignIn(
  deps: AuthDeps,
  ctx: Ctx,
  input: { code: string | undefined; flow: SsoFlow; client: string },
): Promise<{ tokens: TokenResponse; user: AuthUser }> {
  const code = input.code?.trim() ?? '';
  if (!code) throw validationError([{ field: 'code', message: zh('sso.badCode') }]);
  const now = deps.clock.now();
  const attempt: LoginAttempt = { ip: clientIp(ctx, deps.config.auth.trustProxy), userAgent: userAgent(ctx), client: input.client, method: 'sso' };
  const account = await deps.sso.exchange(code, input.flow);
  if (!account) {
    await countLoginFailure(deps, attempt.ip, now);
    await writeLoginLog(deps.db, now, attempt, 'failure', 'bad_sso_code');
    throw httpError(400, 'sso.badCode');
  }
  const [binding] = await deps.db.query<{ user_id: string }>(
    'SELECT user_id FROM sys_user_social WHERE provider = $1 AND external_id = $2',
    [SSO_PROVIDER_ID, account.externalId],
  );
  const user = binding ? await findUserById(deps.db, binding.user_id) : undefined;
  if (!user) {
    const bindTicket = await issueOneTimeCode(deps.db, 'zzd-bind', { payload: { ...account }, ttlMs: BIND_TICKET_TTL_MS, now });
    await writeLoginLog(deps.db, now, { ...attempt, username: account.name }, 'failure', 'unbound');
    throw new AppError(417, zh('status.417'), CODE_FAIL, { bindTicket, name: account.name });
  }
  return { tokens: await signInVerified(deps, user, attempt, now), user };
}
