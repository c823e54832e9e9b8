/**
 * The list's state, held in the component so that a kept-alive tab keeps it: the search form's draft, the
 * filters in force, page, size, sort and the selected rows. A list opened at an address with filters in its
 * query (`…/birthday?visitDate_from=2025-03-01&visitDate_to=2025-03-31`: a statistic's drill-down, a warning
 * list's link) starts from them, and a kept-alive list takes those of the next such address.
 */
import { useReducer, useState } from 'react';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { cleanFilters, type Filters, type FilterValue } from './listFilters.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListState {
  draft: Filters;
  filters: Filters;
  current: number;
  size: number;
  /** `field,asc|desc`; null for the declaration's default order. */
  sort: string | null;
  selection: ReadonlySet<string>;
}

export type ListAction =
  | { type: 'draft'; key: string; value: FilterValue }
  | { type: 'search' }
  | { type: 'reset' }
  | { type: 'page'; current: number; size: number }
  | { type: 'sort'; sort: string | null }
  | { type: 'view'; filters: Filters; sort: string | null; size: number }
  | { type: 'select'; ids: readonly string[]; selected: boolean }
  | { type: 'clearSelection' };

const NONE: ReadonlySet<string> = new Set();

function reduce(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'draft':
      return { ...state, draft: { ...state.draft, [action.key]: action.value } };
    case 'search':
      return { ...state, filters: state.draft, current: 1, selection: NONE };
    case 'reset':
      return { ...state, draft: {}, filters: {}, current: 1, selection: NONE };
    case 'page':
      return { ...state, current: action.current, size: action.size };
    case 'sort':
      return { ...state, sort: action.sort, current: 1 };
    case 'view':
      return { ...state, draft: action.filters, filters: action.filters, sort: action.sort, size: action.size, current: 1, selection: NONE };
    case 'select': {
      const next = new Set(state.selection);
      for (const id of action.ids) {
        if (action.selected) next.add(id);
        else next.delete(id);
      }
      return { ...state, selection: next };
    }
    case 'clearSelection':
      return state.selection.size ? { ...state, selection: NONE } : state;
  }
}

/** The next sort when a header is clicked: ascending, descending, then the default order. */
export function nextSort(sort: string | null, field: string): string | null {
  if (sort === `${field},asc`) return `${field},desc`;
  if (sort === `${field},desc`) return null;
  return `${field},asc`;
}

/** A list's state when it opens: the address's filters, the first page, the declaration's order. */
export function openingState(filters: Filters): ListState {
  return { draft: filters, filters, current: 1, size: PAGE_SIZES[0], sort: null, selection: NONE };
}

export function useListState(def: ResourceDef, address: Readonly<Record<string, string>> = {}) {
  const given = cleanFilters(def, address);
  const key = JSON.stringify(given);
  const [state, dispatch] = useReducer(reduce, given, openingState);
  // An address without filters (the menu's link) leaves a kept-alive list as the user left it.
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    if (Object.keys(given).length) dispatch({ type: 'view', filters: given, sort: state.sort, size: state.size });
  }
  return [state, dispatch] as const;
}
