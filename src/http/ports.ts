/**
 * What the request layer needs from the rest of the app, as small interfaces: the session (token, department,
 * clearing), navigation, messages, the error log and the deployment config. Defaults work on their own
 * (storage and window.location); the session store and the router plug theirs in with `plugHttpPorts`,
 * and the rules do not change.
 */
import { createStore } from '../store/createStore.ts';
import { ERROR_LOG_KEY, errorLog, type ErrorReport } from '../store/errorLog.ts';
import { storage, type PrefixedStorage } from '../store/storage.ts';
import { showToast, type ToastTone } from '../ui/toastStore.ts';
import { clientConfig, type ClientConfig } from './clientConfig.ts';

export interface SessionPort {
  getToken(): string | null;
  /** The user's current department, sent as `deptId`. */
  getDeptId(): string | null;
  /** Forgets the token only (the server said the sign-in expired). */
  clearToken(): void;
  /** Logs out locally (spec section 4): stored session data and caches. */
  clear(): void;
}

export interface NavigatorPort {
  /** Goes to an app path or an external address (the login portal may be either). */
  navigate(to: string): void;
  /** The current address, given to the login portal as the return address. */
  current(): string;
}

export interface HttpPorts {
  session: SessionPort;
  navigator: NavigatorPort;
  notify(message: string, tone: ToastTone): void;
  report(report: ErrorReport): void;
  config(): ClientConfig;
}

/** Storage names of the default session. */
export const TOKEN_KEY = 'access_token';
export const DEPT_KEY = 'deptId';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}

/** A session read from prefixed storage; a local logout clears the product's entries except those in `keep`. */
export function storageSession(store: PrefixedStorage, keep: readonly string[]): SessionPort {
  return {
    getToken: () => text(store.get(TOKEN_KEY)),
    getDeptId: () => text(store.get(DEPT_KEY)),
    clearToken: () => store.remove(TOKEN_KEY),
    clear: () => store.clear(keep),
  };
}

/** Navigation by full page loads: right for external portals, and correct (if slower) for app paths. */
export const locationNavigator: NavigatorPort = {
  navigate: (to) => window.location.assign(to),
  current: () => window.location.href,
};

export const httpPorts = createStore<HttpPorts>({
  // The error log survives a local logout: it may be what explains it.
  session: storageSession(storage, [ERROR_LOG_KEY]),
  navigator: locationNavigator,
  notify: showToast,
  report: (report) => errorLog.add(report),
  config: () => clientConfig.getState(),
});

/** Plugs in the app's own session store, router, ... */
export function plugHttpPorts(ports: Partial<HttpPorts>): void {
  httpPorts.setState((current) => ({ ...current, ...ports }));
}
