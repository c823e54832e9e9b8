/**
 * Registers the engine's routes for every declared resource under /lgbsmp/api/v1/{name} (docs/api.md),
 * each with the permission its declaration names, plus the dictionary endpoint.
 */
import { RESOURCES } from '../../model/resources/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import type { AreaDeps } from '../areas.ts';
import type { Ctx, RouteOptions, Router } from '../http/router.ts';
import { SIGNED_IN } from '../../model/resource/permissions.ts';
import { API } from './api.ts';
import { engineFilesRoutes } from './engineFilesRoutes.ts';
import { actorOf, objectBody } from './requestParts.ts';
import { getRecord, listRecords, recordHistory } from './read.ts';
import { createRecord, purgeRecords, removeRecords, restoreRecord, revealField, transitionRecord, updateRecord } from './write.ts';

export { API };

/**
 * The route options for a declaration's permission code. SIGNED_IN (model/resource/permissions.ts) means
 * any signed-in user: the route needs a session and no code. This is the one place that reads it.
 */
export function requires(code: string): RouteOptions {
  return code === SIGNED_IN ? {} : { permission: code };
}

async function idsOf(ctx: Ctx): Promise<string[]> {
  const body = await ctx.body();
  const ids = Array.isArray(body) ? body : body && !Array.isArray(body) ? body.ids : undefined;
  return Array.isArray(ids) ? ids.filter((i): i is string => typeof i === 'string').slice(0, 1000) : [];
}

function resourceRoutes(router: Router, deps: AreaDeps, def: ResourceDef): void {
  const base = `${API}/${def.name}`;
  const perm = def.permissions;
  const list = (ctx: Ctx) => listRecords(deps, def, ctx.principal!, ctx.query);

  router.get(base, list, requires(perm.view));
  router.get(`${base}/page`, list, requires(perm.view));
  router.get(`${base}/{id}`, (ctx) => getRecord(deps, def, ctx.principal!, ctx.params.id!), requires(perm.view));
  router.get(`${base}/{id}/history`, (ctx) => recordHistory(deps, def, ctx.principal!, ctx.params.id!), requires(perm.view));
  router.post(base, async (ctx) => createRecord(deps, def, actorOf(ctx), await objectBody(ctx)), requires(perm.add));
  router.put(`${base}/{id}`, async (ctx) => updateRecord(deps, def, actorOf(ctx), ctx.params.id!, await objectBody(ctx)), requires(perm.edit));
  router.delete(`${base}/{id}`, (ctx) => removeRecords(deps, def, actorOf(ctx), [ctx.params.id!]), requires(perm.delete));
  router.delete(base, async (ctx) => removeRecords(deps, def, actorOf(ctx), await idsOf(ctx)), requires(perm.delete));

  if (def.recycleBin) {
    router.get(`${base}/recycle`, (ctx) => listRecords(deps, def, ctx.principal!, ctx.query, { recycle: true }), requires(perm.delete));
    router.put(`${base}/{id}/restore`, (ctx) => restoreRecord(deps, def, actorOf(ctx), ctx.params.id!), requires(perm.delete));
    router.delete(`${base}/{id}/purge`, (ctx) => purgeRecords(deps, def, actorOf(ctx), [ctx.params.id!]), requires(perm.purge ?? perm.delete));
    router.delete(`${base}/recycle`, async (ctx) => purgeRecords(deps, def, actorOf(ctx), await idsOf(ctx)), requires(perm.purge ?? perm.delete));
  }
  if (perm.reveal && def.fields.some((f) => f.sensitive)) {
    router.get(`${base}/{id}/reveal/{field}`, (ctx) => revealField(deps, def, actorOf(ctx), ctx.params.id!, ctx.params.field!), requires(perm.reveal));
  }
  for (const t of def.lifecycle?.transitions ?? []) {
    router.put(
      `${base}/{id}/${t.name}`,
      async (ctx) => transitionRecord(deps, def, actorOf(ctx), ctx.params.id!, t.name, await objectBody(ctx)),
      requires(t.permission ?? perm.edit),
    );
  }
}

export function engineRoutes(router: Router, deps: AreaDeps): void {
  for (const def of RESOURCES) resourceRoutes(router, deps, def);
  engineFilesRoutes(router, deps, requires);
  // Dictionaries label every list, form and export: any signed-in user may read them.
  router.get(`${API}/dictionary`, () => deps.dictionaries.all());
}
