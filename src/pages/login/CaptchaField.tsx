/**
 * The image captcha the server asks for after failed sign-ins (docs/security.md, "Failed sign-ins"): the
 * field, the picture with a text alternative, and a button for another picture. A new picture loads whenever
 * `generation` changes (the form bumps it after each refusal: a picture answers one try). Loaded with the
 * page only once asked for.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { loadSignInSteps } from '../../session/loadSession.ts';
import { failureMessage } from '../../http/requestFailure.ts';
import type { Captcha } from '../../session/signInSteps.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { signIn } from '../../../model/i18n/signIn.ts';

export interface CaptchaFieldProps {
  generation: number;
  value: string;
  onChange(value: string): void;
  /** The id of the picture shown, null while none is. */
  onCaptcha(captchaId: string | null): void;
  error: string | undefined;
}

export function CaptchaField({ generation, value, onChange, onCaptcha, error }: CaptchaFieldProps) {
  const t = useT(signIn);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [problem, setProblem] = useState('');
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let current = true;
    setCaptcha(null);
    setProblem('');
    onCaptcha(null);
    loadSignInSteps().then((steps) => steps.newCaptcha()).then(
      (next) => {
        if (!current) return;
        setCaptcha(next);
        onCaptcha(next.captchaId);
      },
      (failure: unknown) => current && setProblem(failureMessage(failure)),
    );
    return () => {
      current = false;
    };
    // onCaptcha is the form's state setter, the same function at every render.
  }, [generation, asked]);

  return (
    <Field label={t('session.login.captcha')} required error={error ?? (problem || undefined)} help={t('session.login.captchaHelp')}>
      {({ id, describedBy, invalid }) => (
        <div className="flex items-center gap-2">
          <Input
            id={id}
            name="captcha"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={4}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className="flex-1"
          />
          {captcha ? (
            <img src={captcha.image} alt={t('session.login.captchaImage')} width={120} height={40} className="rounded border border-line" />
          ) : (
            <span role="status" className="text-xs text-muted">{t('session.login.captchaLoading')}</span>
          )}
          <Button aria-label={t('session.login.captchaRefreshLabel')} onClick={() => setAsked((n) => n + 1)}>
            {t('session.login.captchaRefresh')}
          </Button>
        </div>
      )}
    </Field>
  );
}
