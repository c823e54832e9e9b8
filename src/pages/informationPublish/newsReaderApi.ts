/** The phone page's calls (docs/informationPublish.md): published news, pinned first; one item, counting a view. */
import type { Page } from '../../../model/wire.ts';
import { http } from '../../http/client.ts';

export interface NewsItem {
  id: string;
  headline: string;
  newsColumnLabel: string;
  source: string | null;
  orgIdName: string | null;
  cover: string | null;
  context: string;
  isTop: boolean;
  publishTime: string;
  viewCount: number;
}

const BASE = '/lgbsmp/api/v1/newsTrendsApp';

export function newsPage(current: number, size: number, signal?: AbortSignal): Promise<Page<NewsItem>> {
  return http.get<Page<NewsItem>>(BASE, { params: { current, size }, signal });
}

export function newsItem(id: string, signal?: AbortSignal): Promise<NewsItem> {
  return http.get<NewsItem>(`${BASE}/${encodeURIComponent(id)}`, { signal });
}
