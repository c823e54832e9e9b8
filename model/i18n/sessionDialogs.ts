/**
 * The signed-in user's session dialogs (change password, set a lock password), the lock password and the
 * sign-out button: registered by the modules that show them (sessionDialogsArea.ts), which load on demand.
 */
import type { Messages } from './define.ts';

export const sessionDialogs = {
  'session.lock.setTitle': ['设置锁屏密码', 'Set a lock password'],
  'session.lock.setHelp': ['解锁时需输入此密码；解锁后此密码即失效，下次锁屏时重新设置', 'You need this password to unlock; it is forgotten on unlocking and set again next time'],
  'session.lock.lockNow': ['锁屏', 'Lock'],
  'session.password.title': ['修改密码', 'Change password'],
  'session.password.mustChange': ['首次登录或密码被重置后，须先修改密码才能继续使用', 'You must change your password before you continue'],
  'session.password.old': ['原密码', 'Current password'],
  'session.password.new': ['新密码', 'New password'],
  'session.password.confirm': ['确认新密码', 'Confirm the new password'],
  'session.password.oldRequired': ['请输入原密码', 'Please enter the current password'],
  'session.password.mismatch': ['两次输入的密码不一致', 'The two passwords differ'],
  'session.password.rules': ['至少8位，包含大写字母、小写字母、数字、特殊字符中的至少三类，且不能包含用户名', 'At least 8 characters with three of: upper case, lower case, digits, symbols; not containing the user name'],
  'session.password.changed': ['密码修改成功', 'The password has been changed'],
  'session.close': ['关闭', 'Close'],

  // Lock password (spec sections 2, 4 and 5), asked for by its dialog and the lock page.
  'session.lock.password': ['锁屏密码', 'Lock password'],
  'session.lock.passwordRequired': ['锁屏密码不能为空', 'The lock password is required'],

  // Logout (spec section 5).
  'session.logout': ['退出登录', 'Sign out'],
} as const satisfies Messages;
