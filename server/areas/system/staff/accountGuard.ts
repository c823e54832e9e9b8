/**
 * Whom an administrator may act on (edit, enable, unlock, reset, sign out, give roles): an account within
 * their data scope, not their own, whose every role they could assign themselves. The last rule closes
 * the back door of escalation through a staff record: resetting the password of someone who holds more.
 */
import { zh } from '../../../../model/i18n/index.ts';
import type { Queryable } from '../../../db/db.ts';
import { businessError, httpError } from '../../../http/errors.ts';
import { scopeCovers } from '../../auth/dataScope.ts';
import type { Principal } from '../../auth/principal.ts';
import { grantCeiling } from '../role/grantCeiling.ts';
import { loadRoles, roleIdsOf } from '../role/roleFacts.ts';
import { mayAssign } from '../role/roleGuard.ts';

export interface Account {
  id: string;
  orgId: string;
  orgPath: string;
  createBy: string | null;
}

export function accountInScope(principal: Principal, account: Account): boolean {
  return scopeCovers(principal, { orgId: account.orgId, orgPath: account.orgPath, createdBy: account.createBy });
}

/** Refuses one's own account, and an account holding a role the principal could not assign. */
export async function assertBeyondNone(q: Queryable, principal: Principal, account: Account): Promise<void> {
  if (account.id === principal.userId) throw businessError(zh('staff.notSelf'), 400);
  const roles = await loadRoles(q, await roleIdsOf(q, account.id));
  if (!roles.length) return;
  const ceiling = await grantCeiling(q, principal);
  for (const role of roles) {
    if (!(await mayAssign(q, principal, role, ceiling))) throw businessError(zh('staff.beyondYou'), 400);
  }
}

/** Loads a live account the principal may act on; one outside their scope is as absent as a missing one. */
export async function manageableAccount(q: Queryable, principal: Principal, userId: string, options: { lock?: boolean } = {}): Promise<Account> {
  const [row] = await q.query<Account & Record<string, unknown>>(
    `SELECT u.id, u.org_id AS "orgId", o.path AS "orgPath", u.create_by AS "createBy"
       FROM sys_user u JOIN sys_org o ON o.id = u.org_id WHERE u.id = $1 AND u.del_flag = 0${options.lock ? ' FOR UPDATE OF u' : ''}`,
    [userId],
  );
  if (!row || !accountInScope(principal, row)) throw httpError(404, 'status.404');
  await assertBeyondNone(q, principal, row);
  return row;
}
