/**
 * The party branches of 银龄先锋 (issue 20, docs/vanguard.md): their records run on the engine with the
 * hooks installed here, and three views of their own under /vanguard.
 */
import { resourceByName } from '../../../model/resources/index.ts';
import type { AreaDeps } from '../../areas.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { API } from '../../engine/routes.ts';
import type { Router } from '../../http/router.ts';
import { branchHooks } from './branchHooks.ts';
import { duesGrid, meetingGaps, termDueBranches } from './branchViews.ts';
import { duesHooks } from './duesHooks.ts';
import { memberHooks } from './memberHooks.ts';
import { attendanceItemHooks, meetingHooks } from './meetingHooks.ts';

export function vanguardBranchRoutes(router: Router, deps: AreaDeps): void {
  registerHooks('partyBranch', branchHooks);
  registerHooks('partyMember', memberHooks);
  registerHooks('meetingAttendance', meetingHooks);
  registerHooks('meetingAttendanceItem', attendanceItemHooks);
  registerHooks('partyDues', duesHooks);
  const view = (name: string) => resourceByName(name)!.permissions.view;
  router.get(`${API}/vanguard/branchTermDue`, (ctx) => termDueBranches(deps.db, ctx.principal!, ctx.query), { permission: view('partyBranch') });
  router.get(`${API}/vanguard/meetingGaps`, (ctx) => meetingGaps(deps.db, ctx.principal!, ctx.query), { permission: view('meetingAttendance') });
  router.get(`${API}/vanguard/duesGrid`, (ctx) => duesGrid(deps.db, ctx.principal!, ctx.query), { permission: view('partyDues') });
}
