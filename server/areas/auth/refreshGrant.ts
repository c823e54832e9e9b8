/** The refresh_token grant: rotation; a reused token revokes its family and is logged. */
import { zh } from '../../../model/i18n/index.ts';
import { httpError, validationError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import type { AuthDeps } from './authDeps.ts';
import { clientIp, userAgent } from './clientInfo.ts';
import { writeLoginLog } from './loginLog.ts';
import { param } from './params.ts';
import { rotateRefreshToken } from './refreshRotation.ts';
import { tokenResponse, type TokenResponse } from './tokenResponse.ts';

export async function refreshGrant(deps: AuthDeps, ctx: Ctx, client: string): Promise<TokenResponse> {
  const token = await param(ctx, 'refresh_token');
  if (!token) throw validationError([{ field: 'refresh_token', message: zh('auth.refreshTokenRequired') }]);
  const now = deps.clock.now();
  const outcome = await rotateRefreshToken(deps.db, token, now, deps.config.auth);
  if (outcome.kind === 'rotated') {
    return tokenResponse(outcome.tokens, { id: outcome.userId, username: outcome.username }, await deps.grants.now(outcome.userId));
  }
  if (outcome.kind === 'reused') {
    const attempt = { ip: clientIp(ctx, deps.config.auth.trustProxy), userAgent: userAgent(ctx), client, method: 'refresh' };
    await writeLoginLog(deps.db, now, { ...attempt, userId: outcome.userId, username: outcome.username }, 'failure', 'refresh_reuse');
    ctx.log.warn('refresh token reused: session revoked', { userId: outcome.userId });
  }
  if (outcome.kind === 'refused' && outcome.reason === 'disabled') throw httpError(401, 'auth.disabled');
  throw httpError(401, 'session.expired');
}
