/**
 * Loads the record an edit or detail page shows, once per id: a kept-alive tab shown again keeps what it
 * holds (and the user's unsaved edits) rather than loading it over them. `reload` asks again on purpose.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RequestError } from '../../http/errors.ts';

export type LoadState<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; record: T }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

export function useRecordLoad<T>(id: string | undefined, load: (id: string, signal: AbortSignal) => Promise<T>, onLoaded?: (record: T) => void) {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const done = useRef<string | null>(null);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  useEffect(() => {
    if (!id) return;
    const signature = `${id}|${attempt}`;
    if (done.current === signature) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(id, controller.signal).then(
      (record) => {
        done.current = signature;
        loaded.current?.(record);
        setState({ kind: 'ready', record });
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        done.current = signature;
        // 该Id查询结果为空 (silent) or 404: the record is gone or outside the user's scope.
        const missing = e instanceof RequestError && ((e.code === 'business' && e.silent) || e.status === 404);
        setState(missing ? { kind: 'missing' } : { kind: 'failed', message: e instanceof RequestError ? e.userMessage : String(e) });
      },
    );
    return () => controller.abort();
  }, [id, attempt, load]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
