/**
 * 修改密码 (/system/password): the user's own password change. The change itself is the session's one
 * change-password dialog (the header's 修改密码 opens the same), opened at once when the page is; the page
 * says what the rules are and what a change does, and opens the dialog again.
 */
import { useEffect } from 'react';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { openChangePassword, sessionStore } from '../../../session/sessionStore.ts';
import { useStore } from '../../../store/useStore.ts';
import { Button } from '../../../ui/button.tsx';
import { sessionDialogs } from '../../../../model/i18n/sessionDialogs.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export default function PasswordPage(_: PageProps) {
  const t = useT(sessionDialogs, systemPages);
  const user = useStore(sessionStore, (s) => s.user);
  // The menu entry means "change my password": the form comes up without a second click.
  useEffect(() => openChangePassword(), []);
  return (
    <section aria-labelledby="password-title" className="flex max-w-2xl flex-col gap-4 p-4">
      <h1 id="password-title" className="text-lg font-semibold text-ink">{t('systemPages.password.title')}</h1>
      <div className="flex flex-col gap-3 rounded border border-line bg-surface p-5 text-sm text-ink">
        {user ? <p>{t('systemPages.password.account', { username: user.userName })}</p> : null}
        <p>{t('systemPages.password.rules', { rules: t('session.password.rules') })}</p>
        <p className="text-muted">{t('systemPages.password.effect')}</p>
        <div>
          <Button variant="primary" size="lg" onClick={openChangePassword}>{t('systemPages.password.open')}</Button>
        </div>
      </div>
    </section>
  );
}
