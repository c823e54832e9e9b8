/**
 * Single sign-on endpoints (spec section 7):
 *   GET  /lgbsmp/api/v2/zzd/substrate?code=  entry from the 浙政钉 workbench → token response and user data
 *   GET  /lgbsmp/api/v2/zzd/scanning?code=   QR-code sign-in on the login page → the same
 *   POST /lgbsmp/api/v2/zzd/bindZzd          { ticket } (from a 417) or { code } → bind to the signed-in account
 */
import { zh } from '../../../../model/i18n/index.ts';
import { httpError, validationError } from '../../../http/errors.ts';
import type { Router } from '../../../http/router.ts';
import { isDbError } from '../../../db/db.ts';
import type { AuthDeps } from '../authDeps.ts';
import { consumeOneTimeCode } from '../oneTimeCodes.ts';
import { param } from '../params.ts';
import { userInfo } from '../userInfo.ts';
import { SSO_PROVIDER_ID, type ExternalAccount } from './ssoProvider.ts';
import { ssoSignIn } from './ssoSignIn.ts';

export function zzdRoutes(router: Router, deps: AuthDeps): void {
  for (const flow of ['substrate', 'scanning'] as const) {
    router.get(`/lgbsmp/api/v2/zzd/${flow}`, async (ctx) => {
      const { tokens, user } = await ssoSignIn(deps, ctx, { code: ctx.query.get('code') ?? undefined, flow, client: 'zzd' });
      return { ...tokens, user: await userInfo(deps.db, user.id, await deps.grants.now(user.id)) };
    }, { public: true });
  }

  router.post('/lgbsmp/api/v2/zzd/bindZzd', async (ctx) => {
    const principal = ctx.principal!;
    const now = deps.clock.now();
    const ticket = await param(ctx, 'ticket');
    const code = await param(ctx, 'code');
    if (!ticket && !code) throw validationError([{ field: 'ticket', message: zh('sso.badCode') }]);
    let account: ExternalAccount | null = null;
    if (ticket) {
      const used = await consumeOneTimeCode(deps.db, ticket, 'zzd-bind', now);
      const { externalId, name } = used?.payload ?? {};
      if (typeof externalId === 'string') account = { externalId, name: typeof name === 'string' ? name : '' };
    } else if (code) {
      account = await deps.sso.exchange(code, 'substrate');
    }
    if (!account) throw httpError(400, 'sso.badCode');
    try {
      await deps.db.transaction(async (tx) => {
        await tx.query('DELETE FROM sys_user_social WHERE provider = $1 AND user_id = $2', [SSO_PROVIDER_ID, principal.userId]);
        await tx.query(
          'INSERT INTO sys_user_social (provider, external_id, user_id, name, bound_at) VALUES ($1, $2, $3, $4, $5)',
          [SSO_PROVIDER_ID, account.externalId, principal.userId, account.name, new Date(now)],
        );
      });
    } catch (e) {
      if (isDbError(e, '23505')) throw httpError(400, 'sso.alreadyBound');
      throw e;
    }
    return { bound: true, name: account.name };
  });
}
