/**
 * Home (src/pages/home), for any signed-in user; what each answer holds is limited to their roles and scope:
 *   GET /lgbsmp/api/v1/home/summary        → counts per resource, latest published documents
 *   GET /lgbsmp/api/v1/home/figures        → cadres by kind, this month's work records and activities, volunteers
 *   GET /lgbsmp/api/v1/home/items          → the kinds of work the user has today, each with its count
 *   GET /lgbsmp/api/v1/home/items/{type}   → one kind's items, paged (its total is that count)
 *   GET /lgbsmp/api/v1/silver/shared       → 共享展示, paged, `kind` narrows it (server/areas/zhijiang/silverShared.ts)
 *   GET /lgbsmp/api/v1/homeShared          → the showcase's latest few, for home's card
 */
import type { AreaDeps } from '../../areas.ts';
import { pageParams } from '../../http/pageParams.ts';
import type { Router } from '../../http/router.ts';
import { HOME_SHARED, silverShared } from '../zhijiang/silverShared.ts';
import { homeFigures } from './homeFigures.ts';
import { homeSummary } from './homeSummary.ts';
import { homeList, homeWork } from './homeWork.ts';

const API = '/lgbsmp/api/v1';

export function homeRoutes(router: Router, deps: AreaDeps): void {
  router.get(`${API}/home/summary`, (ctx) => homeSummary(deps, ctx.principal!));
  router.get(`${API}/home/figures`, (ctx) => homeFigures(deps, ctx.principal!));
  router.get(`${API}/home/items`, (ctx) => homeWork(deps, ctx.principal!));
  router.get(`${API}/home/items/{type}`, (ctx) => homeList(deps, ctx.principal!, ctx.params.type!, pageParams(ctx.query)));
  router.get(`${API}/silver/shared`, (ctx) => silverShared(deps.db, ctx.principal!, pageParams(ctx.query), ctx.query.get('kind')));
  router.get(`${API}/homeShared`, async (ctx) => ({ records: (await silverShared(deps.db, ctx.principal!, { current: 1, size: HOME_SHARED })).records }));
}
