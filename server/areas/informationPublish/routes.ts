/**
 * 信息发布 (information publishing, issue 23). News runs on the engine (`newsTrends`); this area adds the
 * spec's other calls on it:
 *   GET  newsTrendsApp            published news for the phone page, pinned first
 *   GET  newsTrendsApp/{id}       one published news item; counts a view
 *   PUT  toTop/{id}               { isTop, version }: pins or unpins news (the engine's update of that field)
 *   GET  static/news/proportion   the share of published news by organisation and by column, in scope
 */
import { newsTrends } from '../../../model/resources/newsTrends.ts';
import type { AreaDeps } from '../../areas.ts';
import { API } from '../../engine/api.ts';
import { actorOf, objectBody } from '../../engine/requestParts.ts';
import { updateRecord } from '../../engine/write.ts';
import type { Router } from '../../http/router.ts';
import { newsProportion } from './newsProportion.ts';
import { readNews, readNewsPage } from './newsReading.ts';

/** The phone page's code (a page's code is its path with '_' for '/', and '_view'). */
export const NEWS_READER = 'informationPublish_newsTrendH5_view';

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
}
