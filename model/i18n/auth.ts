/**
 * Password texts the browser shows wherever a password is set (issue 4; docs/security.md,
 * model/passwordRules.ts). The sign-in form's are in signIn.ts; the server's own refusals in serverAnswers.ts.
 */
import type { Messages } from './define.ts';

export const auth = {
  // Passwords (model/passwordRules.ts and the change/reset endpoints).
  'password.required': ['密码不能为空', 'The password is required'],
  'password.tooShort': ['密码长度不能少于{min}位', 'The password must have at least {min} characters'],
  'password.tooLong': ['密码长度不能超过{max}位', 'The password must have at most {max} characters'],
  'password.classes': ['密码须包含大写字母、小写字母、数字、特殊字符中的至少三类', 'The password needs at least three of: upper case, lower case, digits, symbols'],
  'password.containsUsername': ['密码不能包含用户名', 'The password must not contain the user name'],
  'password.sameAsOld': ['新密码不能与原密码相同', 'The new password must differ from the old one'],
} as const satisfies Messages;
