/**
 * 活动统计 and 活动中心汇总 on the wire (GET enjoyLife/activityStatistics?year=, enjoyLife/activityCentreSummary).
 * Every figure names the list that shows exactly its records (a list page and its query's filters), so that a
 * number and its drill-down are the same query of the engine and cannot disagree.
 */

/** Activities of a group, their enrolments and attendance; `filter` selects those activities in 活动管理's list. */
export interface ActivityFigures {
  activities: number;
  enrolled: number;
  attended: number;
  filter: string;
}

/** One row of a table: a month (1–12), a type code or a centre id, with its name. */
export interface ActivityRow extends ActivityFigures {
  key: string;
  label: string;
}

export interface ActivityStatistics {
  year: number;
  total: ActivityFigures;
  months: ActivityRow[];
  types: ActivityRow[];
  centres: ActivityRow[];
}

/** One organisation below the user's (a city, for the province): its centres and what they hold, its whole subtree counted. */
export interface CentreSummaryRow {
  orgId: string;
  orgName: string;
  centres: number;
  rooms: number;
  capacity: number;
  teams: number;
  members: number;
  /** Activities of the current year, cancelled ones left out. */
  activities: number;
  /** Query of the centre list that shows these centres. */
  filter: string;
}

export interface CentreSummary {
  year: number;
  rows: CentreSummaryRow[];
  total: Omit<CentreSummaryRow, 'orgId' | 'orgName' | 'filter'>;
}

/** Where a figure's activities are listed: 活动管理, every centre's activities in the user's scope. */
export const ACTIVITY_LIST_PATH = '/enjoyLife/activity';
export const CENTRE_LIST_PATH = '/enjoyLife/activityCenter';
