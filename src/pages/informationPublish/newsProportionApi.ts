/** `static/news/proportion`: the share of published news in scope by organisation and by column. */
import { http } from '../../http/client.ts';

export interface Share {
  code: string;
  name: string;
  count: number;
  percent: number;
}

export interface NewsProportion {
  total: number;
  byOrg: Share[];
  byColumn: Share[];
}

export const newsProportion = (signal?: AbortSignal) => http.get<NewsProportion>('/lgbsmp/api/v1/static/news/proportion', { signal });
