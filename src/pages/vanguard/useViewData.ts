/**
 * The answer of one of the branches' views for its current arguments: asked again when they change (the
 * previous request aborted), or never while `load` is null (no branch chosen yet).
 */
import { useEffect, useState } from 'react';

export interface ViewData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

export function useViewData<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string): ViewData<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<ViewData<T>, 'reload'>>({ data: null, error: null, loading: load !== null });
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    load(controller.signal).then(
      (data) => setState({ data, error: null, loading: false }),
      (e: unknown) => {
        if (!controller.signal.aborted) setState({ data: null, error: e instanceof Error ? e.message : String(e), loading: false });
      },
    );
    return () => controller.abort();
    // `key` names the arguments `load` closes over.
  }, [key, attempt]);
  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
