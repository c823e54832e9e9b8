/**
 * An administrator resets another account's password, within their data scope: `{ userId, password? }`
 * with the new password sealed, or none to have the server make a one-time password (answered once).
 * Either way the user must change it at next sign-in, their lock is cleared and their sessions end.
 */
import { randomInt } from 'node:crypto';
import { zh } from '../../../model/i18n/index.ts';
import { passwordProblem } from '../../../model/passwordRules.ts';
import { validationError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import { adminTarget } from './adminTarget.ts';
import type { AuthDeps } from './authDeps.ts';
import { clientIp, userAgent } from './clientInfo.ts';
import { unlockAccount } from './lockout.ts';
import { openPassword } from './openPassword.ts';
import { param } from './params.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from './sessions.ts';

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

export async function resetPassword(deps: AuthDeps, ctx: Ctx): Promise<{ userId: string; password?: string; mustChangePassword: true }> {
  const principal = ctx.principal!;
  const target = await adminTarget(deps.db, principal, await param(ctx, 'userId'));
  const now = deps.clock.now();
  const sealed = await param(ctx, 'password');
  let password: string;
  let generated = false;
  if (sealed) {
    password = await openPassword(deps, sealed, now);
    const problem = passwordProblem(password, target.username);
    if (problem) throw validationError([{ field: 'password', message: zh(problem.key, problem.vars) }]);
  } else {
    password = oneTimePassword();
    generated = true;
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
  });
  ctx.log.info('password reset', { userId: target.id, by: principal.userId });
  return { userId: target.id, ...(generated ? { password } : {}), mustChangePassword: true };
}
