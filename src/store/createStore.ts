/**
 * A tiny external store in the style of zustand's vanilla store: listeners in a Set, `subscribe` returns its
 * unsubscribe, `setState` skips values that are `Object.is`-equal to the current one. The React binding is
 * `useStore` (useStore.ts); stores themselves need no React, so the request layer can use them too.
 */

export type Listener<T> = (state: T, previous: T) => void;

export interface Store<T> {
  getState(): T;
  /** Replaces the state (no merging: pass `(s) => ({ ...s, field })` to change one field). */
  setState(next: T | ((previous: T) => T)): void;
  subscribe(listener: Listener<T>): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener<T>>();
  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      const previous = state;
      state = value;
      for (const listener of listeners) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
