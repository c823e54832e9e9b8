/** The app's location in a component: re-renders on every navigation, back and forward. */
import { useSyncExternalStore } from 'react';
import type { Loc } from './location.ts';
import { appLocation } from './navigate.ts';

export function useLocation(): Loc {
  const source = appLocation();
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
