/** The per-user login reminder: an SMS to a verified number whenever the account signs in. */
import type { Queryable } from '../../db/db.ts';
import { zh } from '../../../model/i18n/index.ts';
import type { AuthDeps } from './authDeps.ts';

export interface ReminderSetting {
  enabled: boolean;
  mobile: string | null;
  verified: boolean;
}

export async function readReminder(q: Queryable, userId: string): Promise<ReminderSetting | null> {
  const [row] = await q.query<{ enabled: boolean; mobile: string | null; verified_at: Date | null }>(
    'SELECT enabled, mobile, verified_at FROM sys_login_reminder WHERE user_id = $1',
    [userId],
  );
  return row ? { enabled: row.enabled, mobile: row.mobile, verified: row.verified_at !== null } : null;
}

/** Sends the reminder when it is on and its number verified. A failed SMS never fails the sign-in. */
export async function remindOfSignIn(deps: AuthDeps, user: { id: string; username: string }, ip: string, now: number): Promise<void> {
  try {
    const setting = await readReminder(deps.db, user.id);
    if (!setting?.enabled || !setting.verified || !setting.mobile) return;
    const time = new Date(now).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
    const content = zh('sms.loginReminder', { product: zh('product.title'), username: user.username, time, ip });
    await deps.sms.send({ mobile: setting.mobile, purpose: 'reminder', content });
  } catch (err) {
    deps.log.warn('login reminder not sent', { err, userId: user.id });
  }
}
