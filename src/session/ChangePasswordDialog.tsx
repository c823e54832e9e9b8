/**
 * Change password (header dropdown; forced after a first sign-in or a reset): current, new and confirmed new
 * password, checked with model/passwordRules.ts before sending, both sealed like the login password
 * (docs/security.md). Messages stay under the field they concern. When the change is forced the dialog
 * cannot be put aside: its close button signs out instead.
 */
import { useId, useState, type FormEvent } from 'react';
import { passwordProblem } from '../../model/passwordRules.ts';
import { changePassword } from '../http/api/admin.ts';
import { useT } from '../i18n/locale.ts';
import { loadPasswordSeal } from './loadPasswordSeal.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { showToast } from '../ui/toastStore.ts';
import { getPasswordKey } from './authCalls.ts';
import { formClient } from './formClient.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { useSubmit } from '../http/useSubmit.ts';
import { auth } from '../../model/i18n/auth.ts';
import { http } from '../../model/i18n/http.ts';
import { sessionDialogs } from '../../model/i18n/sessionDialogs.ts';

type FieldName = 'oldPassword' | 'newPassword' | 'confirm';

export interface ChangePasswordDialogProps {
  /** The change is required before anything else (the server's mustChangePassword). */
  forced: boolean;
  /** The login name, which a new password must not contain. */
  username: string;
  onClose(): void;
  onChanged(): void;
  onLogout(): void;
}

export function ChangePasswordDialog({ forced, username, onClose, onChanged, onLogout }: ChangePasswordDialogProps) {
  const t = useT(auth, http, sessionDialogs);
  const formId = useId();
  const [values, setValues] = useState<Record<FieldName, string>>({ oldPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const { busy, problem: message, setProblem: setMessage, run } = useSubmit({
    fields: ['oldPassword', 'newPassword'],
    show: (_, byField) => setErrors(byField),
  });

  const change = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  function validate(): Partial<Record<FieldName, string>> {
    const found: Partial<Record<FieldName, string>> = {};
    if (values.oldPassword === '') found.oldPassword = t('session.password.oldRequired');
    const problem = passwordProblem(values.newPassword, username);
    if (problem) found.newPassword = t(problem.key, problem.vars);
    else if (values.newPassword === values.oldPassword) found.newPassword = t('password.sameAsOld');
    if (!found.newPassword && values.confirm !== values.newPassword) found.confirm = t('session.password.mismatch');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setMessage('');
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      const client = formClient();
      const [key, { sealPassword }] = await Promise.all([getPasswordKey(client), loadPasswordSeal()]);
      await changePassword({ oldPassword: sealPassword(key, values.oldPassword), newPassword: sealPassword(key, values.newPassword) }, client);
      showToast(t('session.password.changed'), 'success');
      onChanged();
      onClose();
    });
  }

  const input = (name: FieldName, label: string, autoComplete: string, help?: string) => (
    <Field label={label} required error={errors[name]} help={help}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => change(name)(e.target.value)}
          onFocus={() => void loadPasswordSeal()}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) (forced ? onLogout : onClose)();
      }}
      title={t('session.password.title')}
      description={forced ? t('session.password.mustChange') : undefined}
      closeLabel={forced ? t('session.logout') : t('session.close')}
      footer={
        <>
          {forced ? (
            <Button onClick={onLogout}>{t('session.logout')}</Button>
          ) : (
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          )}
          <Button variant="primary" type="submit" form={formId} disabled={busy}>
            {t('dialog.ok')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={message} />
        {input('oldPassword', t('session.password.old'), 'current-password')}
        {input('newPassword', t('session.password.new'), 'new-password', t('session.password.rules'))}
        {input('confirm', t('session.password.confirm'), 'new-password')}
      </form>
    </Dialog>
  );
}
