/**
 * The session's texts that any screen may show: the question before signing out, and the bound account
 * after a sign-in (a sign-in page's or the single sign-on landing's). The sign-in page's own are in
 * signIn.ts, the single sign-on landing's and the lock page's in sessionPages.ts, the session dialogs' in
 * sessionDialogs.ts. The spec's texts (sections 2, 5 and 8) are kept to the character; the status texts
 * (426, 428, 417) and the mobile messages live in platform.ts and http.ts.
 */
import type { Messages } from './define.ts';

export const session = {
  // Logout (spec section 5).
  'session.logout.confirm': ['是否退出系统, 是否继续?', 'Sign out of the system. Continue?'],
  // After a sign-in that bound a Zhezhengding account (src/session/signInSteps.ts).
  'session.login.bound': ['浙政钉账号已绑定', 'The Zhezhengding account is bound'],
} as const satisfies Messages;
