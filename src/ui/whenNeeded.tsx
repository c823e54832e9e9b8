/**
 * Code downloaded when first needed rather than with the screen, over one loader (`onDemand`), used:
 * - by `whenNeeded(useNeeded, load)`: a host component (the toasts, the confirmation dialog, the session's
 *   dialogs) mounted from the first time `useNeeded()` says so on. The sign-in page usually shows none of
 *   them, and their Radix primitives would be about a sixth of its download;
 * - by `<OnDemand>` (OnDemand.tsx, not part of the sign-in page): a trigger on screen from the first paint
 *   whose popup (a Radix menu, popover, sheet or dialog) downloads when first opened;
 * - by the crud views' `lazyPart` (src/crud/lazyPart.tsx): dialogs of a page, under its error boundary.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { once } from './once.ts';

/** A failed download is thrown again outside React, where the error capture logs it like any uncaught error. */
export function report(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

export interface Part<P> {
  /** Downloads the part once (again after a failure). */
  load(): Promise<ComponentType<P>>;
  /** A head start (hover, focus): its failure shows when the part is used. */
  preload(): void;
  /** The component, once downloaded. */
  loaded: ComponentType<P> | undefined;
}

export function onDemand<P>(importer: () => Promise<ComponentType<P>>): Part<P> {
  const part: Part<P> = {
    loaded: undefined,
    load: once(() => importer().then((component) => (part.loaded = component))),
    preload: () => void part.load().catch(() => undefined),
  };
  return part;
}

/** A host whose code downloads when `useNeeded` (a hook) first returns true, and which stays mounted from then on. */
export function whenNeeded(useNeeded: () => boolean, load: () => Promise<ComponentType>): ComponentType {
  const part = onDemand(load);
  return function WhenNeeded() {
    const needed = useNeeded();
    const [Host, setHost] = useState<ComponentType>();
    useEffect(() => {
      if (needed && !Host) part.load().then((component) => setHost(() => component), report);
    }, [needed, Host]);
    return Host ? <Host /> : null;
  };
}
