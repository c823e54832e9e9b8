/**
 * Dictionary management (docs/api.md, "System management"), under /lgbsmp/api/v1 (GET dictionary, every
 * dictionary for any signed-in user, is the engine's):
 *   GET dictionary/types, dictionary/types/{code}; POST dictionary/types; PUT and DELETE dictionary/types/{code}
 *   GET dictionary/items/{id}; POST dictionary/items; PUT and DELETE dictionary/items/{id}
 */
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { API } from '../../../engine/routes.ts';
import type { Router } from '../../../http/router.ts';
import { actorOf, objectBody } from '../actor.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { getItem, getType, listTypes } from './dictRead.ts';
import { createItem, createType, deleteItem, deleteType, updateItem, updateType } from './dictWrite.ts';

export function dictRoutes(router: Router, deps: SystemDeps): void {
  const types = `${API}/dictionary/types`;
  const items = `${API}/dictionary/items`;
  const view = { permission: SYS.dict.view };
  router.get(types, (ctx) => listTypes(deps.db, ctx.query), view);
  router.get(`${types}/{code}`, (ctx) => getType(deps.db, ctx.params.code!), view);
  router.post(types, async (ctx) => createType(deps, actorOf(ctx), await objectBody(ctx)), { permission: SYS.dict.add });
  router.put(`${types}/{code}`, async (ctx) => updateType(deps, actorOf(ctx), ctx.params.code!, await objectBody(ctx)), { permission: SYS.dict.edit });
  router.delete(`${types}/{code}`, (ctx) => deleteType(deps, actorOf(ctx), ctx.params.code!), { permission: SYS.dict.del });
  router.get(`${items}/{id}`, (ctx) => getItem(deps.db, ctx.params.id!), view);
  router.post(items, async (ctx) => createItem(deps, actorOf(ctx), await objectBody(ctx)), { permission: SYS.dict.add });
  router.put(`${items}/{id}`, async (ctx) => updateItem(deps, actorOf(ctx), ctx.params.id!, await objectBody(ctx)), { permission: SYS.dict.edit });
  router.delete(`${items}/{id}`, (ctx) => deleteItem(deps, actorOf(ctx), ctx.params.id!), { permission: SYS.dict.del });
}
