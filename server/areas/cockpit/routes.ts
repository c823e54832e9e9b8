/**
 * The cockpit's calls of spec section 7 (docs/cockpit.md), each GET under /lgbsmp/api/v1 with an optional
 * `?city=` (a province user narrowing to one of the 11 cities):
 *   lgbcount → cadres by kind and city     lgbNyCount → cadres by year of retirement
 *   workStatistics/sss → work records by month and kind     monitoring-center → every area's key figures
 * Any signed-in user may ask, like the home page's figures: every count is limited to their data scope and to
 * the kinds of record their roles may view.
 */
import type { AreaDeps } from '../../areas.ts';
import { API } from '../../engine/api.ts';
import type { Ctx, Router } from '../../http/router.ts';
import { cityOf, type Counting } from './cockpitCounts.ts';
import { lgbcount } from './lgbcount.ts';
import { lgbNyCount } from './lgbNyCount.ts';
import { monitoringCenter } from './monitoringCenter.ts';
import { workStatisticsSss } from './workStatisticsSss.ts';

export function cockpitRoutes(router: Router, deps: AreaDeps): void {
  const counting = (ctx: Ctx): Counting => ({ db: deps.db, principal: ctx.principal!, city: cityOf(ctx.query.get('city')) });
  router.get(`${API}/lgbcount`, (ctx) => lgbcount(counting(ctx)));
  router.get(`${API}/lgbNyCount`, (ctx) => lgbNyCount(counting(ctx)));
  router.get(`${API}/workStatistics/sss`, (ctx) => workStatisticsSss(counting(ctx)));
  router.get(`${API}/monitoring-center`, (ctx) => monitoringCenter(counting(ctx)));
}
