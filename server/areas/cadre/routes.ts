/**
 * The retired-cadre archive's server (issue 8, docs/cadre.md): the rules installed on its resources, and
 * the hand-made endpoints beyond the engine's CRUD: archive, per-cadre tabs with the spec's empty texts,
 * reminders, statistics, verification, sync, template import and the recycle bin's overview.
 */
import { resourceByName } from '../../../model/resources/index.ts';
import type { AreaDeps } from '../../areas.ts';
import { API } from '../../engine/routes.ts';
import type { Router } from '../../http/router.ts';
import { deletedCadres } from './appman.ts';
import { cadreArchive } from './archive.ts';
import { cadreByIdCard, EMPTY_TEXT, recordsByCadre } from './byCadre.ts';
import { registerCadreHooks } from './hooks/registerCadreHooks.ts';
import { CODES, requireAll } from './permissions.ts';
import { importRoutes } from './import/importRoutes.ts';
import { reminderRoutes } from './reminders/reminderRoutes.ts';
import { statisticsRoutes } from './statistics/statisticsRoutes.ts';
import { syncRoutes } from './sync/syncRoutes.ts';
import { verificationRoutes } from './verification/verificationRoutes.ts';

export function cadreRoutes(router: Router, deps: AreaDeps): void {
  registerCadreHooks();
  const view = resourceByName('cadre')!.permissions.view;
  router.get(`${API}/cadre/{id}/archive`, (ctx) => cadreArchive(deps, ctx.principal!, ctx.params.id!), { permission: view });
  router.get(`${API}/cadre/byIdCard/{idCard}`, (ctx) => cadreByIdCard(deps, ctx.principal!, ctx.params.idCard!), { permission: view });
  for (const name of Object.keys(EMPTY_TEXT)) {
    const def = resourceByName(name)!;
    const one = name === 'cadreFamily';
    router.get(
      `${API}/${name}/byCadre/{cadreId}`,
      async (ctx) => {
        const records = await recordsByCadre(deps, def, ctx.principal!, ctx.params.cadreId!);
        return one ? records[0] : records;
      },
      { permission: def.permissions.view },
    );
  }
  const appman = [CODES.appman, resourceByName('cadre')!.permissions.delete];
  router.get(`${API}/cadreAppman`, requireAll(appman, (ctx) => deletedCadres(deps, ctx.principal!, ctx.query)));
  router.get(`${API}/cadreAppman/{id}/archive`, requireAll(appman, (ctx) => cadreArchive(deps, ctx.principal!, ctx.params.id!, { deleted: true })));
  statisticsRoutes(router, deps);
  reminderRoutes(router, deps);
  verificationRoutes(router, deps);
  importRoutes(router, deps);
  syncRoutes(router, deps);
}
