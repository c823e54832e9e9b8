/** 回收站 (appman): deleted cadres in the user's scope, each with how many records of each kind its archive holds. */
import type { Page } from '../../../../model/wire.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { http } from '../../../http/client.ts';
import type { Params } from '../../../http/query.ts';

/** GET cadreAppman (the cadre list's filters apply): records with `deletedAt`, `deletedByName` and `subRecords: { cadreFamily: 1, … }`. */
export function deletedCadres(query: Params, signal?: AbortSignal): Promise<Page<WireRecord>> {
  return http.get<Page<WireRecord>>('/lgbsmp/api/v1/cadreAppman', { params: query, signal });
}
