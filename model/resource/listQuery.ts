/**
 * The keys of a list's query (docs/api.md), for the browser that writes them and the server that reads
 * them: one per search field (`field_from`/`field_to` for a range), the page and the order, the
 * reviewer's queue of a reviewed lifecycle (`queue=review`) and the fields the records are sent with.
 */
import { listFields } from './fields.ts';
import type { FieldDef, ResourceDef } from './types.ts';

/** The page and the order: `current`/`size` as the browser sends them, `currentPage`/`pageSize` as the spec's calls do. */
export const PAGE_KEYS = ['current', 'size', 'currentPage', 'pageSize', 'sort'] as const;

/** A reviewed list's key for the reviewer's queue; its one value is `review`. */
export const QUEUE_KEY = 'queue';

/**
 * The fields each record of the page is sent with, by name and comma-separated (`fields=name,gender`); absent,
 * every field. The audit fields (id, version, times, creator) and a lifecycle's reason always come.
 */
export const FIELDS_KEY = 'fields';

/**
 * `fields=@list`: the fields the list page shows (listPageFields), named by the server, so that a list's first
 * page can be asked for before its declaration has reached the browser (src/crud/list/askFirstPage.ts).
 */
export const LIST_PAGE_FIELDS = '@list';

/**
 * What a list page shows of its records: every column it may show (hidden ones too, so that showing one
 * needs no new request), the title its row actions name, and the state they depend on.
 */
export function listPageFields(def: ResourceDef): string[] {
  return [...new Set([def.titleField, ...(def.lifecycle ? [def.lifecycle.field] : []), ...listFields(def).map((f) => f.name)])];
}

/** The query keys a search field fills. */
export function filterKeys(field: FieldDef): string[] {
  return field.search === 'range' ? [`${field.name}_from`, `${field.name}_to`] : [field.name];
}

/** Every key a declaration's list understands. */
export function listQueryKeys(def: ResourceDef): Set<string> {
  const keys = new Set<string>([...PAGE_KEYS, FIELDS_KEY]);
  if (def.lifecycle?.review) keys.add(QUEUE_KEY);
  for (const field of def.fields) if (field.search) for (const key of filterKeys(field)) keys.add(key);
  return keys;
}
