/**
 * A page of a list whose filters the page fixes (the recycle bin, a review queue, the runs, the batches, an
 * organisation's children): its page and size as component state, so that a kept-alive tab comes back as it
 * was left, loaded through usePageData (cancelled when replaced; the spec's silent empty answers are an empty
 * page). `onTotal` hears the total of each page shown (a tab's count), in the render that shows it. A list
 * with a search form is useDeclaredList's.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Page } from '../../../model/wire.ts';
import type { Params } from '../../http/query.ts';
import { useBackFromEmptyPage, usePageData, type PageData } from './usePageData.ts';

export interface PagedLoad<T> extends PageData<T> {
  current: number;
  size: number;
  setPage(current: number, size: number): void;
}

export function usePagedLoad<T>(
  load: (query: Params, signal: AbortSignal) => Promise<Page<T>>,
  filters: Params,
  reloadKey: unknown,
  { size = 10, onTotal }: { size?: number; onTotal?(total: number): void } = {},
): PagedLoad<T> {
  const [paging, setPaging] = useState({ current: 1, size });
  const key = JSON.stringify(filters);
  // Other filters start again from the first page.
  const [shownFor, setShownFor] = useState(key);
  if (shownFor !== key) {
    setShownFor(key);
    setPaging((p) => ({ ...p, current: 1 }));
  }
  const query = useMemo<Params>(() => ({ ...(JSON.parse(key) as Params), current: paging.current, size: paging.size }), [key, paging]);
  const data = usePageData(load, query, reloadKey, onTotal && ((page) => onTotal(page.total)));
  const setPage = useCallback((current: number, size: number) => setPaging({ current, size }), []);
  useBackFromEmptyPage(data.page, paging.current, paging.size, setPage);
  return { ...data, current: paging.current, size: paging.size, setPage };
}
