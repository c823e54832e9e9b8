/**
 * The token endpoints (spec section 7, "Auth"). All answer the JSON envelope (docs/api.md, "Auth
 * endpoints"); the token ones authenticate the client with `Authorization: Basic`.
 *   GET    /auth/key                   → { keyId, publicKey, nonce, expiresIn } to seal passwords
 *   GET    /auth/captcha               → { captchaId, image, expiresIn } when a sign-in answered captchaRequired
 *   POST   /auth/oauth/login           grant_type=password | refresh_token | second_factor
 *   POST   /auth/mobile/token/sms      grant_type=mobile, mobile=SMS@<number>, code
 *   POST   /auth/mobile/token/social   grant_type=mobile, mobile=ZZD@<identity-service code>
 *   DELETE /auth/token/logout          ends the session
 */
import { zh } from '../../../model/i18n/index.ts';
import { httpError, validationError } from '../../http/errors.ts';
import type { Ctx, Router } from '../../http/router.ts';
import type { AuthDeps } from './authDeps.ts';
import { issueCaptcha } from './captcha.ts';
import { clientIp, userAgent } from './clientInfo.ts';
import { requireClient } from './clientAuth.ts';
import { writeLoginLog } from './loginLog.ts';
import { param } from './params.ts';
import { CHALLENGE_TTL_MS, issueChallenge } from './passwordChallenge.ts';
import { passwordGrant } from './passwordGrant.ts';
import { createPruner } from './pruneExpired.ts';
import { refreshGrant } from './refreshGrant.ts';
import { secondFactorGrant } from './secondFactor.ts';
import { revokeSession } from './sessions.ts';
import { smsSignIn } from './sms/smsSignIn.ts';
import { ssoSignIn } from './sso/ssoSignIn.ts';

/** The grant type, refused unless it is one of `allowed`; a scope other than `server` is refused too. */
async function grantType<T extends string>(ctx: Ctx, allowed: readonly T[]): Promise<T> {
  const grant = (await param(ctx, 'grant_type')) ?? '';
  if (!grant) throw validationError([{ field: 'grant_type', message: zh('auth.grantRequired') }]);
  if (!allowed.includes(grant as T)) throw httpError(400, 'auth.badGrant', { grant: grant.slice(0, 64) });
  const scope = await param(ctx, 'scope');
  if (scope && scope !== 'server') throw httpError(400, 'auth.badScope', { scope: scope.slice(0, 64) });
  return grant as T;
}

/** `SMS@13800000000` → the number after the prefix (PigX's mobile grant names the kind before `@`). */
function prefixed(value: string | undefined, prefix: string): string | null {
  return value?.startsWith(prefix) ? value.slice(prefix.length) : null;
}

export function oauthRoutes(router: Router, deps: AuthDeps): void {
  const pruneExpired = createPruner(deps);

  router.get('/auth/key', async () => {
    await pruneExpired();
    const now = deps.clock.now();
    const key = await deps.keys.current(now);
    return { keyId: key.keyId, publicKey: key.publicKey, nonce: issueChallenge(key.secretKey, key.keyId, now), expiresIn: CHALLENGE_TTL_MS / 1000 };
  }, { public: true });

  router.get('/auth/captcha', async (ctx) => {
    ctx.res.setHeader('Cache-Control', 'no-store');
    return issueCaptcha(deps.db, clientIp(ctx, deps.config.auth.trustProxy), deps.clock.now());
  }, { public: true });

  router.post('/auth/oauth/login', async (ctx) => {
    const client = requireClient(ctx, deps.config.auth);
    const grant = await grantType(ctx, ['password', 'refresh_token', 'second_factor'] as const);
    if (grant === 'password') return passwordGrant(deps, ctx, client);
    if (grant === 'refresh_token') return refreshGrant(deps, ctx, client);
    return secondFactorGrant(deps, ctx, client);
  }, { public: true });

  router.post('/auth/mobile/token/sms', async (ctx) => {
    const client = requireClient(ctx, deps.config.auth);
    await grantType(ctx, ['mobile'] as const);
    const raw = await param(ctx, 'mobile');
    const mobile = prefixed(raw, 'SMS@');
    if (mobile === null) throw validationError([{ field: 'mobile', message: zh(raw ? 'sms.mobileFormat' : 'sms.mobileRequired') }]);
    return (await smsSignIn(deps, ctx, { mobile, code: await param(ctx, 'code'), client })).tokens;
  }, { public: true });

  router.post('/auth/mobile/token/social', async (ctx) => {
    const client = requireClient(ctx, deps.config.auth);
    await grantType(ctx, ['mobile'] as const);
    const code = prefixed(await param(ctx, 'mobile'), 'ZZD@');
    if (code === null) throw validationError([{ field: 'mobile', message: zh('sso.badCode') }]);
    return (await ssoSignIn(deps, ctx, { code, flow: 'social', client })).tokens;
  }, { public: true });

  router.delete('/auth/token/logout', async (ctx) => {
    const principal = ctx.principal!;
    const now = deps.clock.now();
    const client = await revokeSession(deps.db, principal.sessionId, 'logout', now);
    const attempt = { ip: clientIp(ctx, deps.config.auth.trustProxy), userAgent: userAgent(ctx), client: client ?? '', method: 'logout' };
    await writeLoginLog(deps.db, now, { ...attempt, userId: principal.userId, username: principal.username }, 'logout');
    return true;
  });
}
