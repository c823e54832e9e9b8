/**
 * The second step of a password sign-in for roles that need a second factor (docs/security.md, "Second
 * factor"): the code the server texted to the account's own number, with the ticket of the first step.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/locale.ts';
import type { SecondFactorChallenge } from '../../session/authCalls.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { useSubmit } from '../../http/useSubmit.ts';
import { loadSignInSteps } from '../../session/loadSession.ts';
import { Button } from '../../ui/button.tsx';
import { CodeInput, wrongCode } from './CodeInput.tsx';
import { signIn } from '../../../model/i18n/signIn.ts';

export interface SecondFactorFormProps {
  challenge: SecondFactorChallenge;
  onSignedIn(): Promise<void>;
  onBack(): void;
}

export function SecondFactorForm({ challenge, onSignedIn, onBack }: SecondFactorFormProps) {
  const t = useT(signIn);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  const submitting = useSubmit({
    fields: ['code'],
    show: (shown) => setError(shown[0]?.message),
    refused: (failure) => wrongCode(failure, { say: setError, empty: () => setCode(''), input: codeInput }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    submitting.setProblem('');
    if (code.trim() === '') {
      setError(t('sms.codeRequired'));
      return;
    }
    setError(undefined);
    await submitting.run(async () => {
      await (await loadSignInSteps()).signInWithSecondFactor(challenge.ticket, code.trim());
      await onSignedIn();
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="text-base font-semibold text-ink">
        {t('session.login.secondFactor')}
      </h2>
      <p className="text-sm text-muted">{t('session.login.secondFactorSent', { mobile: challenge.mobile })}</p>
      <FormAlert message={submitting.problem} />
      <CodeInput ref={codeInput} value={code} onChange={setCode} error={error} />
      <div className="flex gap-3">
        <Button size="lg" onClick={onBack}>
          {t('session.login.back')}
        </Button>
        <Button type="submit" variant="primary" size="lg" disabled={submitting.busy} className="flex-1">
          {submitting.busy ? t('session.login.busy') : t('session.login.verify')}
        </Button>
      </div>
    </form>
  );
}
