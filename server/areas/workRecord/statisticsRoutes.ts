/** 工作统计's endpoints: the figures of a year, and the same figures as an .xlsx. */
import { pick } from '../../../model/i18n/index.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { WorkRecordStatistics } from '../../../model/workRecordStatistics.ts';
import type { AreaDeps } from '../../areas.ts';
import { API } from '../../engine/api.ts';
import type { Router } from '../../http/router.ts';
import type { CellValue } from '../../xlsx/index.ts';
import { requireAll } from '../cadre/permissions.ts';
import { sendXlsx } from '../cadre/sendXlsx.ts';
import { workRecordStatistics, yearOf } from './statistics.ts';

/** The page's codes (model/menu/groups/workRecord.ts). */
export const STATISTICS_CODES = { view: 'workRecord_statistics_view', export: 'workRecord_statistics_export' } as const;

const MONTHS = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);
const COLUMNS = [{ header: '类别', width: 16 }, ...MONTHS.map((header) => ({ header, width: 8 })), { header: '合计', width: 10 }, { header: '金额（元）', width: 14 }];

/** The page's first table as rows: each kind's counts by month, the year's count and money; then the stays in hospital and the trips under way. */
function* sheetRows(s: WorkRecordStatistics): Generator<CellValue[]> {
  for (const kind of s.kinds) {
    yield [pick('zh-CN', resourceByName(kind.resource)!.label), ...kind.months.map((m) => m.count), kind.total.count, Number(kind.total.money)];
  }
  yield ['在院人数', ...MONTHS.map(() => null), s.inHospital.count, null];
  yield ['出境未归', ...MONTHS.map(() => null), s.abroad.count, null];
}

export function statisticsRoutes(router: Router, deps: AreaDeps): void {
  const base = `${API}/workRecordStatistics`;
  router.get(base, requireAll([STATISTICS_CODES.view], (ctx) => workRecordStatistics(deps.db, ctx.principal!, yearOf(ctx.query.get('year')))));
  router.get(`${base}/export`, requireAll([STATISTICS_CODES.export], async (ctx) => {
    const figures = await workRecordStatistics(deps.db, ctx.principal!, yearOf(ctx.query.get('year')));
    await sendXlsx(ctx, `工作记录统计（${figures.year}年）.xlsx`, '统计', COLUMNS, sheetRows(figures));
  }));
}
