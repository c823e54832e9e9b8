/**
 * The calls of dictionary management (docs/api.md, "Dictionaries"): types by their code under
 * `dictionary/types`, items by their id under `dictionary/items`.
 */
import type { DictItem } from '../../../../model/dictionaries.ts';
import { resourceApi } from '../../../http/api/resource.ts';

/** An item as management lists it: what every browser reads of it (model/dictionaries.ts), and more. */
export interface DictItemRecord extends DictItem {
  [key: string]: unknown;
  id: string;
  typeCode: string;
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
