/**
 * 信息发布 (information publishing, issue 23). News runs on the engine (`newsTrends`); this area adds the
 * spec's other calls on it:
 *   GET  newsTrendsApp            published news for the phone page, pinned first
 *   GET  newsTrendsApp/{id}       one published news item; counts a view
 *   PUT  toTop/{id}               { isTop, version }: pins or unpins news (the engine's update of that field)
 *   GET  static/news/proportion   the share of published news by organisation and by column, in scope
 * Notices run on the engine too (`notification`); the recipient's and the sender's calls on them
 * (receiptRoutes.ts): notice/message, notification/{detail,sign,receipts,remind}/{id}. Policy documents
 * (`policyDocument`, the liaison area's) have the same receipts: policy/message,
 * policyDocument/{detail,sign,receipts,remind}/{id}.
 * 信息报送 (workReport), 重要会议 (prevent), 公勺公筷 (spoon) and 每日播报 (dailybroadcast) are the engine's; adopting
 * a report makes a news draft of it (reportHooks.ts). And the drafts of them all:
 *   GET  drafts                       草稿箱: every unpublished item the user may see, one list
 */
import { newsTrends } from '../../../model/resources/newsTrends.ts';
import type { AreaDeps } from '../../areas.ts';
import { API } from '../../engine/api.ts';
import { actorOf, objectBody } from '../../engine/requestParts.ts';
import { updateRecord } from '../../engine/write.ts';
import type { Router } from '../../http/router.ts';
import { draftList } from './drafts.ts';
import { newsProportion } from './newsProportion.ts';
import { readNews, readNewsPage } from './newsReading.ts';
import { NOTICE_RECEIPTS, POLICY_RECEIPTS } from './receiptKinds.ts';
import { receiptRoutes } from './receiptRoutes.ts';
import { registerReportHooks } from './reportHooks.ts';

/** The phone page's code (a page's code is its path with '_' for '/', and '_view'). */
export const NEWS_READER = 'informationPublish_newsTrendH5_view';
/** 草稿箱's code. */
export const DRAFTS = 'informationPublish_drafts_view';

export function informationPublishRoutes(router: Router, deps: AreaDeps): void {
  const perm = newsTrends.permissions;
  router.get(`${API}/newsTrendsApp`, (ctx) => readNewsPage(deps, ctx.principal!, ctx.query), { permission: NEWS_READER });
  router.get(`${API}/newsTrendsApp/{id}`, (ctx) => readNews(deps, ctx.principal!, ctx.params.id!), { permission: NEWS_READER });
  router.put(
    `${API}/toTop/{id}`,
    async (ctx) => {
      const { isTop, version } = await objectBody(ctx);
      return updateRecord(deps, newsTrends, actorOf(ctx), ctx.params.id!, { isTop: isTop ?? true, version });
    },
    { permission: perm.edit },
  );
  router.get(`${API}/static/news/proportion`, (ctx) => newsProportion(deps, ctx.principal!), { permission: perm.view });

  receiptRoutes(router, deps, NOTICE_RECEIPTS, 'notice/message');
  receiptRoutes(router, deps, POLICY_RECEIPTS, 'policy/message');

  registerReportHooks();
  router.get(`${API}/drafts`, (ctx) => draftList(deps, ctx.principal!, ctx.query), { permission: DRAFTS });
}
