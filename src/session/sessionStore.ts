/**
 * The app's one session (the contract the router, shell and crud views code against; docs/session.md): its
 * state, eager and small, for components to subscribe to, and its actions, which load the session machinery
 * (loadSession.ts) and run there.
 */
import { storage } from '../store/storage.ts';
import { loadSession } from './loadSession.ts';
import { closeSessionDialog, openSessionDialog, sessionDialogs } from './sessionDialogs.ts';
import { createSessionStore } from './sessionState.ts';

export type { SessionState, SessionUser } from './sessionState.ts';

export const sessionStore = createSessionStore(storage);

// A dialog left open when the session ends must not greet the next user.
sessionStore.subscribe((state) => {
  if (state.status !== 'signedIn' && sessionDialogs.getState().open !== null) closeSessionDialog();
});

/** The menu changed (role grants). */
export async function reloadMenu(): Promise<void> {
  await (await loadSession()).session.reloadMenu();
}

/**
 * Spec sections 4 and 5: after 是否退出系统, 是否继续? (unless `confirm: false`, a forced sign-out), ends the
 * session on the server and, whatever it answers, clears local and session storage and goes to the login
 * portal with a return address.
 */
export async function logout(options?: { confirm?: boolean }): Promise<void> {
  await (await loadSession()).session.logout(options);
}

/** Spec section 4: locks now when a lock password exists, else asks for one first. */
export async function requestLock(): Promise<void> {
  if (!(await loadSession()).session.lockNow()) openSessionDialog('lockPassword');
}

/** Opens the change-password dialog (the header dropdown). */
export function openChangePassword(): void {
  openSessionDialog('changePassword');
}
