/**
 * The calls of dictionary management (docs/api.md, "Dictionaries"): types by their code under
 * `dictionary/types`, items by their id under `dictionary/items`.
 */
import { resourceApi } from '../../../http/api/resource.ts';

export interface DictItemRecord {
  [key: string]: unknown;
  id: string;
  typeCode: string;
  code: string;
  label: string;
  parentCode: string | null;
  sort: number;
  enabled: boolean;
  isCommonlyUsed: boolean;
  builtin: boolean;
}

export interface DictTypeRecord {
  [key: string]: unknown;
  /** Lists answer the code as `id` too (the table's row key). */
  id?: string;
  code: string;
  name: string;
  remarks: string | null;
  sort: number;
  enabled: boolean;
  builtin: boolean;
  itemCount: number;
  /** One type read by its code comes with every item. */
  items?: DictItemRecord[];
}

export const dictTypeApi = resourceApi<DictTypeRecord>('dictionary/types');
export const dictItemApi = resourceApi<DictItemRecord>('dictionary/items');
