/**
 * 新增工作人员: the account's fields from the `users` declaration (the crud form's state and inputs, the
 * same checks as the server), its first password (one-time or set), and its roles when the user may assign
 * them. A one-time password is shown once, here, after the account is made.
 */
import { useId, useState } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { writableFields } from '../../../../model/resource/fields.ts';
import { users } from '../../../../model/resources/users.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import { useT } from '../../../i18n/locale.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { FormSections } from '../../../crud/form/FormSections.tsx';
import { useRecordForm } from '../../../crud/form/useRecordForm.ts';
import { useSubmit } from '../../../http/useSubmit.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { formClient } from '../../../session/formClient.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { OneTimePassword } from './OneTimePassword.tsx';
import { GENERATE, PasswordChoice, passwordChoiceErrors, type PasswordChoiceErrors, type PasswordChoiceValue } from './PasswordChoice.tsx';
import { RoleChecklist } from './RoleChecklist.tsx';
import { sealedPassword } from './sealedPassword.ts';
import type { StaffRecord } from './staffApi.ts';
import { FormFooter } from '../../../crud/form/FormFooter.tsx';
import { auth } from '../../../../model/i18n/auth.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { sessionDialogs } from '../../../../model/i18n/sessionDialogs.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export interface StaffCreateDialogProps {
  onClose(): void;
  /** Opens the new account's page. */
  onOpen(account: StaffRecord): void;
}

const FIELDS = writableFields(users, 'create');

export function StaffCreateDialog({ onClose, onOpen }: StaffCreateDialogProps) {
  const t = useT(auth, crudViews, sessionDialogs, systemPages);
  const can = usePermissions();
  const formId = useId();
  const rolesId = useId();
  const form = useRecordForm(users, 'create');
  const [password, setPassword] = useState<PasswordChoiceValue>(GENERATE);
  const [passwordErrors, setPasswordErrors] = useState<PasswordChoiceErrors>({});
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const submit = useSubmit({
    fields: [...FIELDS.map((f) => f.name), 'password'],
    show(errors) {
      form.showErrors(errors.filter((e) => e.field !== 'password'));
      const forPassword = errors.find((e) => e.field === 'password');
      if (forPassword) setPasswordErrors({ password: forPassword.message });
    },
  });
  const { busy: saving, problem, setProblem } = submit;
  const [created, setCreated] = useState<StaffRecord | null>(null);
  const assignsRoles = can(SYS.staff.assignRole);

  async function save() {
    setProblem('');
    const checked = form.validateAll();
    const pwErrors = passwordChoiceErrors(password, String(form.values.username ?? ''), t);
    setPasswordErrors(pwErrors);
    if (!checked.ok || Object.keys(pwErrors).length) return;
    await submit.run(async () => {
      const client = formClient();
      const body: Record<string, unknown> = { ...checked.values };
      if (password.mode === 'set') body.password = await sealedPassword(password.password, client);
      if (assignsRoles && roleIds.length) body.roleIds = roleIds;
      const account = await resourceApi<StaffRecord>('users', client).create(body as Partial<StaffRecord>);
      notifyChanged('users');
      if (typeof account.password === 'string') setCreated(account);
      else {
        showToast(t('systemPages.staff.created', { name: account.name }), 'success');
        onOpen(account);
      }
    });
  }

  async function cancel() {
    if (!created && form.dirty && !(await confirm(t('systemPages.staff.discardConfirm')))) return;
    onClose();
  }

  const title = t('systemPages.staff.addTitle');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && void cancel()}
      title={title}
      closeLabel={t('crud.close')}
      className="w-[760px]"
      footer={
        created ? (
          <>
            <Button onClick={onClose}>{t('crud.close')}</Button>
            <Button variant="primary" onClick={() => onOpen(created)}>{t('systemPages.staff.openAccount')}</Button>
          </>
        ) : (
          <FormFooter formId={formId} onCancel={() => void cancel()} busy={saving} />
        )
      }
    >
      {created ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink">{t('systemPages.staff.created', { name: created.name })}</p>
          <OneTimePassword username={created.username} password={String(created.password)} />
        </div>
      ) : (
        <form
          id={formId}
          noValidate
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          className="flex flex-col gap-4"
        >
          <FormAlert message={problem} />
          <FormSections
            def={users}
            fields={FIELDS}
            values={form.values}
            errors={form.errors}
            record={undefined}
            isDisabled={() => saving}
            onChange={(field, value) => form.setValue(field.name, value)}
            onBlur={(field) => form.validateField(field.name)}
          />
          <PasswordChoice value={password} onChange={setPassword} errors={passwordErrors} disabled={saving} />
          {assignsRoles ? (
            <fieldset className="flex flex-col gap-2 rounded border border-line p-3">
              <legend id={rolesId} className="px-1 text-sm font-semibold text-ink">{t('systemPages.staff.roles')}</legend>
              <RoleChecklist value={roleIds} onChange={setRoleIds} disabled={saving} labelledBy={rolesId} />
            </fieldset>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
