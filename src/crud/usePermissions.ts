/**
 * What the crud views need of the session: the permissions the signed-in user holds (to show only the
 * actions they may take; the server enforces them anyway) and who they are (to remember their list
 * settings apart from another user's). The session store is read here only.
 */
import { useMemo } from 'react';
import { SIGNED_IN } from '../../model/resource/permissions.ts';
import type { ReviewLevelName } from '../../model/resource/types.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { useStore } from '../store/useStore.ts';

/** True when the user holds the permission code (SIGNED_IN: every signed-in user does). */
export type Can = (code: string | undefined) => boolean;

export function usePermissions(): Can {
  const held = useStore(sessionStore, (state) => state.permissions);
  return useMemo(() => (code) => code !== undefined && (code === SIGNED_IN || held.has(code)), [held]);
}

/**
 * Who the signed-in user is to a reviewed lifecycle: their id (whose items they edit, submit or may not decide)
 * and the level they decide at in a levelled review (that of their organisation's kind).
 */
export interface Me {
  readonly userId: string | undefined;
  readonly level: ReviewLevelName | undefined;
}

export function useMe(): Me {
  const userId = useUserId();
  const level = useStore(sessionStore, (state) => state.user?.organization?.level);
  return useMemo(() => ({ userId, level }), [userId, level]);
}

function useUserId(): string | undefined {
  return useStore(sessionStore, (state) => state.user?.userId);
}

/** The signed-in user's id, as a key for what is remembered per user in this browser. */
export function useUserKey(): string {
  return useUserId() ?? 'anonymous';
}
