/**
 * 三会一课 (domain.md §5, [POL-3h]): which meetings of the org_life_type dictionary a branch must hold, and
 * how often: 支部党员大会 and 党课 each quarter, 支委会 and 党小组会 each month. Shared by the server's
 * missing-meeting view and its page, with the view's answer.
 */

export type Frequency = 'quarter' | 'month';

/** 支委会 of the org_life_type dictionary: a meeting of the committee, whose members alone are expected. */
export const COMMITTEE_MEETING = '2';
/** 书记 and 委员 of the party_member_role dictionary. */
export const COMMITTEE_ROLES: readonly string[] = ['1', '2'];

export const REQUIRED_MEETINGS: readonly { readonly type: string; readonly every: Frequency }[] = [
  { type: '1', every: 'quarter' },
  { type: '2', every: 'month' },
  { type: '3', every: 'month' },
  { type: '4', every: 'quarter' },
];

/** held: at least one meeting; missing: none and the period is over; pending: none yet, the period not over. */
export type PeriodState = 'held' | 'missing' | 'pending';

export interface MeetingPeriod {
  /** 1-12 for months, 1-4 for quarters. */
  readonly period: number;
  readonly held: number;
  readonly state: PeriodState;
}

export interface MeetingGaps {
  readonly branchId: string;
  readonly partyName: string;
  readonly year: number;
  readonly rows: readonly { readonly meetingType: string; readonly every: Frequency; readonly periods: readonly MeetingPeriod[]; readonly missing: number }[];
}

/** The first and last month (1-12) of a period. */
export function periodMonths(every: Frequency, period: number): [number, number] {
  return every === 'month' ? [period, period] : [period * 3 - 2, period * 3];
}

export function periodState(held: number, year: number, lastMonth: number, today: string): PeriodState {
  if (held > 0) return 'held';
  const ended = `${year}-${String(lastMonth).padStart(2, '0')}` < today.slice(0, 7);
  return ended ? 'missing' : 'pending';
}
