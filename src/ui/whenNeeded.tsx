/**
 * `whenNeeded(store, isNeeded, load)`: a host component (the toasts, the confirmation dialog) whose code is
 * downloaded only when its store first has something to show, and which stays mounted from then on. The
 * sign-in page usually shows neither, and their Radix primitives would be about a sixth of its download.
 */
import { lazy, Suspense, useRef, type ComponentType } from 'react';
import type { Store } from '../store/createStore.ts';
import { useStore } from '../store/useStore.ts';

export function whenNeeded<T>(store: Store<T>, isNeeded: (state: T) => boolean, load: () => Promise<ComponentType>): ComponentType {
  // A chunk that cannot load must not take the app down with it (no boundary is above these hosts); the
  // failure is thrown again outside React, where the error capture logs it like any uncaught error.
  const Host = lazy<ComponentType>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        setTimeout(() => {
          throw error;
        });
        return { default: () => null };
      },
    ),
  );
  return function WhenNeeded() {
    const needed = useStore(store, isNeeded);
    const mounted = useRef(false);
    if (needed) mounted.current = true;
    if (!mounted.current) return null;
    return (
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    );
  };
}
