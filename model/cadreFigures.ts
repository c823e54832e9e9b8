/**
 * The archive's statistics as GET cadreStatistics answers them (server/areas/cadre/statistics): every figure
 * carries the query string of its own drill-down, so the browser never rebuilds a filter.
 */
export interface Figure {
  key: string;
  label: string;
  count: number;
  /** Query string of GET /lgbsmp/api/v1/cadre listing exactly these people; null when filters cannot say it. */
  query: string | null;
  /** Query string of GET /lgbsmp/api/v1/cadreStatistics/{dimension}/list for the same people (always). */
  drill: string;
}

/** `Dimension`: the browser names the dimensions it asks for (statisticsApi.ts DIMENSIONS). */
export interface DimensionFigures<Dimension extends string = string> {
  dimension: Dimension;
  label: string;
  total: Figure;
  /** Cross tables (retirementSex): cells keyed `row:column`. */
  groups: Figure[];
  /** Cross tables: the row and column totals. */
  rows?: Figure[];
  columns?: Figure[];
}
