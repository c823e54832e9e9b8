/**
 * The list's filters, as the search form holds them and as the query sends them (docs/api.md): one key
 * per search field (`field_from`/`field_to` for ranges, a list for `in`), empty values left out.
 */
import { searchFields } from '../../../model/resource/fields.ts';
import { filterKeys } from '../../../model/resource/listQuery.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Params } from '../../http/query.ts';

export type FilterValue = string | readonly string[];
export type Filters = Readonly<Record<string, FilterValue>>;

/** A filter value trimmed, or undefined when it is empty or not a filter value at all (a stored view's). */
function normalise(value: unknown): FilterValue | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (!Array.isArray(value)) return undefined;
  const items = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return items.length ? items : undefined;
}

/** Only the declared keys with a value, trimmed: what the server is asked, and what a saved view keeps. */
export function cleanFilters(def: ResourceDef, filters: Filters): Filters {
  const out: Record<string, FilterValue> = {};
  for (const field of searchFields(def)) {
    for (const key of filterKeys(field)) {
      const value = normalise(filters[key]);
      if (value !== undefined) out[key] = value;
    }
  }
  return out;
}

export function filterParams(def: ResourceDef, filters: Filters): Params {
  return cleanFilters(def, filters) as Params;
}

export function activeFilterCount(def: ResourceDef, filters: Filters): number {
  return Object.keys(cleanFilters(def, filters)).length;
}
