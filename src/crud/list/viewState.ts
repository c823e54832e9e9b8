/** What a saved view keeps of a list (filters, columns, sort, size), checked against the declaration when read. */
import { listFields, sortableFields } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { cleanFilters, type Filters } from './listFilters.ts';
import { PAGE_SIZES } from './useListState.ts';

export interface ViewState {
  filters: Filters;
  columns: readonly string[];
  sort: string | null;
  size: number;
}

/**
 * The state of a stored view, or null when it is not one. What the declaration no longer has (a removed
 * column or filter) is dropped rather than sent to the server, which would refuse it.
 */
export function parseViewState(def: ResourceDef, stored: unknown): ViewState | null {
  let raw: unknown = stored;
  if (typeof stored === 'string') {
    try {
      raw = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const state = raw as Record<string, unknown>;
  const filters = state.filters && typeof state.filters === 'object' && !Array.isArray(state.filters) ? cleanFilters(def, state.filters as Filters) : {};
  const known = new Set(listFields(def).map((f) => f.name));
  const columns = Array.isArray(state.columns) ? state.columns.filter((c): c is string => typeof c === 'string' && known.has(c)) : [...known];
  const sortable = new Set(sortableFields(def).map((f) => f.name));
  const sort = typeof state.sort === 'string' && /^\w+,(asc|desc)$/.test(state.sort) && sortable.has(state.sort.split(',')[0]!) ? state.sort : null;
  const size = PAGE_SIZES.includes(state.size as (typeof PAGE_SIZES)[number]) ? (state.size as number) : PAGE_SIZES[0];
  return { filters, columns, sort, size };
}
