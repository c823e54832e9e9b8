/** The answers of 银龄乐享's own views (server/areas/enjoyLife): the campus summary (智慧校园) and the points balances. */

/** One university's figures: its courses and students as they stand. Money in yuan. */
export interface CampusSummaryRow {
  readonly id: string;
  readonly universityName: string;
  readonly orgName: string | null;
  readonly disciplines: number;
  readonly courses: number;
  /** Courses 在读 (not finished). */
  readonly activeCourses: number;
  readonly plannedEnrollment: number;
  readonly limitNum: number;
  /** Students not refunded. */
  readonly enrolled: number;
  /** Students not refunded, by 学员类型: 离休人员, 退休人员, 其他人员. */
  readonly retiredEarly: number;
  readonly retired: number;
  readonly others: number;
  readonly paid: number;
  readonly refunded: number;
  /** Fees of the students who paid and were not refunded. */
  readonly feesReceived: number;
}

export interface CampusSummary {
  readonly rows: readonly CampusSummaryRow[];
  readonly total: Omit<CampusSummaryRow, 'id' | 'universityName' | 'orgName'>;
}

/** A cadre's points: the sum of their ledger, and their place among their organisation's cadres. */
export interface IntegralBalance {
  readonly cadreId: string;
  readonly cadreName: string;
  readonly orgId: string;
  readonly orgName: string | null;
  readonly balance: number;
  readonly entries: number;
  readonly lastTime: string;
  /** 1 for the highest balance of the organisation; equal balances share a place. */
  readonly rankInOrg: number;
}
