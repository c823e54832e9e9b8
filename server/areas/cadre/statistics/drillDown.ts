/**
 * The people behind one figure: the same filters, scope and key expression as the count, as a page of
 * the cadre list. `group` is a figure's key ('*' the total, `row:*` and `*:column` a cross table's totals).
 */
import { zh } from '../../../../model/i18n/index.ts';
import { todayCst } from '../../../../model/resources/cadreDates.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import type { Page } from '../../../../model/wire.ts';
import type { Principal } from '../../auth/principal.ts';
import { selectList, toRecord, type WireRecord } from '../../../engine/records.ts';
import { businessError } from '../../../http/errors.ts';
import { NONE, type StatisticsDeps } from './countStatistics.ts';
import type { Dimension } from './dimensions.ts';
import { statisticsQuery } from './statisticsQuery.ts';
import { pageOf } from '../../../db/pageOf.ts';

export async function drillDown(deps: StatisticsDeps, principal: Principal, dim: Dimension, query: URLSearchParams): Promise<Page<WireRecord>> {
  const group = query.get('group') ?? '*';
  const q = statisticsQuery(principal, query);
  const conditions = dim.baseSql ? [dim.baseSql] : [];
  // The key expression adds parameters of its own: written only when a condition uses it.
  const key = () => dim.keySql(q.p, todayCst());
  if (group === NONE) conditions.push(`(${key()}) IS NULL`);
  else if (dim.cross && group.endsWith(':*')) conditions.push(`(${key()}) LIKE ${q.p.add(group.slice(0, -1) + '%')}`);
  else if (dim.cross && group.startsWith('*:')) conditions.push(`(${key()}) LIKE ${q.p.add('%' + group.slice(1))}`);
  else if (group !== '*') {
    if (group.length > 40) throw businessError(zh('empty.noResult'), 400);
    conditions.push(`(${key()}) = ${q.p.add(group)}`);
  }
  const where = [q.where, ...conditions].join(' AND ');
  const def = resourceByName('cadre')!;
  const page = await pageOf(deps.db, { columns: selectList(def), from: `FROM cadre t WHERE ${where}`, order: q.list.orderBy, key: 't.id', fewMatches: q.list.fewMatches }, q.p.values, q.list);
  const label = await deps.dictionaries.labeller();
  return { ...page, records: page.records.map((r) => toRecord(def, r, { label })) };
}
