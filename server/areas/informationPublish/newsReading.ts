/**
 * 新闻动态（移动端） (`newsTrendsApp`): published news as a reader sees it, pinned first, newest next, within the
 * reader's data scope as every list; opening one counts a view. The admin list (`newsTrends`) counts none.
 */
import { zh } from '../../../model/i18n/index.ts';
import { newsTrends } from '../../../model/resources/newsTrends.ts';
import type { Page } from '../../../model/wire.ts';
import type { Principal } from '../auth/principal.ts';
import { parseListQuery } from '../../engine/listQuery.ts';
import type { ReadDeps } from '../../engine/read.ts';
import { selectList, toRecord, type WireRecord } from '../../engine/records.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';
import { pageOf } from '../../db/pageOf.ts';

const PUBLISHED = `t.del_flag = 0 AND t.status = '1'`;

/** A page of published news; `newsColumn` and `headline` filter as on the admin list. */
export async function readNewsPage(deps: ReadDeps, principal: Principal, query: URLSearchParams): Promise<Page<WireRecord>> {
  const p = new SqlParams();
  const q = parseListQuery(newsTrends, query, p);
  const where = [PUBLISHED, scopeSql(newsTrends, principal, p), ...q.where].join(' AND ');
  const page = await pageOf(deps.db, { columns: selectList(newsTrends), from: `FROM news_trend t WHERE ${where}`, order: 't.is_top DESC, t.publish_time DESC, t.id' }, p.values, q);
  const label = await deps.dictionaries.labeller();
  return { ...page, records: page.records.map((r) => toRecord(newsTrends, r, { label })) };
}

/** One published news item, its view counted; absent (该Id查询结果为空) when unpublished or out of scope. */
export async function readNews(deps: ReadDeps, principal: Principal, id: string): Promise<WireRecord> {
  const p = new SqlParams();
  const where = `t.id = ${p.add(id)} AND ${PUBLISHED} AND ${scopeSql(newsTrends, principal, p)}`;
  // A view is not an edit: neither the version nor the update time moves, so an open form is not made stale.
  const counted = await deps.db.query<{ id: string }>(`UPDATE news_trend t SET view_count = view_count + 1 WHERE ${where} RETURNING t.id`, p.values);
  if (!counted.length) throw businessError(zh('empty.noResultForId'));
  const q = new SqlParams();
  const [row] = await deps.db.query(`SELECT ${selectList(newsTrends)} FROM news_trend t WHERE t.id = ${q.add(id)}`, q.values);
  return toRecord(newsTrends, row!, { label: await deps.dictionaries.labeller() });
}
