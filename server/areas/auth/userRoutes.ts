/**
 * The signed-in user and account administration:
 *   GET  /admin/user                          → user data (spec section 3)
 *   POST /admin/user/changePassword           { oldPassword, newPassword } (sealed) → true
 *   PUT  /lgbsmp/api/v1/pwd/update            the same
 *   PUT  /lgbsmp/api/v1/user/resetPassword    { userId, password? } → { userId, password?, mustChangePassword }
 *   POST /lgbsmp/api/v1/user/forceLogout      { userId } → { revoked }
 */
import { SYS } from '../../../model/menu/systemPermissions.ts';
import type { Router } from '../../http/router.ts';
import { adminTarget } from './adminTarget.ts';
import type { AuthDeps } from './authDeps.ts';
import { changePassword } from './changePassword.ts';
import { param } from './params.ts';
import { resetPassword } from './resetPassword.ts';
import { revokeUserSessions } from './sessions.ts';
import { userInfo } from './userInfo.ts';

export function userRoutes(router: Router, deps: AuthDeps): void {
  router.get('/admin/user', (ctx) => userInfo(deps.db, ctx.principal!.userId, ctx.principal!.grants, ctx.principal!.deptId));
  router.post('/admin/user/changePassword', (ctx) => changePassword(deps, ctx));
  router.put('/lgbsmp/api/v1/pwd/update', (ctx) => changePassword(deps, ctx));
  router.put('/lgbsmp/api/v1/user/resetPassword', (ctx) => resetPassword(deps, ctx), { permission: SYS.staff.resetPassword });

  router.post('/lgbsmp/api/v1/user/forceLogout', async (ctx) => {
    const target = await adminTarget(deps.db, ctx.principal!, await param(ctx, 'userId'), 'state');
    const revoked = await revokeUserSessions(deps.db, target.id, 'forced', deps.clock.now());
    ctx.log.info('forced sign-out', { userId: target.id, by: ctx.principal!.userId, revoked });
    return { revoked };
  }, { permission: SYS.staff.forceLogout });
}
