/**
 * Whom an administrator may act on, and how far a grant may widen an account (docs/security.md,
 * "Escalation"). The one place for it: the system area's account writes and the auth area's reset, forced
 * sign-out and reminder confirmation (adminTarget.ts) all come here.
 *
 * Every action needs an account within the administrator's data scope, not their own, whose every role
 * they could assign themselves. Actions that take an account over or change what it holds (`control`:
 * reset its password, edit it (its mobile number signs in by SMS), its roles and departments) need more:
 * its reach (every department it may act for × every role it holds, reach.ts) lies strictly below the
 * administrator's scope, so that no peer or superior is ever taken over. Actions on its state (`state`:
 * enable, disable, unlock, delete, sign out) keep the first rule only: they take nothing over, and the
 * province must be able to stop a compromised peer. A grant (roles, departments, a move, a role's wider
 * scope, a new account) may give at most what the granter reaches: its result lies within their scope.
 */
import { zh } from '../../../../model/i18n/index.ts';
import type { Queryable } from '../../../db/db.ts';
import { businessError, httpError } from '../../../http/errors.ts';
import { scopeCovers } from '../../auth/dataScope.ts';
import type { Principal } from '../../auth/principal.ts';
import { grantCeiling } from '../role/grantCeiling.ts';
import { loadRoles, roleIdsOf } from '../role/roleFacts.ts';
import { mayAssign } from '../role/roleGuard.ts';
import { departmentsOf, reachFits, reachOf } from './reach.ts';

export interface Account {
  id: string;
  orgId: string;
  orgPath: string;
  createBy: string | null;
}

/** `control`: take the account over or change what it holds; `state`: enable, disable, unlock, delete, sign out. */
export type AccountAction = 'control' | 'state';

export function accountInScope(principal: Principal, account: Account): boolean {
  return scopeCovers(principal, { orgId: account.orgId, orgPath: account.orgPath, createdBy: account.createBy });
}

/** Whether the account's roles are all assignable by the principal and its reach fits their scope (strictly or not). */
async function standing(q: Queryable, principal: Principal, account: Account, strict: boolean): Promise<'fits' | 'roles' | 'scope'> {
  const roles = await loadRoles(q, await roleIdsOf(q, account.id));
  if (roles.length) {
    const ceiling = await grantCeiling(q, principal);
    for (const role of roles) {
      if (!(await mayAssign(q, principal, role, ceiling))) return 'roles';
    }
  }
  const reach = await reachOf(q, roles, await departmentsOf(q, account.id));
  return reachFits(principal.scope, reach, accountInScope(principal, account), strict) ? 'fits' : 'scope';
}

/** Refuses one's own account, an account holding a role the principal could not assign, and (control) a peer or superior. */
export async function assertBeyondNone(q: Queryable, principal: Principal, account: Account, action: AccountAction): Promise<void> {
  if (account.id === principal.userId) throw businessError(zh('staff.notSelf'), 400);
  const found = await standing(q, principal, account, action === 'control');
  if (found === 'roles') throw businessError(zh('staff.beyondYou'), 400);
  if (found === 'scope') throw businessError(zh('staff.notBelow'), 400);
}

/**
 * After a grant (roles, departments, a move, a new account, a role's scope), inside the same transaction:
 * refuses, and so rolls back, a result that reaches beyond the granter.
 */
export async function assertGrantWithin(q: Queryable, principal: Principal, accountId: string): Promise<void> {
  const account = await loadAccount(q, accountId);
  if (!account) return;
  const found = await standing(q, principal, account, false);
  if (found === 'roles') throw businessError(zh('staff.beyondYou'), 400);
  if (found === 'scope') throw businessError(zh('staff.grantTooWide'), 400);
}

async function loadAccount(q: Queryable, userId: string, lock = false): Promise<Account | undefined> {
  const [row] = await q.query<Account & Record<string, unknown>>(
    `SELECT u.id, u.org_id AS "orgId", o.path AS "orgPath", u.create_by AS "createBy"
       FROM sys_user u JOIN sys_org o ON o.id = u.org_id WHERE u.id = $1 AND u.del_flag = 0${lock ? ' FOR UPDATE OF u' : ''}`,
    [userId],
  );
  return row;
}

/** Loads a live account the principal may act on; one outside their scope is as absent as a missing one. */
export async function manageableAccount(
  q: Queryable,
  principal: Principal,
  userId: string,
  options: { lock?: boolean; action: AccountAction },
): Promise<Account> {
  const row = await loadAccount(q, userId, options.lock);
  if (!row || !accountInScope(principal, row)) throw httpError(404, 'status.404');
  await assertBeyondNone(q, principal, row, options.action);
  return row;
}
