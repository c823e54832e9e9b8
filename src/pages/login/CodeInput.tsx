/** The six-digit SMS code field, with its message (a wrong code's 428 text) under it. */
import { forwardRef, type RefObject } from 'react';
import type { RequestError } from '../../http/errors.ts';
import { useT } from '../../i18n/locale.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { signIn } from '../../../model/i18n/signIn.ts';

export interface CodeInputProps {
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput({ value, onChange, error }, ref) {
  const t = useT(signIn);
  return (
    <Field label={t('session.login.code')} required error={error}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          ref={ref}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      )}
    </Field>
  );
});

/**
 * `refused` of a form that sends a texted code: a wrong code (428) is said under the code field, which is
 * emptied and focused for the next try; any other refusal is left to the form.
 */
export function wrongCode(error: RequestError, field: { say(message: string): void; empty(): void; input: RefObject<HTMLInputElement | null> }): boolean {
  if (error.status !== 428) return false;
  field.say(error.userMessage);
  field.empty();
  field.input.current?.focus();
  return true;
}
