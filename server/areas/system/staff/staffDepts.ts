/**
 * A user's roles and departments (sys_user_role, sys_user_dept), replaced as a whole. Roles must be
 * assignable by the administrator (role/roleGuard.ts), at most one of the three duty roles of 三权分立, and
 * the last super administrator keeps the role; departments lie within the administrator's scope and always
 * include the user's own organisation.
 */
import { pick, zh } from '../../../../model/i18n/index.ts';
import { dutyOf } from '../../../../model/menu/duties.ts';
import type { Queryable } from '../../../db/db.ts';
import { orgInScope } from '../../../engine/scope.ts';
import { businessError } from '../../../http/errors.ts';
import type { Principal } from '../../auth/principal.ts';
import { SUPER_ADMIN_ROLE } from '../../menu/syncMenus.ts';
import { grantCeiling } from '../role/grantCeiling.ts';
import { loadRoles, roleIdsOf } from '../role/roleFacts.ts';
import { assertAssignable } from '../role/roleGuard.ts';
import { assertNotLastSuperAdmin } from './superAdmin.ts';
import { publishOnCommit } from '../../push/push.ts';

export async function replaceRoles(q: Queryable, principal: Principal, userId: string, roleIds: readonly string[]): Promise<{ before: string[]; after: string[] }> {
  const roles = await loadRoles(q, roleIds);
  if (roles.length !== new Set(roleIds).size) throw businessError(zh('role.unknown'), 400);
  await assertAssignable(q, principal, roles, await grantCeiling(q, principal));
  const duties = roles.map((r) => dutyOf(r.code)).filter((d) => d !== undefined);
  if (duties.length > 1) {
    throw businessError(zh('role.dutiesExclusive', { a: pick('zh-CN', duties[0]!.label), b: pick('zh-CN', duties[1]!.label) }), 400);
  }
  const before = await roleIdsOf(q, userId);
  if (before.includes(SUPER_ADMIN_ROLE) && !roleIds.includes(SUPER_ADMIN_ROLE)) await assertNotLastSuperAdmin(q, userId);
  await q.query('DELETE FROM sys_user_role WHERE user_id = $1', [userId]);
  if (roleIds.length) {
    await q.query('INSERT INTO sys_user_role (user_id, role_id) SELECT $1, unnest($2::text[])', [userId, [...new Set(roleIds)]]);
  }
  // The user's signed-in pages reload their menu at commit.
  await publishOnCommit(q, { userIds: [userId] }, { type: 'menuChanged' });
  return { before: before.sort(), after: [...new Set(roleIds)].sort() };
}

export async function replaceDepts(q: Queryable, principal: Principal, userId: string, orgId: string, deptIds: readonly string[]): Promise<{ before: string[]; after: string[] }> {
  const wanted = [...new Set([orgId, ...deptIds])];
  for (const id of wanted) {
    if (id !== orgId && !(await orgInScope(q, principal, id))) throw businessError(zh('staff.deptOutOfScope'), 400);
  }
  const before = (await q.query<{ org_id: string }>('SELECT org_id FROM sys_user_dept WHERE user_id = $1', [userId])).map((r) => r.org_id);
  await q.query('DELETE FROM sys_user_dept WHERE user_id = $1', [userId]);
  await q.query('INSERT INTO sys_user_dept (user_id, org_id) SELECT $1, unnest($2::text[])', [userId, wanted]);
  return { before: before.sort(), after: wanted.sort() };
}
