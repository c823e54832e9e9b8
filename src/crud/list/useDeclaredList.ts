/**
 * The one controller of a declared list: the search form's draft and filters, page, size and sort
 * (useListState), the filters as the query sends them (listFilters) and the page loaded for them
 * (usePageData). The crud ListPage passes the engine's loader; a page of records served by its area's own
 * endpoints (the system lists, the cadre area's registers) passes its own. A page that keeps the list's
 * state above a tab that may not be shown yet holds useListState itself and loads with useListPage.
 */
import { useCallback, useMemo, type Dispatch } from 'react';
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Params } from '../../http/query.ts';
import { filterParams } from './listFilters.ts';
import { useListState, type ListAction, type ListState } from './useListState.ts';
import { useBackFromEmptyPage, usePageData, type PageLoader } from './usePageData.ts';
import type { WireRecord } from '../recordApi.ts';

export type ListLoader<R = WireRecord> = PageLoader<R>;

export interface DeclaredListOptions {
  /** The address's query: a list opened with filters in it starts from them (useListState). */
  address?: Readonly<Record<string, string>>;
  /** Sent with every page and export besides the filters (a reviewer's queue, a reminder's window). */
  extra?: Params;
}

/** `load` must keep its identity (a module-level function or a memoised one): a new one reloads the page. */
export function useDeclaredList<R = WireRecord>(def: ResourceDef, load: ListLoader<R>, reloadKey: unknown = 0, { address, extra }: DeclaredListOptions = {}) {
  const [state, dispatch] = useListState(def, address);
  return { def, state, dispatch, ...useListPage(def, state, dispatch, load, reloadKey, extra) };
}

/** What a list's page is asked with besides its number and size (and what an export sends): filters, extra and sort. */
export function pageFilters(def: ResourceDef, { filters, sort }: Pick<ListState, 'filters' | 'sort'>, extra?: Params): Params {
  return { ...filterParams(def, filters), ...extra, ...(sort ? { sort } : {}) };
}

/** The page of a list whose state is held by the caller: `filters` is what an export sends (no page). */
export function useListPage<R = WireRecord>(def: ResourceDef, state: ListState, dispatch: Dispatch<ListAction>, load: ListLoader<R>, reloadKey: unknown = 0, extra?: Params) {
  const extraKey = JSON.stringify(extra ?? {});
  const { filters: shown, sort } = state;
  const filters = useMemo<Params>(() => pageFilters(def, { filters: shown, sort }, JSON.parse(extraKey) as Params), [def, shown, extraKey, sort]);
  const query = useMemo<Params>(() => ({ ...filters, current: state.current, size: state.size }), [filters, state.current, state.size]);
  const data = usePageData(load, query, reloadKey);
  const toPage = useCallback((current: number, size: number) => dispatch({ type: 'page', current, size }), [dispatch]);
  useBackFromEmptyPage(data.page, state.current, state.size, toPage);
  return { data, filters };
}

export type DeclaredListModel = ReturnType<typeof useDeclaredList<WireRecord>>;
