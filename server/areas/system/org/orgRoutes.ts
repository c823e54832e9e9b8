/**
 * Organisations (docs/api.md, "System management"), under /lgbsmp/api/v1:
 *   GET organization, organization/page, organization/{id}; POST organization; PUT organization/{id}
 *   PUT organization/{id}/move { parentId }; PUT organization/{id}/enable | disable; DELETE organization/{id}
 *   GET organization/{id}/admin (当前组织没有单位管理员 when it has none)
 *   GET organization/provinceOrsubordinateOrgTree, organization/search?name= (any signed-in user, within scope)
 */
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { API } from '../../../engine/routes.ts';
import type { Router } from '../../../http/router.ts';
import { actorOf, objectBody } from '../actor.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { getOrg, listOrgs, orgAdmins, orgTree, searchOrgs } from './orgRead.ts';
import { deleteOrg, moveOrg, setOrgEnabled } from './orgStructure.ts';
import { createOrg, updateOrg } from './orgWrite.ts';

export function orgRoutes(router: Router, deps: SystemDeps): void {
  const base = `${API}/organization`;
  const view = { permission: SYS.unit.view };
  // Org pickers on every page that files records under an organisation use these two.
  router.get(`${base}/provinceOrsubordinateOrgTree`, (ctx) =>
    orgTree(deps.db, ctx.principal!, ctx.query.get('includeDisabled') === '1' && ctx.principal!.permissions.has(SYS.unit.view)),
  );
  router.get(`${base}/search`, (ctx) => searchOrgs(deps.db, ctx.principal!, ctx.query.get('name') ?? ''));

  router.get(base, (ctx) => listOrgs(deps.db, ctx.principal!, ctx.query), view);
  router.get(`${base}/page`, (ctx) => listOrgs(deps.db, ctx.principal!, ctx.query), view);
  router.get(`${base}/{id}`, (ctx) => getOrg(deps.db, ctx.principal!, ctx.params.id!), view);
  router.get(`${base}/{id}/admin`, (ctx) => orgAdmins(deps.db, ctx.principal!, ctx.params.id!, deps.config.auth.adminRoles), view);
  router.post(base, async (ctx) => createOrg(deps, actorOf(ctx), await objectBody(ctx)), { permission: SYS.unit.add });
  router.put(`${base}/{id}`, async (ctx) => updateOrg(deps, actorOf(ctx), ctx.params.id!, await objectBody(ctx)), { permission: SYS.unit.edit });
  router.put(`${base}/{id}/move`, async (ctx) => moveOrg(deps, actorOf(ctx), ctx.params.id!, String((await objectBody(ctx)).parentId ?? '')), {
    permission: SYS.unit.move,
  });
  router.put(`${base}/{id}/enable`, (ctx) => setOrgEnabled(deps, actorOf(ctx), ctx.params.id!, true), { permission: SYS.unit.disable });
  router.put(`${base}/{id}/disable`, (ctx) => setOrgEnabled(deps, actorOf(ctx), ctx.params.id!, false), { permission: SYS.unit.disable });
  router.delete(`${base}/{id}`, (ctx) => deleteOrg(deps, actorOf(ctx), ctx.params.id!), { permission: SYS.unit.del });
}
