/**
 * Changing one's own password: `{ oldPassword, newPassword }`, both sealed like the login password. A
 * wrong old password counts as a failed sign-in (lockout applies, so a stolen session cannot guess it).
 * Success ends the user's other sessions.
 */
import type { FieldError } from '../../../model/wire.ts';
import { zh } from '../../../model/i18n/index.ts';
import { passwordProblem } from '../../../model/passwordRules.ts';
import { httpError, validationError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import type { AuthDeps } from './authDeps.ts';
import { failureRun, recordFailure } from './lockout.ts';
import { openPassword } from './openPassword.ts';
import { param } from './params.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { revokeUserSessions } from './sessions.ts';
import { findUserById } from './users.ts';

export async function changePassword(deps: AuthDeps, ctx: Ctx): Promise<true> {
  const principal = ctx.principal!;
  const sealedOld = (await param(ctx, 'oldPassword')) ?? '';
  const sealedNew = (await param(ctx, 'newPassword')) ?? '';
  const missing: FieldError[] = [];
  if (!sealedOld) missing.push({ field: 'oldPassword', message: zh('auth.passwordRequired') });
  if (!sealedNew) missing.push({ field: 'newPassword', message: zh('password.required') });
  if (missing.length) throw validationError(missing);

  const now = deps.clock.now();
  const oldPassword = await openPassword(deps, sealedOld, now);
  const newPassword = await openPassword(deps, sealedNew, now);
  const user = await findUserById(deps.db, principal.userId);
  if (!user) throw httpError(401, 'status.401');
  const target = { account: user.username.toLowerCase(), userId: user.id };
  if ((await failureRun(deps.db, target)).locked) throw httpError(429, 'auth.locked', undefined, { locked: true });
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    await recordFailure(deps.db, target, now, deps.config.auth);
    throw validationError([{ field: 'oldPassword', message: zh('password.wrongOld') }]);
  }
  const problem = passwordProblem(newPassword, user.username);
  if (problem) throw validationError([{ field: 'newPassword', message: zh(problem.key, problem.vars) }]);
  if (newPassword === oldPassword) throw validationError([{ field: 'newPassword', message: zh('password.sameAsOld') }]);

  const hash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE sys_user SET password_hash = $2, must_change_password = false, update_by = $1, update_time = $3 WHERE id = $1',
      [user.id, hash, new Date(now)],
    );
    await revokeUserSessions(tx, user.id, 'password_changed', now, principal.sessionId);
  });
  return true;
}
