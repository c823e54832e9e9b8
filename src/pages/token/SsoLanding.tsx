/**
 * What /token and /authredirect show while a sign-in from the address runs, and what went wrong if it
 * failed: the message, and for a 浙政钉 account bound to nobody (417) the way to bind it by a password
 * sign-in. The code or token leaves the address bar before the first paint and before any request.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { navigate } from '../../router/navigate.ts';
import { loadSession, loadSignInSteps } from '../../session/loadSession.ts';
import { landFromSso, type SsoOutcome } from '../../session/ssoLanding.ts';
import { takeSsoParams } from '../../session/ssoParams.ts';
import { storage } from '../../store/storage.ts';
import { Button } from '../../ui/button.tsx';
import { platform } from '../../../model/i18n/platform.ts';
import { sessionPages } from '../../../model/i18n/sessionPages.ts';

export function SsoLanding() {
  const t = useT(platform, sessionPages);
  const [outcome, setOutcome] = useState<Exclude<SsoOutcome, { kind: 'signedIn' }> | null>(null);
  // Development's StrictMode mounts twice: the code is good for one exchange only.
  const started = useRef(false);

  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = takeSsoParams();
    void Promise.all([loadSession(), loadSignInSteps()])
      .then(([{ session }, { exchangeSsoCode }]) => landFromSso(params, { session, storage, exchange: exchangeSsoCode, text: t }))
      .then((result) => {
        if (result.kind === 'signedIn') navigate(result.to, { replace: true });
        else setOutcome(result);
      });
  }, [t]);

  return (
    <main className="flex min-h-full items-center justify-center bg-canvas p-4 sm:p-6">
      <section aria-labelledby="sso-title" className="flex w-full max-w-md flex-col items-center gap-4 rounded-lg bg-surface p-6 text-center shadow sm:p-8">
        <h1 id="sso-title" className="text-xl font-semibold text-ink">
          {t('product.title')}
        </h1>
        {outcome === null ? (
          <p role="status" className="text-sm text-muted">
            {t('session.sso.signingIn')}
          </p>
        ) : (
          <>
            <p role="alert" className="text-sm text-danger">
              {outcome.message}
            </p>
            {outcome.kind === 'bind' ? (
              <Button variant="primary" size="lg" onClick={() => navigate('/login')}>
                {t('session.sso.bindWithPassword')}
              </Button>
            ) : (
              <Button size="lg" onClick={() => navigate('/login')}>
                {t('session.sso.backToLogin')}
              </Button>
            )}
          </>
        )}
      </section>
    </main>
  );
}
