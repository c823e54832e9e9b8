/**
 * Login reminder settings (spec section 7): an SMS to the user's verified number at every sign-in.
 *   GET  /lgbsmp/api/v1/loginReminderSetting           → { enabled, mobile, verified }
 *   PUT  /lgbsmp/api/v1/loginReminderSetting           { enabled, mobile? } (a new number must be verified again)
 *   POST /lgbsmp/api/v1/loginReminderSetting/verify    { code } sent by /lgbsmp/sms/jdSendCode to the number
 *   POST /lgbsmp/api/v1/loginReminderSetting/verify/{userId}  an administrator confirms a user's number
 *        (checked with them by other means), within the administrator's data scope
 */
import { SYS } from '../../../model/menu/systemPermissions.ts';
import { zh } from '../../../model/i18n/index.ts';
import { httpError, validationError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { adminTarget } from './adminTarget.ts';
import type { AuthDeps } from './authDeps.ts';
import { readReminder, type ReminderSetting } from './loginReminder.ts';
import { bodyFields, param } from './params.ts';
import { mobileProblem } from './sms/mobile.ts';
import { checkSmsCode, codeError } from './sms/smsCodes.ts';
import { findUserById } from './users.ts';

const PATH = '/lgbsmp/api/v1/loginReminderSetting';

function parseEnabled(value: unknown): boolean {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  throw validationError([{ field: 'enabled', message: zh('reminder.enabledInvalid') }]);
}

export function loginReminderRoutes(router: Router, deps: AuthDeps): void {
  async function current(userId: string): Promise<ReminderSetting> {
    const stored = await readReminder(deps.db, userId);
    return stored ?? { enabled: false, mobile: (await findUserById(deps.db, userId))?.mobile ?? null, verified: false };
  }

  async function markVerified(userId: string): Promise<ReminderSetting> {
    const setting = await current(userId);
    if (!setting.mobile) throw httpError(400, 'reminder.mobileMissing');
    await deps.db.query(
      `INSERT INTO sys_login_reminder (user_id, enabled, mobile, verified_at, update_time) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (user_id) DO UPDATE SET verified_at = excluded.verified_at, update_time = excluded.update_time`,
      [userId, setting.enabled, setting.mobile, new Date(deps.clock.now())],
    );
    return { ...setting, verified: true };
  }

  router.get(PATH, (ctx) => current(ctx.principal!.userId));

  router.put(PATH, async (ctx) => {
    const userId = ctx.principal!.userId;
    const fields = await bodyFields(ctx);
    const enabled = parseEnabled(fields.enabled);
    const before = await current(userId);
    let mobile = before.mobile;
    if (typeof fields.mobile === 'string' && fields.mobile.trim() !== '') {
      const problem = mobileProblem(fields.mobile);
      if (problem) throw validationError([{ field: 'mobile', message: zh(problem) }]);
      mobile = fields.mobile.trim();
    }
    if (enabled && !mobile) throw httpError(400, 'reminder.mobileMissing');
    const verified = before.verified && mobile === before.mobile;
    const now = new Date(deps.clock.now());
    await deps.db.query(
      `INSERT INTO sys_login_reminder (user_id, enabled, mobile, verified_at, update_time) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, mobile = excluded.mobile,
         verified_at = CASE WHEN $6 THEN sys_login_reminder.verified_at ELSE NULL END, update_time = excluded.update_time`,
      [userId, enabled, mobile, verified ? now : null, now, verified],
    );
    return { enabled, mobile, verified };
  });

  router.post(`${PATH}/verify`, async (ctx) => {
    const userId = ctx.principal!.userId;
    const code = (await param(ctx, 'code'))?.trim() ?? '';
    if (!code) throw validationError([{ field: 'code', message: zh('sms.codeRequired') }]);
    const setting = await current(userId);
    if (!setting.mobile) throw httpError(400, 'reminder.mobileMissing');
    const check = await checkSmsCode(deps.db, setting.mobile, 'verify', code, deps.clock.now());
    if (check !== 'ok') throw codeError(check);
    return markVerified(userId);
  });

  router.post(`${PATH}/verify/{userId}`, async (ctx) => {
    const target = await adminTarget(deps.db, ctx.principal!, ctx.params.userId, 'control');
    return markVerified(target.id);
  }, { permission: SYS.staff.edit });
}
