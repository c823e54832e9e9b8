/**
 * What may be done to an account from the list and the detail page, each after a confirmation: enable or
 * disable, unlock, reset the password (a dialog), sign out all of its sessions, delete. Only the actions
 * the user holds are offered, and none on their own account (the server refuses those; their own password
 * is changed under 修改密码). A refusal stays shown, in the server's words, until the next action.
 */
import { useCallback, useState } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { forceLogout } from '../../../http/api/account.ts';
import { useT } from '../../../i18n/locale.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { usePermissions, useUserKey } from '../../../crud/usePermissions.ts';
import { formClient } from '../../../session/formClient.ts';
import { failureMessage } from '../../../http/requestFailure.ts';
import { confirm } from '../../../ui/confirm.ts';
import { showToast } from '../../../ui/toastStore.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { deleteStaff, setStaffEnabled, unlockStaff, type StaffRecord } from './staffApi.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export type StaffChange = 'state' | 'unlocked' | 'signedOut' | 'deleted' | 'passwordReset';

export interface StaffAllowed {
  toggle: boolean;
  unlock: boolean;
  reset: boolean;
  signOut: boolean;
  remove: boolean;
}

export function useStaffActions(onDone: (change: StaffChange, account: StaffRecord) => void) {
  const t = useT(systemPages);
  const can = usePermissions();
  const me = useUserKey();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [resetting, setResetting] = useState<StaffRecord | null>(null);

  const allowed = useCallback(
    (a: StaffRecord): StaffAllowed => {
      const other = a.id !== me;
      return {
        toggle: other && can(SYS.staff.disable),
        unlock: other && a.locked && can(SYS.staff.unlock),
        reset: other && can(SYS.staff.resetPassword),
        signOut: other && can(SYS.staff.forceLogout),
        remove: other && can(SYS.staff.del),
      };
    },
    [can, me],
  );

  const finish = useCallback(
    (change: StaffChange, account: StaffRecord, message: string) => {
      showToast(message, 'success');
      notifyChanged('users');
      onDone(change, account);
    },
    [onDone],
  );

  const run = useCallback(async <T,>(question: string, write: () => Promise<T>, done: (result: T) => void) => {
    setProblem('');
    if (!(await confirm(question))) return;
    setBusy(true);
    try {
      done(await write());
    } catch (e) {
      setProblem(failureMessage(e));
    } finally {
      setBusy(false);
    }
  }, []);

  const toggle = useCallback(
    (a: StaffRecord) =>
      void run(
        t(a.enabled ? 'systemPages.staff.disableConfirm' : 'systemPages.staff.enableConfirm', { name: a.name }),
        () => setStaffEnabled(a.id, !a.enabled, formClient()),
        (saved) => finish('state', saved, t(saved.enabled ? 'systemPages.staff.enabledDone' : 'systemPages.staff.disabledDone', { name: a.name })),
      ),
    [run, finish, t],
  );
  const unlock = useCallback(
    (a: StaffRecord) =>
      void run(t('systemPages.staff.unlockConfirm', { name: a.name }), () => unlockStaff(a.id, formClient()), (saved) => finish('unlocked', saved, t('systemPages.staff.unlocked', { name: a.name }))),
    [run, finish, t],
  );
  const signOut = useCallback(
    (a: StaffRecord) =>
      void run(t('systemPages.staff.signOutConfirm', { name: a.name }), () => forceLogout(a.id, formClient()), ({ revoked }) => finish('signedOut', a, t('systemPages.staff.signedOut', { name: a.name, count: revoked }))),
    [run, finish, t],
  );
  const remove = useCallback(
    (a: StaffRecord) =>
      void run(t('systemPages.staff.deleteConfirm', { name: a.name }), () => deleteStaff(a.id, formClient()), () => finish('deleted', a, t('systemPages.staff.deleted', { name: a.name }))),
    [run, finish, t],
  );
  const reset = useCallback((a: StaffRecord) => {
    setProblem('');
    setResetting(a);
  }, []);

  const dialog = resetting ? (
    <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} onReset={() => onDone('passwordReset', resetting)} />
  ) : null;
  return { allowed, toggle, unlock, signOut, remove, reset, dialog, problem, busy };
}

export type StaffActions = ReturnType<typeof useStaffActions>;
