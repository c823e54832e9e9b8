/**
 * The people a statistics request counts: the cadre list's own filters (the engine's parser, so a figure
 * and its list agree on every filter), the user's data scope (the engine's one scope function), and by
 * default only people on file who count in statistics (status normal or abnormal, statistic flag 1).
 */
import { COUNTED_STATES } from '../../../../model/resources/cadreLifecycle.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import type { Principal } from '../../auth/principal.ts';
import { parseListQuery, type ListQuery } from '../../../engine/listQuery.ts';
import { scopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';

/** Query keys of the statistics endpoints themselves, not filters of the list. */
const OWN_KEYS = ['group'];

export interface StatisticsQuery {
  /** The list filters in force, defaults included: every drill-down query starts from these. */
  filters: URLSearchParams;
  p: SqlParams;
  /** The WHERE condition over `cadre t`. */
  where: string;
  list: ListQuery;
}

export function statisticsQuery(principal: Principal, query: URLSearchParams, extraWhere?: string): StatisticsQuery {
  const filters = new URLSearchParams(query);
  for (const key of OWN_KEYS) filters.delete(key);
  if (!filters.has('status')) filters.set('status', COUNTED_STATES.join(','));
  if (!filters.has('statisticFlag')) filters.set('statisticFlag', '1');
  const p = new SqlParams();
  const def = resourceByName('cadre')!;
  const list = parseListQuery(def, filters, p);
  for (const key of ['current', 'size', 'currentPage', 'pageSize', 'sort', 'token', '_t']) filters.delete(key);
  const where = ['t.del_flag = 0', scopeSql(def, principal, p), ...list.where, ...(extraWhere ? [extraWhere] : [])].join(' AND ');
  return { filters, p, where, list };
}
