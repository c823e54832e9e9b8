/**
 * The location as an external store (wouter style, without patching history): `navigate` pushes and
 * notifies; back and forward arrive as popstate. Tests use `memoryLocation`.
 */

export interface Loc {
  /** Path without query, decoded as typed (`/guideWork/phoneBook`). */
  path: string;
  /** Query string with its `?`, or ''. */
  search: string;
}

export interface LocationSource {
  get(): Loc;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: { replace?: boolean }): void;
  back(): void;
}

/** The location an app address (`/a/b?x=1`, relative or absolute) stands for. */
export function toLoc(to: string): Loc {
  const url = new URL(to, 'http://portal.local');
  return { path: decodeURI(url.pathname), search: url.search };
}

/** Full app address of a location (`/a/b?x=1`). */
export const href = (loc: Loc) => loc.path + loc.search;

const NAVIGATE = 'portal:navigate';

export function browserLocation(win: Window = window): LocationSource {
  let current: Loc | undefined;
  const read = () => {
    const next = { path: decodeURI(win.location.pathname), search: win.location.search };
    if (!current || current.path !== next.path || current.search !== next.search) current = next;
    return current;
  };
  return {
    get: read,
    subscribe(listener) {
      win.addEventListener('popstate', listener);
      win.addEventListener(NAVIGATE, listener);
      return () => {
        win.removeEventListener('popstate', listener);
        win.removeEventListener(NAVIGATE, listener);
      };
    },
    navigate(to, options = {}) {
      const next = toLoc(to);
      const same = href(read()) === href(next);
      // Navigating to the current page is no error and adds no history entry (spec section 2).
      if (options.replace || same) win.history.replaceState(win.history.state, '', href(next));
      else win.history.pushState(null, '', href(next));
      win.dispatchEvent(new Event(NAVIGATE));
    },
    back: () => win.history.back(),
  };
}

/** An in-memory location with its own history, for tests. */
export function memoryLocation(initial = '/'): LocationSource & { history: Loc[] } {
  const history = [toLoc(initial)];
  let index = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    history,
    get: () => history[index]!,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      const next = toLoc(to);
      if (options.replace || href(history[index]!) === href(next)) history[index] = next;
      else {
        history.splice(index + 1, history.length, next);
        index++;
      }
      emit();
    },
    back() {
      if (index > 0) index--;
      emit();
    },
  };
}
