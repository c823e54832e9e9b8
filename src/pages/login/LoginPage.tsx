/**
 * /login (spec sections 1 and 2): the product title and the sign-in methods as tabs (password, SMS code,
 * 浙政钉). A password sign-in may need a second step (an SMS code); a 浙政钉 account waiting to be bound
 * (a 417 at /token) is bound right after the password sign-in. Then the user lands on the page first asked
 * for (`?redirect=`, app paths only).
 */
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { bindSso } from '../../http/api/sso.ts';
import { RequestError } from '../../http/errors.ts';
import { useT } from '../../i18n/locale.ts';
import { navigate } from '../../router/navigate.ts';
import type { SecondFactorChallenge } from '../../session/authCalls.ts';
import { clearBindOffer, readBindOffer } from '../../session/ssoTrip.ts';
import { storage } from '../../store/storage.ts';
import { showToast } from '../../ui/toastStore.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ScanEntry } from './ScanEntry.tsx';
import { SecondFactorForm } from './SecondFactorForm.tsx';
import { signInTarget } from './signInTarget.ts';
import { SmsForm } from './SmsForm.tsx';

const TAB =
  'flex-1 border-b-2 border-transparent px-3 py-2.5 text-sm text-muted hover:text-primary ' +
  'data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function LoginPage() {
  const t = useT();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [bindOffer] = useState(() => readBindOffer(storage));

  /** After the password sign-in: the waiting 浙政钉 account is bound (a failure is shown, and not fatal). */
  async function afterPassword() {
    if (bindOffer) {
      try {
        await bindSso({ ticket: bindOffer.bindTicket });
        showToast(t('session.login.bound'), 'success');
      } catch (error) {
        if (!(error instanceof RequestError)) throw error;
      }
      clearBindOffer(storage);
    }
    navigate(signInTarget());
  }

  const afterSms = async () => navigate(signInTarget());

  return (
    <main className="flex min-h-full items-center justify-center bg-canvas p-4 sm:p-6">
      <section aria-labelledby="login-title" className="w-full max-w-md rounded-lg bg-surface p-6 shadow sm:p-8">
        <h1 id="login-title" className="mb-6 text-center text-xl font-semibold text-ink">
          {t('product.title')}
        </h1>
        {bindOffer ? (
          <p role="status" className="mb-4 rounded border border-primary/40 bg-primary/5 px-3 py-2 text-sm text-ink">
            {t('session.login.bindNotice', { name: bindOffer.name })}
          </p>
        ) : null}
        {challenge ? (
          <SecondFactorForm challenge={challenge} onSignedIn={afterPassword} onBack={() => setChallenge(null)} />
        ) : (
          <Tabs.Root defaultValue="password">
            <Tabs.List aria-label={t('session.login.methods')} className="mb-6 flex border-b border-line">
              <Tabs.Trigger value="password" className={TAB}>
                {t('session.login.tabPassword')}
              </Tabs.Trigger>
              <Tabs.Trigger value="sms" className={TAB}>
                {t('session.login.tabSms')}
              </Tabs.Trigger>
              <Tabs.Trigger value="scan" className={TAB}>
                {t('session.login.tabScan')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="password">
              <PasswordForm onSignedIn={afterPassword} onSecondFactor={setChallenge} />
            </Tabs.Content>
            <Tabs.Content value="sms">
              <SmsForm onSignedIn={afterSms} />
            </Tabs.Content>
            <Tabs.Content value="scan">
              <ScanEntry />
            </Tabs.Content>
          </Tabs.Root>
        )}
        <p className="mt-8 text-center text-xs text-muted">
          v{t('product.version')} · {t('product.copyright')}
        </p>
      </section>
    </main>
  );
}

