/**
 * 工作统计 on the wire (GET workRecordStatistics?year=): the year's work records within the user's scope.
 * Every figure names the list that shows exactly its records, a resource and that list's filters, so that a
 * number and its drill-down are the same query of the engine and cannot disagree.
 */

export interface WorkFigure {
  count: number;
  /** Money given, yuan with two decimals (慰问金, 帮扶金额); "0.00" where the kind gives none. */
  money: string;
  /** The list that shows these records: its resource and its query's filters; null where no one list can. */
  list: { resource: string; filter: string } | null;
}

/** One kind of work record over the year: a figure per month (January first) and the year's. */
export interface WorkKindFigures {
  resource: string;
  months: WorkFigure[];
  total: WorkFigure;
}

/** One organisation below the user's: a figure per kind (in the order of `kinds`) and its visits in all. */
export interface WorkOrgFigures {
  orgId: string;
  orgName: string;
  kinds: WorkFigure[];
}

export interface WorkRecordStatistics {
  year: number;
  /** The six kinds of visit, then 困难帮扶. */
  kinds: WorkKindFigures[];
  /** Visits of every kind by month (no one list shows them all: no drill-down). */
  visitsByMonth: WorkFigure[];
  orgs: WorkOrgFigures[];
  /** Hospital stays not yet discharged, whatever their year. */
  inHospital: WorkFigure;
  /** Trips abroad under way (departed, not yet closed on return), whatever their year. */
  abroad: WorkFigure;
}

/** Figures added up: counts, and money summed in cents so that the yuan are exact. */
export function sumFigures(figures: readonly Pick<WorkFigure, 'count' | 'money'>[]): { count: number; money: string } {
  const cents = figures.reduce((n, f) => n + Math.round(Number(f.money) * 100), 0);
  return { count: figures.reduce((n, f) => n + f.count, 0), money: (cents / 100).toFixed(2) };
}
