/**
 * The state and the loading of a system list, from the crud list's own pieces: the search form's draft and
 * filters, page, size and sort (useListState), the filters as the query sends them (listFilters) and the
 * page loaded for them (usePageData). System records have declarations in model/resources but are served
 * by the system area's own endpoints, so the page passes the loader.
 */
import { useEffect, useMemo } from 'react';
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Page } from '../../../model/wire.ts';
import type { Params } from '../../http/query.ts';
import { filterParams } from './listFilters.ts';
import { useListState } from './useListState.ts';
import { usePageData } from './usePageData.ts';
import type { WireRecord } from '../recordApi.ts';

export type ListLoader = (query: Params, signal: AbortSignal) => Promise<Page<WireRecord>>;

/** `load` must keep its identity (a module-level function or a memoised one): a new one reloads the page. */
export function useDeclaredList(def: ResourceDef, load: ListLoader, reloadKey: unknown = 0) {
  const [state, dispatch] = useListState(def);
  const filters = useMemo(() => filterParams(def, state.filters), [def, state.filters]);
  const query = useMemo<Params>(
    () => ({ ...filters, current: state.current, size: state.size, ...(state.sort ? { sort: state.sort } : {}) }),
    [filters, state.current, state.size, state.sort],
  );
  const data = usePageData(load, query, reloadKey);
  const page = data.page;
  // A delete emptied the last page: show the page before it.
  useEffect(() => {
    if (page && page.records.length === 0 && page.total > 0 && state.current > 1) {
      dispatch({ type: 'page', current: Math.ceil(page.total / state.size), size: state.size });
    }
  }, [page, state.current, state.size]);
  return { def, state, dispatch, data };
}

export type DeclaredListModel = ReturnType<typeof useDeclaredList>;
