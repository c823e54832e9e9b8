/** 活动统计's and 活动中心汇总's endpoints: their figures, and the same figures as an .xlsx (the pages' 导出). */
import type { ActivityRow, ActivityStatistics, CentreSummary } from '../../../model/activityStatistics.ts';
import type { AreaDeps } from '../../areas.ts';
import { API } from '../../engine/api.ts';
import type { Router } from '../../http/router.ts';
import type { CellValue } from '../../xlsx/index.ts';
import { requireAll } from '../cadre/permissions.ts';
import { sendXlsx } from '../cadre/sendXlsx.ts';
import { activityStatistics, activityYearOf } from './activityStatistics.ts';
import { centreSummary } from './centreSummary.ts';

/** The pages' codes (model/menu/groups/enjoyLife.ts: a page's path with '_' for '/', and its action). */
export const CENTRE_VIEW_CODES = {
  statistics: 'enjoyLife_activitystatistics_view',
  statisticsExport: 'enjoyLife_activitystatistics_export',
  summary: 'enjoyLife_activityCenteCollection_view',
  summaryExport: 'enjoyLife_activityCenteCollection_export',
} as const;

const STAT_COLUMNS = [{ header: '分组', width: 10 }, { header: '名称', width: 28 }, { header: '活动数', width: 10 }, { header: '报名人次', width: 10 }, { header: '签到人次', width: 10 }];
const SUMMARY_COLUMNS = [
  { header: '单位', width: 24 }, { header: '活动中心', width: 10 }, { header: '活动室', width: 10 }, { header: '容纳人数', width: 10 },
  { header: '活动团队', width: 10 }, { header: '团队人员', width: 10 }, { header: '本年活动', width: 10 },
];

function* statRows(s: ActivityStatistics): Generator<CellValue[]> {
  const rows = (group: string, list: ActivityRow[]) => list.map((r): CellValue[] => [group, r.label, r.activities, r.enrolled, r.attended]);
  yield* rows('月份', s.months);
  yield* rows('活动类型', s.types);
  yield* rows('活动中心', s.centres);
  yield ['合计', `${s.year}年`, s.total.activities, s.total.enrolled, s.total.attended];
}

function* summaryRows(s: CentreSummary): Generator<CellValue[]> {
  for (const r of s.rows) yield [r.orgName, r.centres, r.rooms, r.capacity, r.teams, r.members, r.activities];
  yield ['合计', s.total.centres, s.total.rooms, s.total.capacity, s.total.teams, s.total.members, s.total.activities];
}

export function centreStatisticsRoutes(router: Router, deps: AreaDeps): void {
  const statistics = async (query: URLSearchParams, principal: Parameters<typeof activityStatistics>[1]) => {
    const label = await deps.dictionaries.labeller();
    return activityStatistics(deps.db, principal, activityYearOf(query.get('year')), (code) => label('activity_type', code));
  };
  const base = `${API}/enjoyLife`;
  router.get(`${base}/activityStatistics`, requireAll([CENTRE_VIEW_CODES.statistics], (ctx) => statistics(ctx.query, ctx.principal!)));
  router.get(`${base}/activityStatistics/export`, requireAll([CENTRE_VIEW_CODES.statisticsExport], async (ctx) => {
    const figures = await statistics(ctx.query, ctx.principal!);
    await sendXlsx(ctx, `活动统计（${figures.year}年）.xlsx`, '活动统计', STAT_COLUMNS, statRows(figures));
  }));
  router.get(`${base}/activityCentreSummary`, requireAll([CENTRE_VIEW_CODES.summary], (ctx) => centreSummary(deps.db, ctx.principal!)));
  router.get(`${base}/activityCentreSummary/export`, requireAll([CENTRE_VIEW_CODES.summaryExport], async (ctx) => {
    const summary = await centreSummary(deps.db, ctx.principal!);
    await sendXlsx(ctx, `活动中心汇总（${summary.year}年）.xlsx`, '活动中心汇总', SUMMARY_COLUMNS, summaryRows(summary));
  }));
}
