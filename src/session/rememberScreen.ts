/**
 * Keeps the last-screen cookie (model/lastScreen.ts) in step with the session: set while a session is stored
 * (restoring or signed in), cleared when signed out, written only when that changes.
 */
import { LAST_SCREEN_COOKIE, lastScreenIsWorkspace, WORKSPACE_SCREEN } from '../../model/lastScreen.ts';
import type { Store } from '../store/createStore.ts';
import type { SessionState } from './sessionState.ts';

const YEAR = 365 * 24 * 3600;

export function rememberScreen(store: Store<SessionState>, doc: Document = document): void {
  // What the cookie says already: a reload of a signed-in page writes nothing.
  let workspace = lastScreenIsWorkspace(doc.cookie);
  const write = ({ status }: SessionState) => {
    if ((status !== 'anonymous') === workspace) return;
    workspace = status !== 'anonymous';
    // Lax: a link from another intranet site to a page of the portal still gets the signed-in document.
    doc.cookie = `${LAST_SCREEN_COOKIE}=${workspace ? WORKSPACE_SCREEN : ''}; path=/; max-age=${workspace ? YEAR : 0}; samesite=lax`;
  };
  write(store.getState());
  store.subscribe(write);
}
