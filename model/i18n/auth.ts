/**
 * Sign-in, SMS, single sign-on and password texts the browser shows (issue 4; docs/security.md). The
 * server's own refusals are in serverAnswers.ts.
 */
import type { Messages } from './define.ts';

export const auth = {
  // Sign-in form.
  'auth.usernameRequired': ['请输入用户名', 'Please enter the user name'],
  'auth.passwordRequired': ['请输入密码', 'Please enter the password'],
  'sms.codeRequired': ['请输入验证码', 'Please enter the verification code'],
  'sso.notConfigured': ['未配置统一身份认证，请使用密码登录', 'Single sign-on is not configured: sign in with a password'],

  // Passwords (model/passwordRules.ts and the change/reset endpoints).
  'password.required': ['密码不能为空', 'The password is required'],
  'password.tooShort': ['密码长度不能少于{min}位', 'The password must have at least {min} characters'],
  'password.tooLong': ['密码长度不能超过{max}位', 'The password must have at most {max} characters'],
  'password.classes': ['密码须包含大写字母、小写字母、数字、特殊字符中的至少三类', 'The password needs at least three of: upper case, lower case, digits, symbols'],
  'password.containsUsername': ['密码不能包含用户名', 'The password must not contain the user name'],
  'password.sameAsOld': ['新密码不能与原密码相同', 'The new password must differ from the old one'],
} as const satisfies Messages;
