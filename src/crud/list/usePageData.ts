/**
 * Loads one page of records whenever the query changes (or `reloadKey` does), cancelling the load it
 * replaces. The spec's silent "empty" answers (code 4, no message shown) are an empty page here; any
 * other failure is kept for the error state with its retry. A kept-alive tab shown again does not reload
 * what it already shows (React's Activity runs the effects again). `loading` holds from the very render
 * that asks for another page (a change notice, a retry), so the table says aria-busy in the same commit
 * as what caused the reload. `onPage` hears each page as it is shown (a tab's count), in the same render.
 * A loader that can tell a page already in (asked ahead: `arrived`) has it shown by the first drawing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../model/wire.ts';
import { RequestError } from '../../http/errors.ts';
import type { Params } from '../../http/query.ts';

/** Loads a page of records; `arrived` answers one whose answer has already come, or undefined. */
export type PageLoader<T> = ((query: Params, signal: AbortSignal) => Promise<Page<T>>) & { arrived?(query: Params): Page<T> | undefined };

export interface PageData<T> {
  page: Page<T> | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

interface Answer<T> {
  /** The query, reload key and attempt it answers. */
  signature: string | null;
  page: Page<T> | null;
  error: string | null;
}

export function usePageData<T>(load: PageLoader<T>, query: Params, reloadKey: unknown, onPage?: (page: Page<T>) => void): PageData<T> {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);
  const signature = `${key}|${String(reloadKey)}|${attempt}`;
  const [answer, setAnswer] = useState<Answer<T>>(() => {
    const page = load.arrived?.(query);
    return { signature: page ? signature : null, page: page ?? null, error: null };
  });
  const shown = useRef<string | null>(null);
  // The latest listener, without asking again when a caller passes a new function.
  const listener = useRef(onPage);
  listener.current = onPage;

  useEffect(() => {
    if (shown.current === signature) return;
    // The page drawn first, already in: heard now, not asked again.
    if (shown.current === null && answer.signature === signature && answer.page) {
      shown.current = signature;
      listener.current?.(answer.page);
      return;
    }
    const controller = new AbortController();
    const show = (page: Page<T>) => {
      shown.current = signature;
      setAnswer({ signature, page, error: null });
      listener.current?.(page);
    };
    load(JSON.parse(key) as Params, controller.signal).then(show, (e: unknown) => {
      if (controller.signal.aborted) return;
      if (e instanceof RequestError && e.code === 'business' && e.silent) {
        const size = Number((JSON.parse(key) as { size?: number }).size ?? 10);
        show({ records: [], total: 0, size, current: 1 });
      } else setAnswer((before) => ({ signature, page: before.page, error: e instanceof RequestError ? e.userMessage : String(e) }));
    });
    return () => controller.abort();
    // `answer` is read for the first drawing's page only: a new answer is no reason to ask again.
  }, [load, key, signature]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { page: answer.page, loading: answer.signature !== signature, error: answer.error, reload };
}

/** A delete emptied the last page: show the page before it. */
export function useBackFromEmptyPage(page: Page<unknown> | null, current: number, size: number, setPage: (current: number, size: number) => void): void {
  useEffect(() => {
    if (page && page.records.length === 0 && page.total > 0 && current > 1) setPage(Math.ceil(page.total / size), size);
  }, [page, current, size, setPage]);
}
