/**
 * Loads what a page or panel shows whenever its key changes (filters, an id, a refresh), cancelling the load
 * it replaces; what it showed stays on screen while the next load runs. Like the crud list's usePageData, it
 * remembers what it shows: a kept-alive tab shown again (React's Activity runs effects again) does not ask
 * again. `key` names everything `load` reads, so that the new function of each render does not ask again;
 * `load` is null while there is nothing to ask (no branch chosen yet).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RequestError } from './errors.ts';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  /** Why the last load failed, in the user's words (the request layer has shown it too). */
  error: string | null;
  reload(): void;
  /** Replaces what is shown, after a change the page made itself (a signature, say). */
  set(data: T): void;
}

export function useLoaded<T>(key: string, load: ((signal: AbortSignal) => Promise<T>) | null): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({ data: null, loading: load !== null, error: null });
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<string | null>(null);
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    const signature = `${key}|${attempt}`;
    const loading = latest.current;
    if (!loading || shown.current === signature) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    loading(controller.signal).then(
      (data) => {
        shown.current = signature;
        setState({ data, loading: false, error: null });
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        // The request layer has shown the message; the panel says it in place with a retry.
        setState({ data: null, loading: false, error: e instanceof RequestError ? e.userMessage : String(e) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ data, loading: false, error: null }), []);
  return { ...state, reload, set };
}
