/**
 * The record a system detail view shows (an organisation, an account): loaded when the id changes, and
 * refreshed in place after a change, so the view keeps showing the old values meanwhile and an open
 * dialog stays open. A record that is gone or outside the user's scope (the silent 该Id查询结果为空, or
 * 404) is `missing`.
 */
import { useCallback, useEffect, useState } from 'react';
import { RequestError } from '../../http/errors.ts';

export type LiveRecord<T> = { kind: 'loading' } | { kind: 'ready'; record: T } | { kind: 'missing' } | { kind: 'failed'; message: string };

function outcome<T>(e: unknown): LiveRecord<T> {
  if (!(e instanceof RequestError)) throw e;
  return (e.code === 'business' && e.silent) || e.status === 404 ? { kind: 'missing' } : { kind: 'failed', message: e.userMessage };
}

export function useLiveRecord<T>(id: string, get: (id: string, signal?: AbortSignal) => Promise<T>): { state: LiveRecord<T>; refresh(): void } {
  const [state, setState] = useState<{ id: string; load: LiveRecord<T> }>({ id, load: { kind: 'loading' } });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.id === id && s.load.kind === 'ready' ? s : { id, load: { kind: 'loading' } }));
    get(id, controller.signal).then(
      (record) => setState({ id, load: { kind: 'ready', record } }),
      (e: unknown) => {
        if (!controller.signal.aborted) setState({ id, load: outcome<T>(e) });
      },
    );
    return () => controller.abort();
  }, [id, get, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: state.id === id ? state.load : { kind: 'loading' }, refresh };
}
