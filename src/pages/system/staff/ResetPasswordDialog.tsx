/**
 * 重置密码 of another account: a one-time password or one the administrator sets. The server texts a one-time
 * password to the owner's number when the account has one (the dialog then only says where it went), and
 * otherwise answers it once, shown here for the administrator to hand over. The server then ends the
 * person's sessions, clears a lock, and makes them change it at their next sign-in.
 */
import { useId, useState } from 'react';
import { resetPassword } from '../../../http/api/account.ts';
import { useT } from '../../../i18n/locale.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { formClient } from '../../../session/formClient.ts';
import { useSubmit } from '../../../http/useSubmit.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { OneTimePassword } from './OneTimePassword.tsx';
import { GENERATE, PasswordChoice, passwordChoiceErrors, type PasswordChoiceErrors, type PasswordChoiceValue } from './PasswordChoice.tsx';
import { sealedPassword } from './sealedPassword.ts';
import type { StaffRecord } from './staffApi.ts';
import { FormFooter } from '../../../crud/form/FormFooter.tsx';
import { auth } from '../../../../model/i18n/auth.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { sessionDialogs } from '../../../../model/i18n/sessionDialogs.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export interface ResetPasswordDialogProps {
  account: Pick<StaffRecord, 'id' | 'username' | 'name'>;
  onClose(): void;
  onReset(): void;
}

export function ResetPasswordDialog({ account, onClose, onReset }: ResetPasswordDialogProps) {
  const t = useT(auth, crudViews, sessionDialogs, systemPages);
  const formId = useId();
  const [choice, setChoice] = useState<PasswordChoiceValue>(GENERATE);
  const [errors, setErrors] = useState<PasswordChoiceErrors>({});
  const { busy, problem, setProblem, run } = useSubmit({ fields: ['password'], show: ([error]) => setErrors({ password: error!.message }) });
  const [oneTime, setOneTime] = useState<string | null>(null);

  async function submit() {
    setProblem('');
    const found = passwordChoiceErrors(choice, account.username, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    await run(async () => {
      const client = formClient();
      const fields: Record<string, string> = { userId: account.id };
      if (choice.mode === 'set') fields.password = await sealedPassword(choice.password, client);
      const answer = await resetPassword(fields, client);
      onReset();
      if (answer.delivery === 'shown' && answer.password) setOneTime(answer.password);
      else {
        const sent = answer.delivery === 'sms' && answer.mobile;
        showToast(sent ? t('systemPages.staff.passwordTexted', { name: account.name, mobile: answer.mobile! }) : t('systemPages.staff.passwordReset', { name: account.name }), 'success');
        onClose();
      }
    });
  }

  const title = t('systemPages.staff.resetTitle', { name: account.name });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('crud.close')}
      footer={
        oneTime ? (
          <Button variant="primary" onClick={onClose}>{t('systemPages.staff.done')}</Button>
        ) : (
          <FormFooter formId={formId} onCancel={onClose} busy={busy} submit={t('systemPages.staff.resetConfirm')} />
        )
      }
    >
      {oneTime ? (
        <OneTimePassword username={account.username} password={oneTime} />
      ) : (
        <form
          id={formId}
          noValidate
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          className="flex flex-col gap-4"
        >
          <FormAlert message={problem} />
          <p className="text-sm text-muted">{t('systemPages.staff.resetHelp')}</p>
          <PasswordChoice value={choice} onChange={setChoice} errors={errors} disabled={busy} />
        </form>
      )}
    </Dialog>
  );
}
