/**
 * The keys of a list's query (docs/api.md), for the browser that writes them and the server that reads
 * them: one per search field (`field_from`/`field_to` for a range), the page and the order, and the
 * reviewer's queue of a reviewed lifecycle (`queue=review`).
 */
import type { FieldDef, ResourceDef } from './types.ts';

/** The page and the order: `current`/`size` as the browser sends them, `currentPage`/`pageSize` as the spec's calls do. */
export const PAGE_KEYS = ['current', 'size', 'currentPage', 'pageSize', 'sort'] as const;

/** A reviewed list's key for the reviewer's queue; its one value is `review`. */
export const QUEUE_KEY = 'queue';

/** The query keys a search field fills. */
export function filterKeys(field: FieldDef): string[] {
  return field.search === 'range' ? [`${field.name}_from`, `${field.name}_to`] : [field.name];
}

/** Every key a declaration's list understands. */
export function listQueryKeys(def: ResourceDef): Set<string> {
  const keys = new Set<string>(PAGE_KEYS);
  if (def.lifecycle?.review) keys.add(QUEUE_KEY);
  for (const field of def.fields) if (field.search) for (const key of filterKeys(field)) keys.add(key);
  return keys;
}
