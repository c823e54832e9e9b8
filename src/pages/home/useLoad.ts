/**
 * Loads data for a page: `{ data, failed, loading }`, again when `deps` change, with the request cancelled
 * when the page goes or asks again (its answer would land on the wrong state). The request layer has
 * already shown any failure; `failed` lets the page say so in place.
 */
import { useEffect, useState, type DependencyList } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  failed: boolean;
  loading: boolean;
}

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: undefined, failed: false, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, failed: false, loading: false }),
      () => !controller.signal.aborted && setState({ data: undefined, failed: true, loading: false }),
    );
    return () => controller.abort();
    // The caller names what the load depends on.
  }, deps);
  return state;
}
