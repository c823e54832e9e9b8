/**
 * Texts of the session's pages after the sign-in form: the single sign-on landing (/token, /authredirect)
 * and the lock page, registered by sessionPagesArea.ts, which those pages import. The lock password's texts
 * and logout's are the signed-in session's (sessionDialogs.ts), which the lock page loads with the session.
 */
import type { Messages } from './define.ts';

export const sessionPages = {
  // Single sign-on landing (/token, /authredirect).
  'session.sso.signingIn': ['正在登录，请稍候…', 'Signing in, please wait…'],
  'session.sso.noCode': ['登录地址中没有授权码，请重新登录', 'The address carries no authorisation code: please sign in again'],
  'session.sso.staleState': ['登录请求已失效，请重新登录', 'This sign-in request is no longer valid: please sign in again'],
  'session.sso.bindWithPassword': ['使用密码登录并绑定', 'Sign in with a password and bind'],
  'session.sso.backToLogin': ['返回登录页', 'Back to the sign-in page'],

  // Lock screen (spec sections 2, 4 and 5).
  'session.lock.title': ['屏幕已锁定', 'The screen is locked'],
  'session.lock.unlock': ['解锁', 'Unlock'],
  'session.lock.wrongPassword': ['解锁密码错误,请重新输入', 'Wrong unlock password, please enter it again'],
} as const satisfies Messages;
