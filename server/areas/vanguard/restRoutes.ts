/**
 * 银龄先锋's remaining records (issue 20, docs/vanguard.md part 3): they run on the engine with the hooks
 * installed here, and the home page's list of silver stations.
 */
import { BASE_KINDS } from '../../../model/resources/partyBase.ts';
import type { AreaDeps } from '../../areas.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { API } from '../../engine/routes.ts';
import type { Router } from '../../http/router.ts';
import { activityHooks, participantHooks } from './activityHooks.ts';
import { appointmentHooks } from './appointmentHooks.ts';
import { deriveBranchName } from './branchHooks.ts';
import { homePoststations } from './homePoststation.ts';
import { kindHooks } from './kindHooks.ts';
import { backboneHooks, traineeHooks } from './trainingHooks.ts';

export function vanguardRestRoutes(router: Router, deps: AreaDeps): void {
  registerHooks('branchActivity', activityHooks);
  registerHooks('activityParticipant', participantHooks);
  registerHooks('studySituation', { derive: deriveBranchName });
  registerHooks('backbone', backboneHooks);
  registerHooks('backboneTrainee', traineeHooks);
  for (const kind of BASE_KINDS) {
    registerHooks(kind, kindHooks(kind));
    registerHooks(`${kind}Appointment`, appointmentHooks(kind));
  }
  router.get(`${API}/homePoststation`, (ctx) => homePoststations(deps.db, ctx.principal!));
}
