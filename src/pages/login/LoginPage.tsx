/**
 * /login (spec sections 1 and 2): the product title and the sign-in methods as tabs (password, SMS code,
 * 浙政钉). A password sign-in may need a second step (an SMS code); a 浙政钉 account waiting to be bound
 * (a 417 at /token) is bound right after the password sign-in. Then the user lands on the page first asked
 * for (`?redirect=`, app paths only), in the workspace's document; so does a sign-in in another tab.
 */
// Its texts come with it, not with the boot (model/i18n/signInArea.ts).
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { navigate } from '../../router/navigate.ts';
import type { SecondFactorChallenge } from '../../session/authCalls.ts';
import { readBindOffer } from '../../session/bindOffer.ts';
import { loadSignInSteps } from '../../session/loadSession.ts';
import { storageEvents } from '../../session/tabEvents.ts';
import { readToken, TOKEN_RECORD } from '../../session/tokenRecord.ts';
import { storage } from '../../store/storage.ts';
import { lazyPage } from '../../ui/lazyPage.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { signInTarget } from './signInTarget.ts';
import { platform } from '../../../model/i18n/platform.ts';
import { signIn } from '../../../model/i18n/signIn.ts';

// Only the password method shows at first: the others load when their tab is chosen, or earlier when the
// pointer is over their tab or the list has focus, so that they are usually there by the time they show.
const SmsForm = lazyPage(() => import('./SmsForm.tsx').then((m) => ({ default: m.SmsForm })));
const ScanEntry = lazyPage(() => import('./ScanEntry.tsx').then((m) => ({ default: m.ScanEntry })));
// Only roles that need a second factor see it, after their password.
const SecondFactorForm = lazyPage(() => import('./SecondFactorForm.tsx').then((m) => ({ default: m.SecondFactorForm })));

export default function LoginPage() {
  const t = useT(platform, signIn);
  const [method, setMethod] = useState('password');
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [bindOffer] = useState(() => readBindOffer(storage));

  /** After the password sign-in: the waiting 浙政钉 account is bound (a failure is shown, and not fatal). */
  async function afterPassword() {
    if (bindOffer) await (await loadSignInSteps()).bindWaitingAccount(bindOffer);
    navigate(signInTarget());
  }

  const afterSms = async () => navigate(signInTarget());

  // Signed in in another tab (its token appears in shared storage): this tab goes on with it.
  useEffect(
    () =>
      storageEvents().subscribe((name) => {
        if ((name === TOKEN_RECORD || name === null) && readToken(storage)) navigate(signInTarget());
      }),
    [],
  );

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
          <Tabs
            value={method}
            onValueChange={setMethod}
            label={t('session.login.methods')}
            stretch
            // Each method's form starts afresh when its tab is chosen again.
            inactive="unmount"
            tabs={[
              {
                value: 'password',
                label: t('session.login.tabPassword'),
                content: <div className="pt-6"><PasswordForm onSignedIn={afterPassword} onSecondFactor={setChallenge} /></div>,
              },
              {
                value: 'sms',
                label: t('session.login.tabSms'),
                content: <div className="pt-6"><SmsForm onSignedIn={afterSms} /></div>,
                warm: () => void SmsForm.preload(),
              },
              {
                value: 'scan',
                label: t('session.login.tabScan'),
                content: <div className="pt-6"><ScanEntry /></div>,
                warm: () => void ScanEntry.preload(),
              },
            ]}
          />
        )}
        <p className="mt-8 text-center text-xs text-muted">
          v{t('product.version')} · {t('product.copyright')}
        </p>
      </section>
    </main>
  );
}

