/**
 * GET workStatistics/sss: the work records of the user's scope (and of `?city=`) over 12 months up to the latest with records (endMonth): the
 * six kinds of visit and hardship help (the kinds 工作统计 counts, server/areas/workRecord/statistics.ts), by
 * month and by kind. Kinds the user may not view are left out.
 */
import type { WorkStatisticsSss } from '../../../model/cockpit.ts';
import { COUNTED } from '../workRecord/statistics.ts';
import { countByMonth, endMonth, lastMonths, mayView, type Counting } from './cockpitCounts.ts';

export async function workStatisticsSss(c: Counting): Promise<WorkStatisticsSss> {
  const kinds = COUNTED.filter((k) => mayView(c.principal, k.def));
  const months = lastMonths(await endMonth(c, kinds.map((k) => [k.def, k.date] as const)));
  const perKind = await Promise.all(kinds.map((k) => countByMonth(c, k.def, k.date, months)));
  return {
    months: months.map((month, m) => ({ month, count: perKind.reduce((n, counts) => n + counts[m]!, 0) })),
    byKind: kinds.map((k, i) => ({ resource: k.def.name, label: k.def.label, count: perKind[i]!.reduce((n, v) => n + v, 0) })),
  };
}
