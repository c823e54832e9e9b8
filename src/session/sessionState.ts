/**
 * What the session is, as the router, the shell and the crud views see it (docs/session.md): signed out,
 * restoring or signed in; the user, their menu and permissions; the screen lock; the department. The store
 * is made at start from what storage holds, before and without the session machinery (createSession.ts),
 * which loads only when it has something to do: all the start needs to know is whether a sign-in is stored.
 */
import type { MenuEntry, UserInfo } from '../http/api/admin.ts';
import { createStore, type Store } from '../store/createStore.ts';
import type { PrefixedStorage } from '../store/storage.ts';
import { readToken } from './tokenRecord.ts';

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

export const SIGNED_OUT: Omit<SessionState, 'locked' | 'deptId'> = { status: 'anonymous', user: null, menu: [], permissions: new Set() };

/**
 * A stored sign-in is 'restoring' until the machinery has checked it. The lock and the department matter only
 * to a signed-in session: the machinery reads them from storage when it is created.
 */
export function createSessionStore(storage: PrefixedStorage): Store<SessionState> {
  return createStore<SessionState>({ ...SIGNED_OUT, status: readToken(storage) ? 'restoring' : 'anonymous', locked: false, deptId: null });
}
