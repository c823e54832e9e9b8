/** The React binding of a store: re-renders when the selected slice changes (selectors return stable values). */
import { useSyncExternalStore } from 'react';
import type { Store } from './createStore.ts';

export function useStore<T, S = T>(store: Store<T>, selector: (state: T) => S = (state) => state as unknown as S): S {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
