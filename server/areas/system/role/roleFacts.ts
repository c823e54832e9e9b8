/** Roles as the escalation rules need them: scope, custom organisations, owner and granted menu entries. */
import type { Queryable } from '../../../db/db.ts';
import type { DataScopeKind } from '../../../../model/resources/role.ts';

export interface RoleFacts {
  [column: string]: unknown;
  id: string;
  code: string;
  name: string;
  dataScope: DataScopeKind;
  builtin: boolean;
  enabled: boolean;
  orgId: string | null;
  customOrgs: string[];
  menuIds: string[];
}

/** The roles with these ids (every role when ids is undefined). */
export async function loadRoles(q: Queryable, ids?: readonly string[]): Promise<RoleFacts[]> {
  return q.query<RoleFacts>(
    `SELECT r.id, r.code, r.name, r.data_scope AS "dataScope", r.builtin, r.enabled, r.org_id AS "orgId",
            coalesce((SELECT json_agg(ro.org_id ORDER BY ro.org_id) FROM sys_role_org ro WHERE ro.role_id = r.id), '[]') AS "customOrgs",
            coalesce((SELECT json_agg(rm.menu_id ORDER BY rm.menu_id) FROM sys_role_menu rm WHERE rm.role_id = r.id), '[]') AS "menuIds"
       FROM sys_role r ${ids ? 'WHERE r.id = ANY ($1::text[])' : ''} ORDER BY r.sort, r.id`,
    ids ? [ids] : [],
  );
}

/** The ids of the roles a user holds (enabled or not: a disabled role may be enabled again). */
export async function roleIdsOf(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q.query<{ role_id: string }>('SELECT role_id FROM sys_user_role WHERE user_id = $1', [userId]);
  return rows.map((r) => r.role_id);
}
