/**
 * An administrator resets another account's password (docs/security.md, "Escalation"): only an account
 * strictly below them (adminTarget.ts). `{ userId, password? }`: with the new password sealed, the
 * administrator chose it; without, the server makes a one-time password and it goes to its owner: by SMS
 * to the account's mobile number when it has one (the administrator never sees it), else shown once to
 * the administrator (who must hand it over). Either way the operation log records who reset whose password
 * and how it was delivered (never the password), the user must change it at next sign-in, their lock is
 * cleared and their sessions end.
 */
import { randomInt } from 'node:crypto';
import { zh } from '../../../model/i18n/index.ts';
import { passwordProblem } from '../../../model/passwordRules.ts';
import { logOperation } from '../../engine/oplog.ts';
import { actorOf } from '../../engine/requestParts.ts';
import { httpError, validationError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import { adminTarget } from './adminTarget.ts';
import type { AuthDeps } from './authDeps.ts';
import { clientIp, userAgent } from './clientInfo.ts';
import { unlockAccount } from './lockout.ts';
import { openPassword } from './openPassword.ts';
import { param } from './params.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from './sessions.ts';
import { maskMobile, mobileProblem } from './sms/mobile.ts';

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%+=!'];

/** 14 characters with every class present (so it passes the rules whatever the user name). */
export function oneTimePassword(): string {
  const all = SETS.join('');
  const chars = [...SETS.map((s) => s[randomInt(s.length)]!), ...Array.from({ length: 10 }, () => all[randomInt(all.length)]!)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** How the new password reached its owner: chosen by the administrator, texted, or shown once to the administrator. */
export type ResetDelivery = 'chosen' | 'sms' | 'shown';

export interface ResetAnswer {
  userId: string;
  mustChangePassword: true;
  delivery: ResetDelivery;
  /** Only when shown: the one-time password, answered this once. */
  password?: string;
  /** Only when texted: the number, masked. */
  mobile?: string;
}

export async function resetPassword(deps: AuthDeps, ctx: Ctx): Promise<ResetAnswer> {
  const principal = ctx.principal!;
  const target = await adminTarget(deps.db, principal, await param(ctx, 'userId'), 'control');
  const now = deps.clock.now();
  const sealed = await param(ctx, 'password');
  let password: string;
  let delivery: ResetDelivery;
  if (sealed) {
    password = await openPassword(deps, sealed, now);
    const problem = passwordProblem(password, target.username);
    if (problem) throw validationError([{ field: 'password', message: zh(problem.key, problem.vars) }]);
    delivery = 'chosen';
  } else {
    password = oneTimePassword();
    delivery = target.mobile && !mobileProblem(target.mobile) ? 'sms' : 'shown';
  }
  if (delivery === 'sms') {
    // Texted before the change is written: a text that fails leaves the old password in place.
    const content = zh('sms.passwordReset', { product: zh('product.title'), username: target.username, password });
    try {
      await deps.sms.send({ mobile: target.mobile!, purpose: 'password-reset', content });
    } catch (err) {
      deps.log.error('sms send failed', { err, provider: deps.sms.name, purpose: 'password-reset' });
      throw httpError(503, 'sms.sendFailed');
    }
  }
  const hash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE sys_user SET password_hash = $2, must_change_password = true,
         update_by = $3, update_time = $4 WHERE id = $1`,
      [target.id, hash, principal.userId, new Date(now)],
    );
    await revokeUserSessions(tx, target.id, 'password_reset', now);
    const attempt = { ip: clientIp(ctx, deps.config.auth.trustProxy), userAgent: userAgent(ctx), client: 'lgbsmp', method: 'admin' };
    await unlockAccount(tx, target, attempt, 'password_reset', now);
    await logOperation(tx, actorOf(ctx), { resource: 'users', recordId: target.id, action: 'update', title: target.name, changes: { passwordReset: [null, delivery] } });
  });
  ctx.log.info('password reset', { userId: target.id, by: principal.userId, delivery });
  return {
    userId: target.id,
    mustChangePassword: true,
    delivery,
    ...(delivery === 'shown' ? { password } : {}),
    ...(delivery === 'sms' ? { mobile: maskMobile(target.mobile!) } : {}),
  };
}
