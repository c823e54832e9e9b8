/**
 * How an account gets its next password (new account, reset): a one-time password the server makes and
 * shows once, or one the administrator sets here under the password rules (model/passwordRules.ts, checked
 * again by the server). Either way the person must change it at their next sign-in.
 */
import { useId } from 'react';
import { passwordProblem } from '../../../../model/passwordRules.ts';
import type { Translate } from '../../../i18n/locale.ts';
import { useT } from '../../../i18n/locale.ts';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { auth } from '../../../../model/i18n/auth.ts';
import { sessionDialogs } from '../../../../model/i18n/sessionDialogs.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export interface PasswordChoiceValue {
  mode: 'generate' | 'set';
  password: string;
  confirm: string;
}

export type PasswordChoiceErrors = Partial<Record<'password' | 'confirm', string>>;

export const GENERATE: PasswordChoiceValue = { mode: 'generate', password: '', confirm: '' };

/** The messages of a chosen password: the rules (with the user name), then the confirmation. */
export function passwordChoiceErrors(value: PasswordChoiceValue, username: string, t: Translate<keyof typeof auth | keyof typeof sessionDialogs>): PasswordChoiceErrors {
  if (value.mode === 'generate') return {};
  const problem = passwordProblem(value.password, username);
  if (problem) return { password: t(problem.key, problem.vars) };
  return value.confirm === value.password ? {} : { confirm: t('session.password.mismatch') };
}

export interface PasswordChoiceProps {
  value: PasswordChoiceValue;
  onChange(value: PasswordChoiceValue): void;
  errors: PasswordChoiceErrors;
  disabled?: boolean;
}

export function PasswordChoice({ value, onChange, errors, disabled }: PasswordChoiceProps) {
  const t = useT(auth, sessionDialogs, systemPages);
  const name = useId();
  const option = (mode: PasswordChoiceValue['mode'], label: string) => (
    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-ink">
      <input type="radio" name={name} className="size-4 accent-primary" checked={value.mode === mode} disabled={disabled} onChange={() => onChange({ ...value, mode })} />
      {label}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{t('systemPages.staff.passwordChoice')}</legend>
      {option('generate', t('systemPages.staff.passwordGenerate'))}
      {option('set', t('systemPages.staff.passwordSet'))}
      {value.mode === 'set' ? (
        <div className="grid grid-cols-1 gap-3 pl-6 md:grid-cols-2">
          <Field label={t('systemPages.staff.newPassword')} required error={errors.password} help={t('session.password.rules')}>
            {(ids) => (
              <Input id={ids.id} type="password" autoComplete="new-password" disabled={disabled} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} value={value.password} onChange={(e) => onChange({ ...value, password: e.target.value })} />
            )}
          </Field>
          <Field label={t('session.password.confirm')} required error={errors.confirm}>
            {(ids) => (
              <Input id={ids.id} type="password" autoComplete="new-password" disabled={disabled} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} value={value.confirm} onChange={(e) => onChange({ ...value, confirm: e.target.value })} />
            )}
          </Field>
        </div>
      ) : (
        <p className="pl-6 text-xs text-muted">{t('systemPages.staff.passwordGenerateHelp')}</p>
      )}
    </fieldset>
  );
}
