/**
 * Keep-alive (spec section 2): the pages kept alive while hidden, keyed by their full address (path and
 * query). A cached page keeps its state (scroll, filters, paging, forms)
 * while the user is elsewhere; closing its tag drops it; beyond the bound the least recently shown goes.
 * A page that is not cached lives only while it is shown. Listeners hear of every page that goes, so the
 * shell can forget what it kept for it (unsaved-changes flags, scroll positions).
 */
import type { ComponentType } from 'react';
import type { Params } from '../../model/path.ts';
import { createStore, type Store } from '../store/createStore.ts';
import type { PageProps } from './pageProps.ts';

/** A resolved page: what to render for an address. */
export interface PageRoute {
  /** The full address (path and query): the page's identity for tags and keep-alive. */
  key: string;
  pattern: string;
  params: Params;
  query: Params;
  Page: ComponentType<PageProps>;
  cached: boolean;
}

export interface PageCacheState {
  /**
   * Cached pages in the order they were first shown: their DOM never moves, since moving an iframe in the
   * document reloads it (an embedded page must survive its tag being revisited).
   */
  pages: readonly PageRoute[];
  /** When each cached page was last shown (a counter): the least recent is evicted beyond the bound. */
  shownAt: Readonly<Record<string, number>>;
  /** The page shown now (cached or not). */
  current: PageRoute | null;
  /** Bumped by a refresh: the page is mounted anew. */
  generations: Readonly<Record<string, number>>;
}

/** The bound of spec section 2's keep-alive: at most this many hidden pages stay alive. */
export const MAX_CACHED_PAGES = 20;

export interface PageCache {
  readonly store: Store<PageCacheState>;
  /** Makes a page the one shown (and, if cached, the most recent). */
  show(route: PageRoute): void;
  /** Forgets pages (their tags were closed). */
  drop(keys: readonly string[]): void;
  /** Mounts a page anew (the tag's 刷新). */
  refresh(key: string): void;
  /** Called with the keys of pages that went (dropped, evicted, or left when not cached). */
  onGone(listener: (keys: readonly string[]) => void): () => void;
}

/** The pages to render: the cached ones, the route shown in its own place (or last, when new). */
export function pagesToRender(state: PageCacheState, route: PageRoute): PageRoute[] {
  const at = state.pages.findIndex((page) => page.key === route.key);
  return at < 0 ? [...state.pages, route] : state.pages.map((page, i) => (i === at ? route : page));
}

const EMPTY: PageCacheState = { pages: [], shownAt: {}, current: null, generations: {} };

function without<T>(record: Readonly<Record<string, T>>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

export function createPageCache(max = MAX_CACHED_PAGES): PageCache {
  const store = createStore<PageCacheState>(EMPTY);
  let clock = 0;
  const listeners = new Set<(keys: readonly string[]) => void>();
  const gone = (keys: readonly string[]) => {
    if (keys.length) for (const listener of listeners) listener(keys);
  };
  return {
    store,
    show(route) {
      const state = store.getState();
      if (state.current === route) return;
      const { current } = state;
      const left = current && current.key !== route.key && !current.cached ? [current.key] : [];
      let pages = state.pages;
      let shownAt = state.shownAt;
      if (route.cached) {
        pages = pagesToRender(state, route);
        shownAt = { ...shownAt, [route.key]: ++clock };
      }
      const evicted = pages.length > max
        ? [...pages].sort((a, b) => shownAt[a.key]! - shownAt[b.key]!).slice(0, pages.length - max).map((page) => page.key)
        : [];
      pages = pages.filter((page) => !evicted.includes(page.key));
      store.setState({ pages, shownAt: without(shownAt, evicted), current: route, generations: state.generations });
      gone([...left, ...evicted]);
    },
    drop(keys) {
      const state = store.getState();
      const pages = state.pages.filter((page) => !keys.includes(page.key));
      store.setState({ ...state, pages, shownAt: without(state.shownAt, keys), generations: without(state.generations, keys) });
      gone(keys);
    },
    refresh(key) {
      const state = store.getState();
      store.setState({ ...state, generations: { ...state.generations, [key]: (state.generations[key] ?? 0) + 1 } });
    },
    onGone(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's page cache. */
export const pageCache = createPageCache();
