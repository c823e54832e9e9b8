/**
 * `lazyPage(() => import('./pages/...'))`: a page loaded on first use, inside its own PageErrorBoundary, so a
 * failed or stalled chunk (120 s, spec section 9) shows the reload offer rather than a blank page. The import
 * is made once (`onDemand`); `preload()` starts it early (on hover of a menu item).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { zhTexts } from '../../model/i18n/index.ts';
import { http } from '../../model/i18n/http.ts';
import { CHUNK_TIMEOUT_MS, ChunkLoadError } from '../store/chunkError.ts';
import { realTimers, type Timers } from '../http/timeout.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { onDemand } from './whenNeeded.tsx';

const zh = zhTexts(http);

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P> = ComponentType<P> & { preload(): Promise<PageModule<P>> };

export interface LazyPageOptions<P> {
  timeoutMs?: number;
  timers?: Timers;
  /** Asks for what the page shows first, once as it mounts, while its code downloads (a list's first page). */
  ahead?(props: P): void;
}

function withTimeout<T>(loading: Promise<T>, ms: number, timers: Timers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    loading.then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>, options: LazyPageOptions<P> = {}): LazyPage<P> {
  const part = onDemand(() => withTimeout(load(), options.timeoutMs ?? CHUNK_TIMEOUT_MS, options.timers ?? realTimers).then((module) => module.default));
  const preload = () => part.load().then((component) => ({ default: component }));
  const Lazy = lazy(preload);
  // A page whose code is in already (preloaded from its menu item or at start) is drawn as itself: through
  // React.lazy it would suspend once all the same, and React reveals suspended content after a pause of
  // about a quarter second. Chosen when the page mounts, so that a page never changes type (and state).
  function Body(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => part.loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Shown {...props} />;
  }
  function Page(props: P) {
    // A page that had to wait for its code is shown once the code is in by an update of its own: left to
    // React's retry, the reveal would wait out the same pause. A hidden page's effects do not run; it shows
    // through the retry when it is shown.
    const [, codeArrived] = useState(false);
    // In render, not in an effect: effects wait for the whole shell to draw, and the answer should travel
    // meanwhile. Once per mount (a kept-alive page shown again does not ask); asking twice is harmless.
    const asked = useRef(false);
    if (!asked.current) {
      asked.current = true;
      options.ahead?.(props);
    }
    useEffect(() => {
      if (part.loaded) return;
      let mounted = true;
      preload().then(() => mounted && codeArrived(true), () => undefined);
      return () => {
        mounted = false;
      };
    }, []);
    return (
      <PageErrorBoundary>
        <Suspense fallback={<p aria-busy className="p-12 text-center text-sm text-muted">{zh('page.loading')}</p>}>
          <Body {...props} />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return Object.assign(Page, { preload });
}
