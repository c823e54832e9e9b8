/**
 * Staff accounts (docs/api.md, "System management"), under /lgbsmp/api/v1:
 *   GET users, users/page, users/{id}; POST users; PUT users/{id}; DELETE users/{id}
 *   PUT users/{id}/enable | disable | unlock; PUT users/{id}/roles { roleIds }; PUT users/{id}/depts { deptIds }
 *   GET usersTo (the people picker)
 * Password resets and forced sign-outs are the auth area's (user/resetPassword, user/forceLogout).
 */
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { API } from '../../../engine/routes.ts';
import type { Router } from '../../../http/router.ts';
import { actorOf, idList, objectBody } from '../actor.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { assignDepts, assignRoles, removeStaff, setEnabled, unlock } from './staffAccount.ts';
import { getStaff, listStaff, pickStaff } from './staffList.ts';
import { createStaff, updateStaff } from './staffWrite.ts';

export function staffRoutes(router: Router, deps: SystemDeps): void {
  const base = `${API}/users`;
  const list = { permission: SYS.staff.view };
  router.get(base, (ctx) => listStaff(deps.db, ctx.principal!, ctx.query), list);
  router.get(`${base}/page`, (ctx) => listStaff(deps.db, ctx.principal!, ctx.query), list);
  router.get(`${base}/{id}`, (ctx) => getStaff(deps.db, ctx.principal!, ctx.params.id!), list);
  router.post(base, async (ctx) => createStaff(deps, actorOf(ctx), await objectBody(ctx)), { permission: SYS.staff.add });
  router.put(`${base}/{id}`, async (ctx) => updateStaff(deps, actorOf(ctx), ctx.params.id!, await objectBody(ctx)), { permission: SYS.staff.edit });
  router.delete(`${base}/{id}`, (ctx) => removeStaff(deps, actorOf(ctx), ctx.params.id!), { permission: SYS.staff.del });
  router.put(`${base}/{id}/enable`, (ctx) => setEnabled(deps, actorOf(ctx), ctx.params.id!, true), { permission: SYS.staff.disable });
  router.put(`${base}/{id}/disable`, (ctx) => setEnabled(deps, actorOf(ctx), ctx.params.id!, false), { permission: SYS.staff.disable });
  router.put(`${base}/{id}/unlock`, (ctx) => unlock(deps, actorOf(ctx), ctx.params.id!), { permission: SYS.staff.unlock });
  router.put(`${base}/{id}/roles`, async (ctx) => assignRoles(deps, actorOf(ctx), ctx.params.id!, idList((await objectBody(ctx)).roleIds) ?? []), {
    permission: SYS.staff.assignRole,
  });
  // Departments widen what the account may act for, so granting them is role assignment's duty (安全管理员), not account care's.
  router.put(`${base}/{id}/depts`, async (ctx) => assignDepts(deps, actorOf(ctx), ctx.params.id!, idList((await objectBody(ctx)).deptIds) ?? []), {
    permission: SYS.staff.assignRole,
  });
  // Any signed-in user chooses people (notice recipients, say), within their scope.
  router.get(`${API}/usersTo`, (ctx) => pickStaff(deps.db, ctx.principal!, ctx.query));
}
