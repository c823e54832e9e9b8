/**
 * Reading roles: the list and one role of /system/roleManagement (roles that belong within the reader's
 * scope), and the roles a reader may assign (the staff form's choices), each with its custom organisations.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { role as roleDef } from '../../../../model/resources/role.ts';
import type { Page } from '../../../../model/wire.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import type { Principal } from '../../auth/principal.ts';
import { listPage } from '../listPage.ts';
import { grantCeiling } from './grantCeiling.ts';
import { loadRoles, type RoleFacts } from './roleFacts.ts';
import { mayAssign, roleInScope } from './roleGuard.ts';

const SELECT = `t.id, t.version, t.code, t.name, t.description, t.data_scope AS "dataScope", t.builtin, t.enabled, t.sort,
  t.org_id AS "orgId", o.name AS "orgName", t.create_time AS "createTime", t.update_time AS "updateTime",
  coalesce((SELECT json_agg(ro.org_id ORDER BY ro.org_id) FROM sys_role_org ro WHERE ro.role_id = t.id), '[]') AS "customOrgs",
  (SELECT count(*)::int FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id AND u.del_flag = 0 WHERE ur.role_id = t.id) AS holders`;

export function listRoles(q: Queryable, principal: Principal, query: URLSearchParams): Promise<Page<Row>> {
  const p = new SqlParams();
  return listPage(q, {
    def: roleDef,
    query,
    p,
    select: SELECT,
    joins: 'LEFT JOIN sys_org o ON o.id = t.org_id',
    where: [orgScopeSql('t.org_id', principal.scope, p)],
  });
}

/** A role the principal may see: one that belongs within their scope; any other is as absent as a missing one. */
export async function visibleRole(q: Queryable, principal: Principal, id: string): Promise<RoleFacts> {
  const [role] = await loadRoles(q, [id]);
  if (!role || !(await roleInScope(q, principal, role))) throw businessError(zh('system.notFound'));
  return role;
}

export async function getRole(q: Queryable, principal: Principal, id: string): Promise<Row> {
  await visibleRole(q, principal, id);
  const [row] = await q.query(`SELECT ${SELECT} FROM sys_role t LEFT JOIN sys_org o ON o.id = t.org_id WHERE t.id = $1`, [id]);
  return row!;
}

/** The enabled roles the principal could have made, so may give to people within their scope. */
export async function assignableRoles(q: Queryable, principal: Principal): Promise<{ id: string; code: string; name: string; dataScope: string }[]> {
  const ceiling = await grantCeiling(q, principal);
  const out: { id: string; code: string; name: string; dataScope: string }[] = [];
  for (const role of await loadRoles(q)) {
    if (role.enabled && (await mayAssign(q, principal, role, ceiling))) out.push({ id: role.id, code: role.code, name: role.name, dataScope: role.dataScope });
  }
  return out;
}
