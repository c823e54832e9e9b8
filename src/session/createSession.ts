/**
 * The session (spec sections 1, 4 and 9; docs/session.md): signed out, restoring or signed in; the user,
 * their menu and permissions; the screen lock; logout. Built from its parts with everything it touches
 * passed in, so tests run it against the real server with their own storage, clock and timers;
 * sessionStore.ts makes the app's one instance.
 */
import type { MessageKey } from '../../model/i18n/index.ts';
import { getMenu, getUserInfo, type MenuEntry, type UserInfo } from '../http/api/admin.ts';
import { logout as logoutCall, type LoginToken } from '../http/api/auth.ts';
import type { ClientConfig } from '../http/clientConfig.ts';
import { DEPT_KEY, httpPorts, type NavigatorPort, type SessionPort } from '../http/ports.ts';
import type { Client } from '../http/request.ts';
import type { Timers } from '../http/timeout.ts';
import { createStore, type Store } from '../store/createStore.ts';
import { ERROR_LOG_KEY } from '../store/errorLog.ts';
import type { PrefixedStorage } from '../store/storage.ts';
import { getAuthClientConfig, refreshTokens, type AuthClientConfig } from './authCalls.ts';
import { createRefreshLock } from './refreshLock.ts';
import { portalReturn, portalWithReturn, safeReturn } from './returnAddress.ts';
import { createScreenLock, SCREEN_LOCK, type ScreenLock } from './screenLock.ts';
import type { TabEvents } from './tabEvents.ts';
import { createTokenKeeper, type TokenKeeper } from './tokenKeeper.ts';
import { randomId, recordOf, type TokenRecord } from './tokenRecord.ts';

/** GET /admin/user as the server answers it: UserInfo plus the person's name and the must-change flag. */
export interface SessionUser extends UserInfo {
  name?: string;
  mustChangePassword?: boolean;
}

export interface SessionState {
  status: 'anonymous' | 'restoring' | 'signedIn';
  user: SessionUser | null;
  menu: MenuEntry[];
  permissions: ReadonlySet<string>;
  locked: boolean;
  deptId: string | null;
}

export interface SessionDeps {
  client: Client;
  storage: PrefixedStorage;
  events: TabEvents;
  timers: Timers;
  now(): number;
  wait(ms: number): Promise<void>;
  navigate(to: string): void;
  /** The app address now (path and query). */
  currentPath(): string;
  origin(): string;
  confirm(message: string): Promise<boolean>;
  text(key: MessageKey): string;
  config: Store<ClientConfig>;
}

export interface Session {
  store: Store<SessionState>;
  keeper: TokenKeeper;
  screenLock: ScreenLock;
  restore(): Promise<void>;
  completeSignIn(tokens: LoginToken): Promise<void>;
  /** A token handed over in an address: used as it is, never refreshed. */
  adoptHandoffToken(token: string): Promise<void>;
  reloadMenu(): Promise<void>;
  logout(options?: { confirm?: boolean }): Promise<void>;
  /** Locks now when a lock password exists; false when one must be set first. */
  lockNow(): boolean;
  setLockPasswordAndLock(password: string): Promise<void>;
  /** True when the password was right (the lock and password are gone and the page is back). */
  unlock(password: string): Promise<boolean>;
  passwordChanged(): void;
  /** The addresses of the login portal and identity service, fetched once. */
  authConfig(): Promise<AuthClientConfig>;
  port: SessionPort;
  navigator: NavigatorPort;
  dispose(): void;
}

const EMPTY: Omit<SessionState, 'locked' | 'deptId'> = { status: 'anonymous', user: null, menu: [], permissions: new Set() };

export function createSession(deps: SessionDeps): Session {
  const { client, storage, now } = deps;
  const screenLock = createScreenLock(storage);
  const storedDept = storage.get(DEPT_KEY);
  let authConfig: Promise<AuthClientConfig> | undefined;

  const keeper = createTokenKeeper({
    storage,
    events: deps.events,
    timers: deps.timers,
    now,
    lock: createRefreshLock({ storage, owner: randomId(), now, wait: deps.wait }),
    refresh: (refreshToken) => refreshTokens(refreshToken, client),
    onElsewhere(change) {
      if (change === 'signedIn') {
        void session.restore();
        return;
      }
      // Signed out in another tab: this one follows to the login portal (spec section 4).
      store.setState((state) => ({ ...state, ...EMPTY }));
      deps.navigate(portalWithReturn(deps.config.getState().loginPortal, deps.currentPath(), deps.origin()));
    },
  });

  const store = createStore<SessionState>({
    ...EMPTY,
    status: keeper.current() ? 'restoring' : 'anonymous',
    locked: screenLock.isLocked(),
    deptId: typeof storedDept === 'string' ? storedDept : null,
  });

  const unsubscribeLock = deps.events.subscribe((name) => {
    if (name === SCREEN_LOCK || name === null) store.setState((state) => ({ ...state, locked: screenLock.isLocked() }));
  });

  /** The user and their menu, in parallel. A menu that fails to load leaves the menu empty (the request
   *  layer has said why) rather than refusing a sign-in the user has proven; reloadMenu() tries again. */
  async function load(): Promise<void> {
    const [user, menu] = await Promise.all([getUserInfo(client) as Promise<SessionUser>, getMenu(client).catch(() => [])]);
    const deptId = user.deptId ?? null;
    if (deptId) storage.set(DEPT_KEY, deptId);
    store.setState((state) => ({
      ...state,
      status: 'signedIn',
      user,
      menu,
      permissions: new Set(user.permissions ?? []),
      deptId,
    }));
  }

  /** A new sign-in: its token kept (in every tab), any earlier screen lock superseded, the user loaded. */
  async function begin(record: TokenRecord): Promise<void> {
    screenLock.clear();
    storage.remove(DEPT_KEY);
    store.setState((state) => ({ ...state, locked: false, deptId: null }));
    keeper.keep(record);
    try {
      await load();
    } catch (error) {
      keeper.forget();
      store.setState((state) => ({ ...state, ...EMPTY }));
      throw error;
    }
  }

  /** Spec section 4, "logs out locally": local and session storage (the error log stays: it may explain
   *  the logout) and what this tab holds. Other tabs see the token go and follow. */
  function clearLocally(): void {
    keeper.forget();
    storage.clear([ERROR_LOG_KEY]);
    store.setState({ ...EMPTY, locked: false, deptId: null });
  }

  function lockNow(): boolean {
    if (!screenLock.hasPassword()) return false;
    screenLock.lock(safeReturn(deps.currentPath()));
    store.setState((state) => ({ ...state, locked: true }));
    deps.navigate('/lock');
    return true;
  }

  const session: Session = {
    store,
    keeper,
    screenLock,
    async restore() {
      // Where logout and expiry lead (the login portal) comes from the server.
      const config = session.authConfig().catch(() => undefined);
      if (!keeper.current()) {
        store.setState((state) => ({ ...state, ...EMPTY }));
        return;
      }
      store.setState((state) => ({ ...state, status: 'restoring', locked: screenLock.isLocked() }));
      try {
        // Its answer also teaches the request layer the server's time (the Date header) before the first
        // signed request: a PC whose clock is off would otherwise have that request refused as stale.
        await config;
        if (await keeper.ensureUsable()) {
          await load();
          keeper.start();
          return;
        }
      } catch {
        // The request layer has shown why, and for an ended session gone to the login portal.
      }
      // A stored token that merely could not be checked (no network) stays for the next reload.
      keeper.stop();
      store.setState((state) => ({ ...state, ...EMPTY }));
    },
    completeSignIn: (tokens) => begin(recordOf(tokens, now())),
    adoptHandoffToken: (token) => begin({ access_token: token, refresh_token: null, expires_at: null, signIn: randomId() }),
    async reloadMenu() {
      const menu = await getMenu(client);
      store.setState((state) => ({ ...state, menu }));
    },
    async logout(options = {}) {
      if (options.confirm !== false && !(await deps.confirm(deps.text('session.logout.confirm')))) return;
      if (keeper.current()) {
        // Whatever the server answers, the browser signs out: its failure rules must not toast or navigate.
        const ports = httpPorts.getState();
        const quiet = { ...ports, notify: () => {}, navigator: { navigate: () => {}, current: ports.navigator.current } };
        await logoutCall(client.extend({ ports: quiet })).catch(() => undefined);
      }
      // From the lock screen, the page behind the lock is the one to come back to.
      const returnTo = store.getState().locked ? screenLock.returnTo() : deps.currentPath();
      clearLocally();
      deps.navigate(portalWithReturn(deps.config.getState().loginPortal, returnTo, deps.origin()));
    },
    lockNow,
    async setLockPasswordAndLock(password) {
      await screenLock.setPassword(password);
      lockNow();
    },
    async unlock(password) {
      const returnTo = screenLock.returnTo();
      if (!(await screenLock.unlock(password))) return false;
      store.setState((state) => ({ ...state, locked: false }));
      deps.navigate(safeReturn(returnTo));
      return true;
    },
    passwordChanged() {
      store.setState((state) => (state.user ? { ...state, user: { ...state.user, mustChangePassword: false } } : state));
    },
    authConfig() {
      authConfig ??= getAuthClientConfig(client).then(
        (config) => {
          if (config.portalUrl) deps.config.setState((current) => ({ ...current, loginPortal: config.portalUrl }));
          return config;
        },
        (error: unknown) => {
          authConfig = undefined; // Asked again next time.
          throw error;
        },
      );
      return authConfig;
    },
    port: {
      getToken: () => keeper.current()?.access_token ?? null,
      getDeptId: () => store.getState().deptId,
      clearToken() {
        keeper.forget();
        store.setState((state) => ({ ...state, ...EMPTY }));
      },
      clear: clearLocally,
    },
    navigator: {
      navigate: (to) => deps.navigate(to),
      current: () => portalReturn(deps.config.getState().loginPortal, deps.currentPath(), deps.origin()),
    },
    dispose() {
      keeper.dispose();
      unsubscribeLock();
    },
  };
  return session;
}
