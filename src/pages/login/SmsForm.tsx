/**
 * The SMS tab: mobile number (spec section 5's three messages), a send-code button that then counts down
 * 60 s, and the code; a wrong code (428 验证码错误,请重新输入) is shown under the code field.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { mobileProblem } from '../../../model/validation.ts';
import { loadSigner } from '../../http/loadSigner.ts';
import { useT } from '../../i18n/locale.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { fieldErrors } from '../../http/requestFailure.ts';
import { useSubmit } from '../../http/useSubmit.ts';
import { loadSignInSteps } from '../../session/loadSession.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { CodeInput, wrongCode } from './CodeInput.tsx';
import { useCountdown } from './useCountdown.ts';
import { http } from '../../../model/i18n/http.ts';
import { signIn } from '../../../model/i18n/signIn.ts';

/** The server's wait between two codes for one number. */
const RESEND_SECONDS = 60;

export function SmsForm({ onSignedIn }: { onSignedIn(): Promise<void> }) {
  const t = useT(http, signIn);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [sent, setSent] = useState(false);
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement>(null);
  const show = (_: unknown, byField: Record<string, string>) => setErrors(byField);
  const submitting = useSubmit({
    fields: ['mobile', 'code'],
    show,
    refused: (error) => wrongCode(error, { say: (message) => setErrors({ code: message }), empty: () => setCode(''), input: codeInput }),
  });
  // What refuses a code is about the number: said under it.
  const sending = useSubmit({
    fields: ['mobile'],
    show,
    refused(error) {
      setErrors({ mobile: fieldErrors(error).mobile ?? error.userMessage });
      return true;
    },
  });
  const busy = submitting.busy || sending.busy;
  // Shown once the visitor chose this tab: what it sends loads now (loadSession.ts).
  useEffect(() => void loadSignInSteps(), []);

  const mobileError = () => {
    const problem = mobileProblem(mobile.trim());
    return problem ? t(problem) : undefined;
  };

  async function send() {
    const problem = mobileError();
    setErrors({ mobile: problem });
    submitting.setProblem('');
    if (problem) return;
    const went = await sending.run(() => loadSignInSteps().then((steps) => steps.sendSmsCode(mobile.trim())));
    if (!went) return;
    setSent(true);
    countdown.start(RESEND_SECONDS);
    codeInput.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { mobile: mobileError(), code: code.trim() === '' ? t('sms.codeRequired') : undefined };
    setErrors(found);
    submitting.setProblem('');
    if (found.mobile || found.code) return;
    // The requests after the sign-in are signed: their code loads while this one is under way.
    void loadSigner();
    await submitting.run(async () => {
      await (await loadSignInSteps()).signInWithSms(mobile.trim(), code.trim());
      await onSignedIn();
    });
  }

  const waiting = countdown.remaining > 0;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={submitting.problem} />
      <Field label={t('session.login.mobile')} required error={errors.mobile}>
        {({ id, describedBy, invalid }) => (
          <div className="flex gap-2">
            <Input
              id={id}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
            <Button onClick={send} disabled={busy || waiting} className="shrink-0">
              {waiting ? t('session.login.resendIn', { seconds: countdown.remaining }) : t('session.login.sendCode')}
            </Button>
          </div>
        )}
      </Field>
      {sent ? (
        <p role="status" className="text-sm text-muted">
          {t('session.login.codeSent')}
        </p>
      ) : null}
      <CodeInput ref={codeInput} value={code} onChange={setCode} error={errors.code} />
      <Button type="submit" variant="primary" size="lg" disabled={busy}>
        {busy ? t('session.login.busy') : t('session.login.submit')}
      </Button>
    </form>
  );
}
