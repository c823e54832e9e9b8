/**
 * Dialogs of a view downloaded when first shown rather than with the view (docs/crud.md, "What a list
 * downloads"): `lazyPart(importer)` is the part over the one on-demand loader (src/ui/whenNeeded.tsx),
 * with `preload()` for a head start (a hover, a click whose answer the dialog will show); `<Mounted when>`
 * renders it from the first time it is needed on, so that a dialog keeps its state and closes as before.
 * Menus and popovers, whose trigger is on screen, use `<OnDemand>` (src/ui/OnDemand.tsx) instead. A part that
 * cannot load throws to the page's error boundary, which offers to reload, as for the page's own chunk.
 */
import { lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { onDemand } from '../ui/whenNeeded.tsx';

export type LazyPart<P> = ComponentType<P> & { preload(): void };

export function lazyPart<P extends object>(importer: () => Promise<ComponentType<P>>): LazyPart<P> {
  const part = onDemand(importer);
  return Object.assign(lazy(() => part.load().then((component) => ({ default: component }))), { preload: part.preload });
}

/** Renders `children` from the first time `when` is true on; nothing is shown while they download. */
export function Mounted({ when, children }: { when: boolean; children: ReactNode }) {
  const needed = useRef(false);
  if (when) needed.current = true;
  return needed.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}
