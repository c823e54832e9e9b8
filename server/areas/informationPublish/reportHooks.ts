/**
 * 信息报送's adoption: a report adopted (采用) becomes a 新闻动态 draft of the adopter's bureau, in the move's
 * transaction, linked from the report (`newsId`, 转为新闻). The draft is the bureau's to edit, publish or
 * delete; its source names the reporting unit, and the adopter is logged as its creator.
 */
import { newsTrends } from '../../../model/resources/newsTrends.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { logOperation } from '../../engine/oplog.ts';
import { newId } from '../../engine/write.ts';

/** 工作动态, the news column of what units report. */
const REPORT_COLUMN = '1';

export function registerReportHooks(): void {
  registerHooks('workReport', {
    async afterWrite(ctx, op, record) {
      if (op !== 'transition' || record.status !== 'adopted' || record.newsId) return;
      const id = newId();
      const news = {
        headline: String(record.title),
        newsColumn: REPORT_COLUMN,
        source: String(record.orgIdName ?? ''),
        orgId: ctx.principal.deptId,
        context: String(record.content),
      };
      await ctx.tx.query(
        `INSERT INTO news_trend (id, headline, news_column, source, org_id, context, create_by, update_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [id, news.headline, news.newsColumn, news.source, news.orgId, news.context, ctx.principal.userId],
      );
      await ctx.tx.query(`UPDATE work_report SET news_id = $1 WHERE id = $2`, [id, record.id]);
      if (!ctx.actor) throw new Error('reportHooks: a move without its actor');
      await logOperation(ctx.tx, ctx.actor, {
        resource: newsTrends.name,
        recordId: id,
        action: 'create',
        title: news.headline,
        changes: Object.fromEntries(Object.entries(news).map(([k, v]) => [k, [null, v]])),
      });
    },
  });
}
