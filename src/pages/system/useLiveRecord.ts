/**
 * The record a system detail view shows (an organisation, an account): loaded when the id changes, and
 * refreshed in place after a change, so the view keeps showing the old values meanwhile and an open
 * dialog stays open. A record that is gone or outside the user's scope (the silent 该Id查询结果为空, or
 * 404) is `missing`. `refreshing` is true from refresh() until the new values are shown, for the view's
 * aria-busy: a change may leave nothing visibly different, and assistive technology (and a test) can
 * still tell when the view shows it.
 */
import { useCallback, useEffect, useState } from 'react';
import { RequestError } from '../../http/errors.ts';

export type LiveRecord<T> = { kind: 'loading' } | { kind: 'ready'; record: T } | { kind: 'missing' } | { kind: 'failed'; message: string };

function outcome<T>(e: unknown): LiveRecord<T> {
  if (!(e instanceof RequestError)) throw e;
  return (e.code === 'business' && e.silent) || e.status === 404 ? { kind: 'missing' } : { kind: 'failed', message: e.userMessage };
}

export function useLiveRecord<T>(id: string, get: (id: string, signal?: AbortSignal) => Promise<T>): { state: LiveRecord<T>; refreshing: boolean; refresh(): void } {
  const [attempt, setAttempt] = useState(0);
  // Which id and which attempt the shown state answers.
  const [state, setState] = useState<{ id: string; attempt: number; load: LiveRecord<T> }>({ id, attempt, load: { kind: 'loading' } });

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.id === id && s.load.kind === 'ready' ? s : { id, attempt, load: { kind: 'loading' } }));
    get(id, controller.signal).then(
      (record) => setState({ id, attempt, load: { kind: 'ready', record } }),
      (e: unknown) => {
        if (!controller.signal.aborted) setState({ id, attempt, load: outcome<T>(e) });
      },
    );
    return () => controller.abort();
  }, [id, get, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.id !== id) return { state: { kind: 'loading' }, refreshing: false, refresh };
  return { state: state.load, refreshing: state.load.kind === 'ready' && state.attempt !== attempt, refresh };
}
