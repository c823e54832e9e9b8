/**
 * Renders the page shown and keeps the cached ones alive behind it with React 19's `<Activity>`: a
 * hidden page keeps its state and DOM (an embedded page is not reloaded) while its effects pause. The
 * outlet is the content's scroll container and remembers each page's scroll position, since a hidden
 * page's own box has none.
 */
import { Activity, memo, useEffect, useLayoutEffect, useMemo, useRef, type UIEvent } from 'react';
import { useStore } from '../store/useStore.ts';
import { pageCache as defaultCache, pagesToRender, type PageCache, type PageRoute } from './pageCache.ts';
import { PageContext } from './pageContext.ts';

export interface PageOutletProps {
  route: PageRoute;
  cache?: PageCache;
  className?: string;
}

export function PageOutlet({ route, cache = defaultCache, className }: PageOutletProps) {
  const state = useStore(cache.store);
  const scroller = useRef<HTMLDivElement>(null);
  const positions = useRef(new Map<string, number>());
  // Where the outlet is scrolled now, as its scroll events said: writing scrollTop forces a synchronous
  // layout of the whole page, so it is written only when it changes (a fresh page at the top: never).
  const scrolledTo = useRef(0);

  useLayoutEffect(() => {
    cache.show(route);
  }, [cache, route]);

  useLayoutEffect(() => {
    const top = positions.current.get(route.key) ?? 0;
    if (scroller.current && top !== scrolledTo.current) scroller.current.scrollTop = scrolledTo.current = top;
  }, [route.key]);

  useEffect(() => cache.onGone((keys) => keys.forEach((key) => positions.current.delete(key))), [cache]);

  const remember = (event: UIEvent<HTMLDivElement>) => {
    scrolledTo.current = event.currentTarget.scrollTop;
    positions.current.set(route.key, scrolledTo.current);
  };

  return (
    <div ref={scroller} onScroll={remember} className={className}>
      {pagesToRender(state, route).map((page) => (
        <Activity key={`${page.key}#${state.generations[page.key] ?? 0}`} mode={page.key === route.key ? 'visible' : 'hidden'}>
          <PageFrame page={page} active={page.key === route.key} />
        </Activity>
      ))}
    </div>
  );
}

// A page is drawn again when it is shown or hidden, or its route changes, not whenever the cache changes (the
// page shown first is added to the cache right after its first drawing).
const PageFrame = memo(function PageFrame({ page, active }: { page: PageRoute; active: boolean }) {
  const info = useMemo(() => ({ key: page.key, active }), [page.key, active]);
  return (
    <PageContext value={info}>
      <page.Page params={page.params} query={page.query} />
    </PageContext>
  );
});
