/**
 * The app's one session (the contract the router, shell and crud views code against; docs/session.md).
 * Importing it plugs the session and the router's navigation into the request layer, so that every request
 * from the first one on carries this session's token and its failures lead through the router, and takes
 * a single sign-on code out of the address bar (ssoParams.ts).
 */
import type { LoginToken } from '../http/api/auth.ts';
import { http } from '../http/client.ts';
import { clientConfig } from '../http/clientConfig.ts';
import { plugHttpPorts } from '../http/ports.ts';
import { realTimers } from '../http/timeout.ts';
import { t } from '../i18n/locale.ts';
import { currentPath, navigate } from '../router/navigate.ts';
import { storage } from '../store/storage.ts';
import { confirm } from '../ui/confirm.ts';
import { createSession } from './createSession.ts';
import { closeSessionDialog, openSessionDialog, sessionDialogs } from './sessionDialogs.ts';
import { captureSsoParams } from './ssoParams.ts';
import { storageEvents } from './tabEvents.ts';

export type { SessionState, SessionUser } from './createSession.ts';

export const session = createSession({
  client: http,
  storage,
  events: storageEvents(),
  timers: realTimers,
  now: Date.now,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  navigate,
  currentPath,
  origin: () => window.location.origin,
  confirm,
  text: (key) => t(key),
  config: clientConfig,
});

plugHttpPorts({ session: session.port, navigator: session.navigator });
// The app's entry imports this module before it requests anything: the earliest moment a single sign-on
// code or token can leave the address bar.
captureSsoParams();

export const sessionStore = session.store;

// A dialog left open when the session ends must not greet the next user.
sessionStore.subscribe((state) => {
  if (state.status !== 'signedIn' && sessionDialogs.getState().open !== null) closeSessionDialog();
});

/** At boot: the stored token → user and menu loaded, refresh checks running; 'anonymous' when none or invalid. */
export function restoreSession(): Promise<void> {
  return session.restore();
}

/** After any sign-in: tokens stored (for every tab), user and menu loaded, refresh checks running. */
export function completeSignIn(tokens: LoginToken): Promise<void> {
  return session.completeSignIn(tokens);
}

/** The menu changed (role grants). */
export function reloadMenu(): Promise<void> {
  return session.reloadMenu();
}

/**
 * Spec sections 4 and 5: after 是否退出系统, 是否继续? (unless `confirm: false`, a forced sign-out), ends the
 * session on the server and, whatever it answers, clears local and session storage and goes to the login
 * portal with a return address.
 */
export function logout(options?: { confirm?: boolean }): Promise<void> {
  return session.logout(options);
}

/** Spec section 4: locks now when a lock password exists, else asks for one first. */
export function requestLock(): void {
  if (!session.lockNow()) openSessionDialog('lockPassword');
}

/** Opens the change-password dialog (the header dropdown). */
export function openChangePassword(): void {
  openSessionDialog('changePassword');
}
