/**
 * Password rules, shared by the browser's forms and the server (which decides): at least 8 characters,
 * at least three of upper case, lower case, digits and symbols, and not containing the user name.
 */
import type { auth } from './i18n/auth.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export interface PasswordProblem {
  key: keyof typeof auth;
  vars?: Record<string, string | number>;
}

function classes(password: string): number {
  return [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

/** The first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(password: string, username = ''): PasswordProblem | null {
  const length = [...password].length;
  if (length === 0) return { key: 'password.required' };
  if (length < PASSWORD_MIN_LENGTH) return { key: 'password.tooShort', vars: { min: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { key: 'password.tooLong', vars: { max: PASSWORD_MAX_LENGTH } };
  if (classes(password) < 3) return { key: 'password.classes' };
  // A name shorter than three characters would forbid too many passwords to mean anything.
  if (username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) {
    return { key: 'password.containsUsername' };
  }
  return null;
}
