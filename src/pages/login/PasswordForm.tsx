/**
 * The password tab: user name and password, the password sealed to the server's key (spec section 5,
 * docs/security.md) and never sent as typed. A role that needs a second factor gets a ticket instead of
 * tokens, and the page goes on to the SMS code. The sign-in itself is the session machinery's
 * (signInSteps.ts): it loads when the form is pointed at or typed in (the user name's autofocus is not the
 * visitor's doing) or the password field gets focus, and at submit at the latest. After failures the server
 * asks for an image captcha (`data.captchaRequired`): its field then shows, with a new picture after each
 * refusal (docs/security.md, "Failed sign-ins").
 */
import { useRef, useState, type FormEvent } from 'react';
import { RequestError } from '../../http/errors.ts';
import { loadSigner } from '../../http/loadSigner.ts';
import { useT } from '../../i18n/locale.ts';
import type { SecondFactorChallenge, SignInHint } from '../../session/authCalls.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { loadPasswordSeal } from '../../session/loadPasswordSeal.ts';
import { loadSignInSteps } from '../../session/loadSession.ts';
import { useSubmit } from '../../http/useSubmit.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { lazyPage } from '../../ui/lazyPage.tsx';
import { signIn } from '../../../model/i18n/signIn.ts';

// Only a sign-in after failures needs it.
const CaptchaField = lazyPage(() => import('./CaptchaField.tsx').then((m) => ({ default: m.CaptchaField })));

const asksForCaptcha = (error: unknown) =>
  error instanceof RequestError && (error.body?.data as Partial<SignInHint> | undefined)?.captchaRequired === true;

export interface PasswordFormProps {
  onSignedIn(): Promise<void>;
  onSecondFactor(challenge: SecondFactorChallenge): void;
}

export function PasswordForm({ onSignedIn, onSecondFactor }: PasswordFormProps) {
  const t = useT(signIn);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string; captcha?: string }>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  const passwordInput = useRef<HTMLInputElement>(null);
  const submitting = useSubmit({
    fields: ['username', 'password', 'captcha'],
    show: (_, byField) => setErrors(byField),
    refused(error) {
      // The user types the password again (a sealed one is good once anyway), and reads a new picture.
      setPassword('');
      if (asksForCaptcha(error)) setCaptchaShown(true);
      if (captchaShown || asksForCaptcha(error)) {
        setCaptcha('');
        setCaptchaGeneration((n) => n + 1);
      }
      passwordInput.current?.focus();
      return false;
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: username.trim() === '' ? t('auth.usernameRequired') : undefined,
      password: password === '' ? t('auth.passwordRequired') : undefined,
      captcha: captchaShown && captcha.trim() === '' ? t('session.login.captchaRequired') : undefined,
    };
    setErrors(found);
    submitting.setProblem('');
    if (found.username || found.password || found.captcha) return;
    // The requests after the sign-in are signed: their code loads while this one is under way.
    void loadSigner();
    await submitting.run(async () => {
      const answered = captchaShown && captchaId ? { captchaId, answer: captcha.trim() } : undefined;
      const challenge = await (await loadSignInSteps()).signInWithPassword(username.trim(), password, answered);
      if (challenge) onSecondFactor(challenge);
      else await onSignedIn();
    });
  }

  const warm = () => void loadSignInSteps();

  return (
    <form noValidate onSubmit={submit} onPointerEnter={warm} onInput={warm} className="flex flex-col gap-4">
      <FormAlert message={submitting.problem} />
      <Field label={t('session.login.username')} required error={errors.username}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field label={t('session.login.password')} required error={errors.password}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            ref={passwordInput}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onFocus={() => {
              warm();
              void loadPasswordSeal();
            }}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      {captchaShown ? (
        <CaptchaField generation={captchaGeneration} value={captcha} onChange={setCaptcha} onCaptcha={setCaptchaId} error={errors.captcha} />
      ) : null}
      <Button type="submit" variant="primary" size="lg" disabled={submitting.busy}>
        {submitting.busy ? t('session.login.busy') : t('session.login.submit')}
      </Button>
    </form>
  );
}
