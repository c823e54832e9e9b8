/** What a user holds through their roles and departments, read in one query per request. */
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

const GRANTED_MENUS = `FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id AND r.enabled
  JOIN sys_role_menu rm ON rm.role_id = r.id JOIN sys_menu m ON m.id = rm.menu_id AND m.del_flag = 0
  WHERE ur.user_id = $1`;

export async function loadGrants(q: Queryable, userId: string): Promise<Grants> {
  const [row] = await q.query<{ [c: string]: unknown } & Grants>(
    `SELECT
       (SELECT coalesce(json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name, 'dataScope', r.data_scope)
          ORDER BY r.sort, r.id), '[]') FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id AND r.enabled
          WHERE ur.user_id = $1) AS roles,
       (SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'path', o.path) ORDER BY o.path), '[]')
          FROM sys_user_dept d JOIN sys_org o ON o.id = d.org_id WHERE d.user_id = $1) AS depts,
       (SELECT coalesce(json_agg(DISTINCT ro.org_id), '[]') FROM sys_user_role ur
          JOIN sys_role r ON r.id = ur.role_id AND r.enabled AND r.data_scope = 'custom'
          JOIN sys_role_org ro ON ro.role_id = r.id WHERE ur.user_id = $1) AS "customOrgs",
       (SELECT coalesce(json_agg(DISTINCT m.code), '[]') ${GRANTED_MENUS} AND coalesce(m.code, '') <> '') AS permissions,
       (SELECT coalesce(json_agg(DISTINCT m.name), '[]') ${GRANTED_MENUS} AND m.type <> 'button') AS "menuNames"`,
    [userId],
  );
  return {
    roles: row?.roles ?? [],
    depts: row?.depts ?? [],
    customOrgs: row?.customOrgs ?? [],
    permissions: row?.permissions ?? [],
    menuNames: row?.menuNames ?? [],
  };
}
