/**
 * The 浙政钉 tab: the browser goes to the identity service's sign-in page (the server's development provider
 * on a test machine) and comes back to /token with a code (docs/session.md, "Single sign-on").
 */
import { useEffect } from 'react';
import { useT } from '../../i18n/locale.ts';
import { storage } from '../../store/storage.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { useSubmit } from '../../http/useSubmit.ts';
import { loadSession } from '../../session/loadSession.ts';
import { startSsoTrip } from '../../session/ssoTrip.ts';
import { Button } from '../../ui/button.tsx';
import { signInTarget } from './signInTarget.ts';
import { signIn } from '../../../model/i18n/signIn.ts';

export function ScanEntry() {
  const t = useT(signIn);
  const submitting = useSubmit();
  // Shown once the visitor chose this tab: the identity service's address comes with the session machinery.
  useEffect(() => void loadSession(), []);

  const go = () =>
    submitting.run(async () => {
      const { ssoAuthorizeUrl } = await (await loadSession()).session.authConfig();
      if (!ssoAuthorizeUrl) return submitting.setProblem(t('sso.notConfigured'));
      // A page of another application (or the server's own provider page): loaded in full, not routed.
      window.location.assign(startSsoTrip(storage, ssoAuthorizeUrl, signInTarget(), window.location.origin));
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('session.login.scanIntro')}</p>
      <FormAlert message={submitting.problem} />
      <Button variant="primary" size="lg" onClick={go} disabled={submitting.busy}>
        {t('session.login.scanStart')}
      </Button>
    </div>
  );
}
