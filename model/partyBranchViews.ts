/** The answers of the party branches' own views (server/areas/vanguard/branchViews.ts): the 换届 warning list and the dues grid. */

/** A branch whose leadership is due to change (换届) within the warning window, or overdue. */
export interface TermDueBranch {
  readonly id: string;
  readonly partyName: string;
  readonly orgId: string;
  readonly orgName: string | null;
  readonly dateForChangingLeaders: string;
  /** Days from today; negative when overdue. */
  readonly daysLeft: number;
}

/** One member's row of a branch's dues grid: the twelve months of the year, null where nothing is recorded. */
export interface DuesGridRow {
  readonly cadreId: string;
  readonly cadreName: string;
  readonly status: string;
  readonly months: readonly ({ readonly amount: number; readonly dueAmount: number; readonly paid: boolean; readonly exempt: boolean } | null)[];
  readonly paidTotal: number;
}

export interface DuesGrid {
  readonly branchId: string;
  readonly partyName: string;
  readonly year: number;
  readonly rows: readonly DuesGridRow[];
  /** Paid per month, and the year's total. */
  readonly monthTotals: readonly number[];
  readonly total: number;
}
