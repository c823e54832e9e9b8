/**
 * 银龄乐享's universities, works, questions and points (issue 22, docs/enjoyLife.md): their records run on the
 * engine with the hooks installed here, and two views of their own: the campus summary (智慧校园) and the
 * points balances.
 */
import { WORK_KINDS } from '../../../model/resources/enjoyLifeWork.ts';
import type { AreaDeps } from '../../areas.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { API } from '../../engine/routes.ts';
import type { Router } from '../../http/router.ts';
import { campusSummary } from './campusSummary.ts';
import { integralBalances } from './integralBalances.ts';
import { integralHooks } from './integralHooks.ts';
import { studentHooks } from './studentHooks.ts';
import { courseHooks, universityHooks } from './universityHooks.ts';
import { myWorksHooks, workKindHooks } from './workHooks.ts';

export function enjoyLifeUniversityRoutes(router: Router, deps: AreaDeps): void {
  registerHooks('elderlyUniversity', universityHooks);
  registerHooks('universityCourse', courseHooks);
  registerHooks('universityStudent', studentHooks);
  for (const kind of WORK_KINDS) registerHooks(kind, workKindHooks(kind));
  registerHooks('myWorks', myWorksHooks);
  registerHooks('integral', integralHooks);
  router.get(`${API}/enjoyLife/campusSummary`, (ctx) => campusSummary(deps.db, ctx.principal!), { permission: 'enjoyLife_smartCampus_view' });
  router.get(`${API}/enjoyLife/integralBalance`, (ctx) => integralBalances(deps.db, ctx.principal!, ctx.query), { permission: 'integral_view' });
}
