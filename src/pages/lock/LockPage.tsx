/**
 * /lock (spec sections 2 and 4): who is signed in (name and avatar) and the lock password. A wrong one
 * clears the box with 解锁密码错误,请重新输入; the right one removes lock and password and returns to the
 * page that was open. Signing out is offered too (a forgotten lock password has no other way out).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/locale.ts';
import { loadSession } from '../../session/loadSession.ts';
import { logout, sessionStore } from '../../session/sessionStore.ts';
import { useStore } from '../../store/useStore.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { sessionDialogs } from '../../../model/i18n/sessionDialogs.ts';
import { sessionPages } from '../../../model/i18n/sessionPages.ts';

function Avatar({ name, src }: { name: string; src: string | null | undefined }) {
  if (src) return <img src={src} alt="" className="size-20 rounded-full border border-line object-cover" />;
  return (
    <span aria-hidden className="flex size-20 items-center justify-center rounded-full bg-primary text-3xl text-primary-foreground">
      {[...name][0] ?? ''}
    </span>
  );
}

export default function LockPage() {
  const t = useT(sessionDialogs, sessionPages);
  const user = useStore(sessionStore, (state) => state.user);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const name = user?.name || user?.userName || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setError(t('session.lock.passwordRequired'));
      return;
    }
    setBusy(true);
    const unlocked = await (await loadSession()).session.unlock(password);
    if (unlocked) return;
    setPassword('');
    setError(t('session.lock.wrongPassword'));
    setBusy(false);
    input.current?.focus();
  }

  return (
    <main className="flex min-h-full items-center justify-center bg-canvas p-4 sm:p-6">
      <section aria-labelledby="lock-title" className="flex w-full max-w-sm flex-col items-center gap-4 rounded-lg bg-surface p-6 shadow sm:p-8">
        <h1 id="lock-title" className="text-lg font-semibold text-ink">
          {t('session.lock.title')}
        </h1>
        <Avatar name={name} src={user?.avatar} />
        <p className="text-base text-ink">{name}</p>
        <form noValidate onSubmit={submit} className="flex w-full flex-col gap-4">
          <Field label={t('session.lock.password')} required error={error}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                ref={input}
                type="password"
                autoComplete="off"
                autoFocus
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <Button type="submit" variant="primary" size="lg" disabled={busy}>
            {t('session.lock.unlock')}
          </Button>
          <Button variant="link" onClick={() => void logout()}>
            {t('session.logout')}
          </Button>
        </form>
      </section>
    </main>
  );
}

