/**
 * 银龄乐享's activity centres and activities (issue 22, docs/enjoyLife.md "活动中心与活动"): their records run on
 * the engine with the hooks installed here; 活动统计 and 活动中心汇总 are views of their own.
 */
import type { AreaDeps } from '../../areas.ts';
import { registerHooks } from '../../engine/hooks.ts';
import type { Router } from '../../http/router.ts';
import { appointmentHooks } from './appointmentHooks.ts';
import { activityHooks, announcementHooks, centerHooks, roomHooks, teamHooks, teamMemberHooks } from './centreHooks.ts';
import { centreStatisticsRoutes } from './centreStatisticsRoutes.ts';
import { enrolmentHooks } from './enrolmentHooks.ts';

export function enjoyLifeCentreRoutes(router: Router, deps: AreaDeps): void {
  registerHooks('activityCenter', centerHooks);
  registerHooks('activityRoom', roomHooks);
  registerHooks('activityTeam', teamHooks);
  registerHooks('activityTeamMember', teamMemberHooks);
  registerHooks('activityAnnouncement', announcementHooks);
  registerHooks('activityAppointment', appointmentHooks);
  registerHooks('activity', activityHooks);
  registerHooks('activityEnrolment', enrolmentHooks);
  centreStatisticsRoutes(router, deps);
}
