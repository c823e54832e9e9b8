/** Spec sections 2 and 5: the lock-screen password, asked for before the first lock (empty: 锁屏密码不能为空). */
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n/locale.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { http } from '../../model/i18n/http.ts';
import { sessionDialogs } from '../../model/i18n/sessionDialogs.ts';

export interface LockPasswordDialogProps {
  onClose(): void;
  /** Keeps the password's hash and locks the screen. */
  onLock(password: string): Promise<void>;
}

export function LockPasswordDialog({ onClose, onLock }: LockPasswordDialogProps) {
  const t = useT(http, sessionDialogs);
  const formId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setError(t('session.lock.passwordRequired'));
      return;
    }
    setBusy(true);
    await onLock(password);
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('session.lock.setTitle')}
      closeLabel={t('session.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} disabled={busy}>
            {t('session.lock.lockNow')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Field label={t('session.lock.password')} required error={error} help={t('session.lock.setHelp')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
