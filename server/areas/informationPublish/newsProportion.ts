/**
 * `static/news/proportion`: the share of published news by publishing organisation and by column, within
 * the user's data scope (the engine's scope condition, as every list).
 */
import type { NewsProportion } from '../../../model/newsProportion.ts';
import { newsTrends } from '../../../model/resources/newsTrends.ts';
import type { Principal } from '../auth/principal.ts';
import type { ReadDeps } from '../../engine/read.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';

const percentOf = (count: number, total: number) => (total ? Math.round((count * 1000) / total) / 10 : 0);

export async function newsProportion(deps: ReadDeps, principal: Principal): Promise<NewsProportion> {
  const p = new SqlParams();
  const where = `t.del_flag = 0 AND t.status = '1' AND ${scopeSql(newsTrends, principal, p)}`;
  const [byOrg, byColumn] = await Promise.all([
    deps.db.query<{ code: string; name: string; count: number }>(
      `SELECT t.org_id AS code, o.name, count(*)::int AS count FROM news_trend t JOIN sys_org o ON o.id = t.org_id WHERE ${where} GROUP BY t.org_id, o.name, o.path ORDER BY count(*) DESC, o.path`,
      p.values,
    ),
    deps.db.query<{ code: string; count: number }>(`SELECT t.news_column AS code, count(*)::int AS count FROM news_trend t WHERE ${where} GROUP BY t.news_column ORDER BY count(*) DESC, t.news_column`, p.values),
  ]);
  const total = byOrg.reduce((sum, r) => sum + r.count, 0);
  const label = await deps.dictionaries.labeller();
  return {
    total,
    byOrg: byOrg.map((r) => ({ ...r, percent: percentOf(r.count, total) })),
    byColumn: byColumn.map((r) => ({ code: r.code, name: label('news_column', r.code), count: r.count, percent: percentOf(r.count, total) })),
  };
}
