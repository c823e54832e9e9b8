/**
 * The session machinery (spec sections 1, 4 and 9; docs/session.md): restoring, signing in, refreshing,
 * following other tabs, the screen lock, logout, all kept in the session's store (sessionState.ts). Built
 * from its parts with everything it touches passed in, so tests run it against the real server with their
 * own storage, clock and timers; sessionMachinery.ts makes the app's one instance when it is first needed.
 */
import type { session as sessionTexts } from '../../model/i18n/session.ts';
import { getMenu, getUserInfo, type MenuEntry } from '../http/api/admin.ts';
import { logout as logoutCall, type LoginToken } from '../http/api/auth.ts';
import type { ClientConfig } from '../http/clientConfig.ts';
import { DEPT_KEY, httpPorts, type NavigatorPort, type SessionPort } from '../http/ports.ts';
import type { Client } from '../http/request.ts';
import type { Timers } from '../http/timeout.ts';
import type { Store } from '../store/createStore.ts';
import { ERROR_LOG_KEY } from '../store/errorLog.ts';
import type { PrefixedStorage } from '../store/storage.ts';
import type { PublishedConfig } from '../../model/publishedConfig.ts';
import { getPublishedConfig, refreshTokens } from './authCalls.ts';
import { createRefreshLock } from './refreshLock.ts';
import { portalReturn, portalWithReturn, safeReturn } from './returnAddress.ts';
import { createScreenLock, SCREEN_LOCK, type ScreenLock } from './screenLock.ts';
import { SIGNED_OUT, type SessionState, type SessionUser } from './sessionState.ts';
import type { TabEvents } from './tabEvents.ts';
import { createTokenKeeper, type TokenKeeper } from './tokenKeeper.ts';
import { randomId, recordOf, type TokenRecord } from './tokenRecord.ts';

/**
 * How long after the user and the menu a restore waits for the first screen's code: the shell then draws once,
 * with the page, rather than twice; a page slower than that is drawn when it comes, in the shell already shown.
 */
export const FIRST_SCREEN_WAIT_MS = 1000;

export interface SessionDeps {
  /** The session's state (sessionState.ts): made before the machinery, which takes it over. */
  store: Store<SessionState>;
  client: Client;
  storage: PrefixedStorage;
  events: TabEvents;
  timers: Timers;
  now(): number;
  wait(ms: number): Promise<void>;
  /** The browser's Web Locks, where it has them (refreshLock.ts). */
  locks?: Pick<LockManager, 'request'>;
  navigate(to: string): void;
  /** The app address now (path and query). */
  currentPath(): string;
  origin(): string;
  confirm(message: string): Promise<boolean>;
  text(key: keyof typeof sessionTexts): string;
  /**
   * Whether a sign-in made in another tab is taken up here by a restore: in the workspace it is; the sign-in
   * page goes on to the workspace instead (src/pages/login/LoginPage.tsx), which restores it.
   */
  adoptsSignInElsewhere(): boolean;
  config: Store<ClientConfig>;
}

export interface Session {
  store: Store<SessionState>;
  keeper: TokenKeeper;
  screenLock: ScreenLock;
  /**
   * The stored sign-in checked and its user and menu loaded: the workspace's start, and another tab's sign-in.
   * `ahead` is called once the sign-in is known to be usable, as the user and the menu are asked for (the
   * workspace asks for its first screen then: src/shell/firstScreen.ts). What it returns, the first screen's
   * code, is waited for a little after the user and the menu are in (FIRST_SCREEN_WAIT_MS), so that the shell
   * is first drawn with the page rather than drawn again when the page's code comes.
   */
  restore(ahead?: () => Promise<unknown> | undefined): Promise<void>;
  /** A new sign-in kept, in every tab; the workspace's document, where it leads, restores it. */
  completeSignIn(tokens: LoginToken): void;
  /** A token handed over in an address: used as it is, never refreshed. */
  adoptHandoffToken(token: string): void;
  reloadMenu(): Promise<void>;
  logout(options?: { confirm?: boolean }): Promise<void>;
  /** Locks now when a lock password exists; false when one must be set first. */
  lockNow(): boolean;
  setLockPasswordAndLock(password: string): Promise<void>;
  /** True when the password was right (the lock and password are gone and the page is back). */
  unlock(password: string): Promise<boolean>;
  passwordChanged(): void;
  /** What the server publishes for browsers (the login portal, single sign-on, the sibling systems): asked once
   *  per page load, again after a failure. */
  authConfig(): Promise<PublishedConfig>;
  port: SessionPort;
  navigator: NavigatorPort;
  dispose(): void;
}

export function createSession(deps: SessionDeps): Session {
  const { store, client, storage, now } = deps;
  const screenLock = createScreenLock(storage);
  const storedDept = storage.get(DEPT_KEY);
  let authConfig: Promise<PublishedConfig> | undefined;

  const keeper = createTokenKeeper({
    storage,
    events: deps.events,
    timers: deps.timers,
    now,
    lock: createRefreshLock({ storage, owner: randomId(), now, wait: deps.wait, locks: deps.locks }),
    refresh: (refreshToken) => refreshTokens(refreshToken, client),
    onElsewhere(change) {
      if (change === 'signedIn') {
        if (deps.adoptsSignInElsewhere()) void session.restore();
        return;
      }
      // Signed out in another tab: this one follows to the login portal (spec section 4).
      store.setState((state) => ({ ...state, ...SIGNED_OUT }));
      deps.navigate(portalWithReturn(deps.config.getState().loginPortal, deps.currentPath(), deps.origin()));
    },
  });

  // The store knows since the start whether a sign-in is stored; the lock and the department it is signed
  // in for are read now, before the machinery's first request (a restore acts for the stored department).
  store.setState((state) => ({ ...state, locked: screenLock.isLocked(), deptId: typeof storedDept === 'string' ? storedDept : null }));

  const unsubscribeLock = deps.events.subscribe((name) => {
    if (name === SCREEN_LOCK || name === null) store.setState((state) => ({ ...state, locked: screenLock.isLocked() }));
  });

  /** The user and their menu, in parallel. A menu that fails to load leaves the menu empty (the request
   *  layer has said why) rather than refusing a sign-in the user has proven; reloadMenu() tries again. */
  function askUserAndMenu(): Promise<[SessionUser, MenuEntry[]]> {
    return Promise.all([getUserInfo(client) as Promise<SessionUser>, getMenu(client).catch(() => [])]);
  }

  async function load(asked: Promise<[SessionUser, MenuEntry[]]>, firstScreen: Promise<unknown> | undefined): Promise<void> {
    const [user, menu] = await asked;
    if (firstScreen) await Promise.race([firstScreen.catch(() => undefined), deps.wait(FIRST_SCREEN_WAIT_MS)]);
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

  /**
   * A new sign-in: its token kept (in every tab), any earlier screen lock and department superseded. The user
   * is not loaded here: a sign-in leads to the workspace's document, which restores it (restore()).
   */
  function keep(record: TokenRecord): void {
    screenLock.clear();
    storage.remove(DEPT_KEY);
    store.setState((state) => ({ ...state, locked: false, deptId: null }));
    keeper.keep(record);
  }

  /** Spec section 4, "logs out locally": local and session storage (the error log stays: it may explain
   *  the logout) and what this tab holds. Other tabs see the token go and follow. */
  function clearLocally(): void {
    keeper.forget();
    storage.clear([ERROR_LOG_KEY]);
    store.setState({ ...SIGNED_OUT, locked: false, deptId: null });
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
    async restore(ahead) {
      // Where logout and expiry lead (the login portal) comes from the server. Not waited for: a PC whose clock
      // is off learns the server's time from the refusal of its first signed request, which the request layer
      // then signs again (src/http/request.ts).
      void session.authConfig().catch(() => undefined);
      if (!keeper.current()) {
        store.setState((state) => ({ ...state, ...SIGNED_OUT }));
        return;
      }
      store.setState((state) => ({ ...state, status: 'restoring', locked: screenLock.isLocked() }));
      try {
        if (await keeper.ensureUsable()) {
          const asked = askUserAndMenu();
          await load(asked, ahead?.());
          keeper.start();
          return;
        }
      } catch {
        // The request layer has shown why, and for an ended session gone to the login portal.
      }
      // A stored token that merely could not be checked (no network) stays for the next reload.
      keeper.stop();
      store.setState((state) => ({ ...state, ...SIGNED_OUT }));
    },
    completeSignIn: (tokens) => keep(recordOf(tokens, now())),
    adoptHandoffToken: (token) => keep({ access_token: token, refresh_token: null, expires_at: null, signIn: randomId() }),
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
      authConfig ??= getPublishedConfig(client).then(
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
        store.setState((state) => ({ ...state, ...SIGNED_OUT }));
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
