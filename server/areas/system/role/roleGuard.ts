/**
 * The escalation rules of roles (docs/system.md, "No escalation"): nobody gives a role a wider data scope
 * than they hold, grants menus beyond their ceiling, assigns a role they could not have made, or changes a
 * role that they hold themselves or that people outside their scope hold.
 */
import { zh } from '../../../../model/i18n/index.ts';
import type { DataScopeKind } from '../../../../model/resources/role.ts';
import type { Queryable } from '../../../db/db.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import type { Principal } from '../../auth/principal.ts';
import type { RoleFacts } from './roleFacts.ts';

/** Whether every one of these organisations lies within the principal's scope. */
export async function orgsWithin(q: Queryable, principal: Principal, orgIds: readonly string[]): Promise<boolean> {
  if (!orgIds.length) return true;
  const p = new SqlParams();
  const ids = p.add([...new Set(orgIds)]);
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sys_org o WHERE o.id = ANY (${ids}::text[]) AND ${orgScopeSql('o.id', principal.scope, p)}`,
    p.values,
  );
  return row?.n === new Set(orgIds).size;
}

/** Whether the principal may give a role this data scope. */
export async function mayGiveScope(q: Queryable, principal: Principal, kind: DataScopeKind, customOrgs: readonly string[]): Promise<boolean> {
  const { scope } = principal;
  switch (kind) {
    case 'all':
      return scope.all;
    case 'org_and_below':
      return scope.all || scope.subtrees.length > 0;
    case 'org':
      return scope.all || scope.subtrees.length > 0 || scope.orgs.length > 0;
    case 'self':
      return scope.all || scope.subtrees.length > 0 || scope.orgs.length > 0 || scope.own;
    case 'custom':
      return customOrgs.length > 0 && orgsWithin(q, principal, customOrgs);
  }
}

/** Whether the principal could have made this role: its scope within theirs, its menus within their ceiling. */
export async function mayAssign(q: Queryable, principal: Principal, role: RoleFacts, ceiling: ReadonlySet<string>): Promise<boolean> {
  return role.menuIds.every((id) => ceiling.has(id)) && (await mayGiveScope(q, principal, role.dataScope, role.customOrgs));
}

/** Refuses unless every role may be assigned by the principal. */
export async function assertAssignable(q: Queryable, principal: Principal, roles: readonly RoleFacts[], ceiling: ReadonlySet<string>): Promise<void> {
  for (const role of roles) {
    if (!(await mayAssign(q, principal, role, ceiling))) throw businessError(zh('role.notAssignable', { name: role.name }), 400);
  }
}

/** Whether a role belongs to an organisation within the principal's scope (the roles they see and manage). */
export async function roleInScope(q: Queryable, principal: Principal, role: RoleFacts): Promise<boolean> {
  return role.orgId !== null && (await orgsWithin(q, principal, [role.orgId]));
}

/**
 * Refuses a change of a role's scope, grants or state unless the principal manages it: it belongs within
 * their scope, they do not hold it, and nobody outside their scope holds it.
 */
export async function assertManageable(q: Queryable, principal: Principal, role: RoleFacts): Promise<void> {
  if (principal.roleIds.includes(role.id)) throw businessError(zh('role.ownRole'), 400);
  const p = new SqlParams();
  const [outside] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id AND u.del_flag = 0
      WHERE ur.role_id = ${p.add(role.id)} AND NOT ${orgScopeSql('u.org_id', principal.scope, p, 'u.create_by', principal.userId)}`,
    p.values,
  );
  if ((outside?.n ?? 0) > 0) throw businessError(zh('role.heldOutside'), 400);
}
