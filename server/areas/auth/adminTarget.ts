/**
 * Acting on another account (reset its password, sign it out, confirm its reminder number): the route
 * declares the permission of that action (a button of /system/staff, model/menu/systemPermissions.ts);
 * here the account must lie within the caller's data scope and hold no role the caller could not assign,
 * and for a reset (`control`) reach strictly less than the caller (server/areas/system/staff/accountGuard.ts). One's own account is not a target: that is what changing
 * one's password is for.
 */
import { zh } from '../../../model/i18n/index.ts';
import { httpError, validationError } from '../../http/errors.ts';
import type { Queryable } from '../../db/db.ts';
import { assertBeyondNone, type AccountAction } from '../system/staff/accountGuard.ts';
import { scopeCovers } from './dataScope.ts';
import type { Principal } from './principal.ts';
import { findUserById, type AuthUser } from './users.ts';

export async function adminTarget(q: Queryable, principal: Principal, userId: string | undefined, action: AccountAction): Promise<AuthUser> {
  if (!userId) throw validationError([{ field: 'userId', message: zh('user.idRequired') }]);
  const target = await findUserById(q, userId);
  if (!target) throw httpError(404, 'status.404');
  if (target.id === principal.userId || !scopeCovers(principal, { orgId: target.orgId, orgPath: target.orgPath, createdBy: target.createBy })) {
    throw httpError(403, 'status.403');
  }
  await assertBeyondNone(q, principal, target, action);
  return target;
}
