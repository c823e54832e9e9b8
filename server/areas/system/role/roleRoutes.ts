/**
 * Roles, their grants and the menu entries (docs/api.md, "System management"), under /lgbsmp/api/v1:
 *   GET role, role/page, role/{id}, role/assignable; POST role; PUT role/{id}; DELETE role/{id}
 *   GET RoleRule/selectRuleByRoleId/{id}; PUT or POST RoleRule { roleId, menuIds }
 *   GET rule (the tree), rule/{id}; PUT rule/{id}
 */
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { API } from '../../../engine/routes.ts';
import type { Ctx, Router } from '../../../http/router.ts';
import { actorOf, idList, objectBody } from '../actor.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { roleMenuIds, saveRoleMenus } from './roleGrants.ts';
import { assignableRoles, getRole, listRoles } from './roleRead.ts';
import { createRole, deleteRole, updateRole } from './roleWrite.ts';
import { getRule, ruleTree, updateRule } from './ruleRead.ts';

export function roleRoutes(router: Router, deps: SystemDeps): void {
  const base = `${API}/role`;
  const view = { permission: SYS.role.view };
  router.get(base, (ctx) => listRoles(deps.db, ctx.principal!, ctx.query), view);
  router.get(`${base}/page`, (ctx) => listRoles(deps.db, ctx.principal!, ctx.query), view);
  router.get(`${base}/assignable`, (ctx) => assignableRoles(deps.db, ctx.principal!), { permission: SYS.staff.assignRole });
  router.get(`${base}/{id}`, (ctx) => getRole(deps.db, ctx.principal!, ctx.params.id!), view);
  router.post(base, async (ctx) => createRole(deps, actorOf(ctx), await objectBody(ctx)), { permission: SYS.role.add });
  router.put(`${base}/{id}`, async (ctx) => updateRole(deps, actorOf(ctx), ctx.params.id!, await objectBody(ctx)), { permission: SYS.role.edit });
  router.delete(`${base}/{id}`, (ctx) => deleteRole(deps, actorOf(ctx), ctx.params.id!), { permission: SYS.role.del });

  router.get(`${API}/RoleRule/selectRuleByRoleId/{id}`, (ctx) => roleMenuIds(deps.db, ctx.principal!, ctx.params.id!), { permission: SYS.grant.view });
  const save = async (ctx: Ctx) => {
    const body = await objectBody(ctx);
    return saveRoleMenus(deps, actorOf(ctx), String(body.roleId ?? ''), idList(body.menuIds) ?? []);
  };
  router.put(`${API}/RoleRule`, save, { permission: SYS.grant.grant });
  router.post(`${API}/RoleRule`, save, { permission: SYS.grant.grant });

  router.get(`${API}/rule`, (ctx) => ruleTree(deps.db, ctx.principal!), { permission: SYS.grant.view });
  router.get(`${API}/rule/{id}`, (ctx) => getRule(deps.db, ctx.params.id!), { permission: SYS.grant.view });
  router.put(`${API}/rule/{id}`, async (ctx) => updateRule(deps, actorOf(ctx), ctx.params.id!, await objectBody(ctx)), { permission: SYS.grant.editRule });
}
