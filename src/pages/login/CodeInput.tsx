/** The six-digit SMS code field, with its message (a wrong code's 428 text) under it. */
import { forwardRef } from 'react';
import { useT } from '../../i18n/locale.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

export interface CodeInputProps {
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput({ value, onChange, error }, ref) {
  const t = useT();
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
