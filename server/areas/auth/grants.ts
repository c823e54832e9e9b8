/**
 * What a user holds through their roles and departments, read in one statement. The same select list
 * rides along in authenticate's session lookup (grantColumns), so that a request reads its session and
 * its grants in one round trip, uncached: a changed role or scope counts on the very next request.
 */
import type { Queryable } from '../../db/db.ts';

export type DataScopeKind = 'all' | 'org_and_below' | 'org' | 'self' | 'custom';

export interface Grants {
  roles: { id: string; code: string; name: string; dataScope: DataScopeKind }[];
  /** The departments the user works for (sys_user_dept), with their tree paths. */
  depts: { id: string; name: string; path: string }[];
  /** Organisations of the user's roles with data_scope = custom. */
  customOrgs: string[];
  /** Codes of the menus and buttons granted to the user's roles. */
  permissions: string[];
  /** Names of the menus granted (spec: authorityList). */
  menuNames: string[];
}

/** The grants' columns of the user whose id is the SQL expression `userId` (a parameter or a column). */
export function grantColumns(userId: string): string {
  const grantedMenus = `FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id AND r.enabled
  JOIN sys_role_menu rm ON rm.role_id = r.id JOIN sys_menu m ON m.id = rm.menu_id AND m.del_flag = 0
  WHERE ur.user_id = ${userId}`;
  return `(SELECT coalesce(json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name, 'dataScope', r.data_scope)
          ORDER BY r.sort, r.id), '[]') FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id AND r.enabled
          WHERE ur.user_id = ${userId}) AS roles,
       (SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'path', o.path) ORDER BY o.path), '[]')
          FROM sys_user_dept d JOIN sys_org o ON o.id = d.org_id WHERE d.user_id = ${userId}) AS depts,
       (SELECT coalesce(json_agg(DISTINCT ro.org_id), '[]') FROM sys_user_role ur
          JOIN sys_role r ON r.id = ur.role_id AND r.enabled AND r.data_scope = 'custom'
          JOIN sys_role_org ro ON ro.role_id = r.id WHERE ur.user_id = ${userId}) AS "customOrgs",
       (SELECT coalesce(json_agg(DISTINCT m.code), '[]') ${grantedMenus} AND coalesce(m.code, '') <> '') AS permissions,
       (SELECT coalesce(json_agg(DISTINCT m.name), '[]') ${grantedMenus} AND m.type <> 'button') AS "menuNames"`;
}

/** The Grants of a row that selected grantColumns. */
export function grantsOf(row: Partial<Grants> | undefined): Grants {
  return {
    roles: row?.roles ?? [],
    depts: row?.depts ?? [],
    customOrgs: row?.customOrgs ?? [],
    permissions: row?.permissions ?? [],
    menuNames: row?.menuNames ?? [],
  };
}

export async function loadGrants(q: Queryable, userId: string): Promise<Grants> {
  const [row] = await q.query<{ [c: string]: unknown } & Grants>(`SELECT ${grantColumns('$1')}`, [userId]);
  return grantsOf(row);
}
