/**
 * Loads one page of records whenever the query changes (or `reloadKey` does), cancelling the load it
 * replaces. The spec's silent "empty" answers (code 4, no message shown) are an empty page here; any
 * other failure is kept for the error state with its retry. A kept-alive tab shown again does not reload
 * what it already shows (React's Activity runs the effects again).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../model/wire.ts';
import { RequestError } from '../../http/errors.ts';
import type { Params } from '../../http/query.ts';

export interface PageData<T> {
  page: Page<T> | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

export function usePageData<T>(load: (query: Params, signal: AbortSignal) => Promise<Page<T>>, query: Params, reloadKey: unknown): PageData<T> {
  const [page, setPage] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const signature = `${key}|${String(reloadKey)}|${attempt}`;
    if (shown.current === signature) return;
    const controller = new AbortController();
    setLoading(true);
    load(JSON.parse(key) as Params, controller.signal).then(
      (result) => {
        shown.current = signature;
        setPage(result);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        if (e instanceof RequestError && e.code === 'business' && e.silent) {
          const size = Number((JSON.parse(key) as { size?: number }).size ?? 10);
          shown.current = signature;
          setPage({ records: [], total: 0, size, current: 1 });
          setError(null);
        } else setError(e instanceof RequestError ? e.userMessage : String(e));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [load, key, reloadKey, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { page, loading, error, reload };
}
