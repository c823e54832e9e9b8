/**
 * The home page's figures (src/pages/home):
 *   GET /lgbsmp/api/v1/home/summary → counts within the user's data scope, latest published documents
 * Any signed-in user may ask; each figure is limited to what their roles may view.
 */
import type { AreaDeps } from '../../areas.ts';
import type { Router } from '../../http/router.ts';
import { homeSummary } from './homeSummary.ts';

export function homeRoutes(router: Router, deps: AreaDeps): void {
  router.get('/lgbsmp/api/v1/home/summary', (ctx) => homeSummary(deps, ctx.principal!));
}
