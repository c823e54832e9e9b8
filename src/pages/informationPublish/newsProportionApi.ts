/** `static/news/proportion`: the share of published news in scope by organisation and by column. */
import type { NewsProportion } from '../../../model/newsProportion.ts';
import { http } from '../../http/client.ts';

export const newsProportion = (signal?: AbortSignal) => http.get<NewsProportion>('/lgbsmp/api/v1/static/news/proportion', { signal });
