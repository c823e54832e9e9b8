/** Statistics of the archive (basicStatistics, tabulateStatistics, statisticAnalysis, statisticalAnalysis/*). */
import { zh } from '../../../../model/i18n/index.ts';
import type { AreaDeps } from '../../../areas.ts';
import { API } from '../../../engine/routes.ts';
import { businessError } from '../../../http/errors.ts';
import type { Ctx, Router } from '../../../http/router.ts';
import type { CellValue } from '../../../xlsx/index.ts';
import { CODES, requireAll } from '../permissions.ts';
import { sendXlsx } from '../sendXlsx.ts';
import type { DimensionFigures } from '../../../../model/cadreFigures.ts';
import { countStatistics } from './countStatistics.ts';
import { DIMENSIONS, dimensionByName } from './dimensions.ts';
import { drillDown } from './drillDown.ts';

function dimensionOf(ctx: Ctx) {
  const dim = dimensionByName(ctx.params.dimension!);
  if (!dim) throw businessError(zh('cadre.badDimension', { name: ctx.params.dimension!.slice(0, 40) }), 400);
  return dim;
}

function* sheetRows(figures: DimensionFigures[]): Generator<CellValue[]> {
  for (const f of figures) {
    for (const g of f.groups) yield [f.label, g.label, g.count];
    for (const r of f.rows ?? []) yield [f.label, r.label, r.count];
    for (const c of f.columns ?? []) yield [f.label, c.label, c.count];
    yield [f.label, f.total.label, f.total.count];
  }
}

const COLUMNS = [{ header: '统计维度', width: 28 }, { header: '分组', width: 30 }, { header: '人数', width: 12 }];

export function statisticsRoutes(router: Router, deps: AreaDeps): void {
  const base = `${API}/cadreStatistics`;
  const view = [CODES.statistics];
  router.get(base, requireAll(view, async (ctx) => ({ dimensions: await countStatistics(deps, ctx.principal!, DIMENSIONS, ctx.query) })));
  router.get(`${base}/export`, requireAll([CODES.statisticsExport], async (ctx) => {
    await sendXlsx(ctx, '离退休干部统计.xlsx', '统计', COLUMNS, sheetRows(await countStatistics(deps, ctx.principal!, DIMENSIONS, ctx.query)));
  }));
  router.get(`${base}/{dimension}`, requireAll(view, async (ctx) => (await countStatistics(deps, ctx.principal!, [dimensionOf(ctx)], ctx.query))[0]));
  router.get(`${base}/{dimension}/list`, requireAll([CODES.statistics, 'cadre_view'], (ctx) => drillDown(deps, ctx.principal!, dimensionOf(ctx), ctx.query)));
  router.get(`${base}/{dimension}/export`, requireAll([CODES.statisticsExport], async (ctx) => {
    const dim = dimensionOf(ctx);
    await sendXlsx(ctx, `离退休干部统计-${dim.label}.xlsx`, '统计', COLUMNS, sheetRows(await countStatistics(deps, ctx.principal!, [dim], ctx.query)));
  }));
}
