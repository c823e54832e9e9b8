/**
 * The session's dialogs, mounted once for the app: change password (from the header dropdown, or forced
 * while the server flags mustChangePassword, before anything else) and the lock password (requestLock()).
 * Only for a signed-in user: a dialog left open when the session ends goes with it.
 */
import { useStore } from '../store/useStore.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { LockPasswordDialog } from './LockPasswordDialog.tsx';
import { closeSessionDialog, sessionDialogs } from './sessionDialogs.ts';
import { session } from './sessionMachinery.ts';
import { logout, sessionStore } from './sessionStore.ts';

export function SessionDialogs() {
  const open = useStore(sessionDialogs, (state) => state.open);
  const user = useStore(sessionStore, (state) => state.user);
  const signedIn = useStore(sessionStore, (state) => state.status === 'signedIn');
  const locked = useStore(sessionStore, (state) => state.locked);
  // Nothing to change or lock without a session; a locked screen is unlocked before the forced change.
  if (!signedIn || !user) return <></>;
  const forced = user.mustChangePassword === true && !locked;
  if (forced || open === 'changePassword') {
    return (
      <ChangePasswordDialog
        forced={forced}
        username={user.userName}
        onClose={closeSessionDialog}
        onChanged={() => session.passwordChanged()}
        onLogout={() => void logout()}
      />
    );
  }
  if (open === 'lockPassword') {
    return <LockPasswordDialog onClose={closeSessionDialog} onLock={(password) => session.setLockPasswordAndLock(password)} />;
  }
  return <></>;
}
