/** The party branches' own views (server/areas/vanguard/branchViews.ts): 换届 warnings, missing meetings, the dues grid. */
import type { MeetingGaps } from '../../../model/meetingSchedule.ts';
import type { DuesGrid, TermDueBranch } from '../../../model/partyBranchViews.ts';
import { http } from '../../http/client.ts';

const BASE = '/lgbsmp/api/v1/vanguard';

export function termDue(signal: AbortSignal): Promise<{ days: number; records: TermDueBranch[] }> {
  return http.get(`${BASE}/branchTermDue`, { signal });
}

export function meetingGaps(branchId: string, year: number, signal: AbortSignal): Promise<MeetingGaps> {
  return http.get(`${BASE}/meetingGaps`, { params: { branchId, year }, signal });
}

export function duesGrid(branchId: string, year: number, signal: AbortSignal): Promise<DuesGrid> {
  return http.get(`${BASE}/duesGrid`, { params: { branchId, year }, signal });
}
