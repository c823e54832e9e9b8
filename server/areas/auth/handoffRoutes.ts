/**
 * Hand-off to sibling systems (spec sections 1 and 7). The portal gives the signed-in user a one-time
 * code for a sibling; the sibling redeems it server-to-server for who the user is. Codes are single-use,
 * live a minute and are bound to their audience (the sibling's id in HANDOFF_CLIENTS).
 *   GET  /lgbsmp/api/v1/getAuthCode            → data: code for the pension-services system
 *   GET  /lgbsmp/api/open/getAuthCodeylzk      → { code: 0, data: temporary token for the index system }
 *   POST /lgbsmp/api/open/redeemAuthCode       Basic sibling:secret, code → the user
 *   GET  /auth/client-config                   → the addresses the browser needs (portal, SSO, siblings)
 */
import type { PublishedConfig } from '../../../model/publishedConfig.ts';
import { httpError, validationError } from '../../http/errors.ts';
import type { Ctx, Router } from '../../http/router.ts';
import { zh } from '../../../model/i18n/index.ts';
import type { AuthDeps } from './authDeps.ts';
import { basicCredentials, sameSecret } from './basicAuth.ts';
import { consumeOneTimeCode, issueOneTimeCode, type Audience } from './oneTimeCodes.ts';
import { param } from './params.ts';
import { findUserById } from './users.ts';

export const HANDOFF_TTL_MS = 60 * 1000;

function siblingOf(ctx: Ctx, deps: AuthDeps): Audience {
  const credentials = basicCredentials(ctx);
  const secret = credentials && deps.config.auth.handoffClients[credentials.id];
  if (!credentials || !secret || !sameSecret(credentials.secret, secret)) throw httpError(401, 'auth.badClient');
  if (credentials.id !== 'pension' && credentials.id !== 'index') throw httpError(401, 'auth.badClient');
  return credentials.id;
}

export function handoffRoutes(router: Router, deps: AuthDeps): void {
  const issue = (ctx: Ctx, audience: Audience) =>
    issueOneTimeCode(deps.db, audience, { userId: ctx.principal!.userId, ttlMs: HANDOFF_TTL_MS, now: deps.clock.now() });

  router.get('/lgbsmp/api/v1/getAuthCode', (ctx) => issue(ctx, 'pension'));
  router.get('/lgbsmp/api/open/getAuthCodeylzk', (ctx) => issue(ctx, 'index'));

  router.post('/lgbsmp/api/open/redeemAuthCode', async (ctx) => {
    const audience = siblingOf(ctx, deps);
    const code = await param(ctx, 'code');
    if (!code) throw validationError([{ field: 'code', message: zh('handoff.badCode') }]);
    const used = await consumeOneTimeCode(deps.db, code, audience, deps.clock.now());
    const user = used?.userId ? await findUserById(deps.db, used.userId) : undefined;
    if (!user?.enabled) throw httpError(400, 'handoff.badCode');
    return { userId: user.id, username: user.username, name: user.name, orgId: user.orgId, orgName: user.orgName, cityCode: user.cityCode };
  }, { public: true });

  router.get('/auth/client-config', (): PublishedConfig => ({
    portalUrl: deps.config.portalUrl,
    ssoAuthorizeUrl: deps.config.auth.sso.authorizeUrl,
    siblings: deps.config.auth.siblings,
  }), { public: true });
}
