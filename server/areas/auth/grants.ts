/**
 * What a user holds through their roles and departments, read in one statement, and kept per user with the
 * stamp it was read under (migration 031: every change to the tables it is read from renews the stamp in the
 * same transaction). A request reads the stamp with its session (GRANTS_STAMP) and uses the kept grants only
 * while the stamp is the same: a changed role or scope counts on the very next request, on every instance,
 * and an unchanged user's grants are not aggregated again.
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
  /** The stamp they were read under: what is made from them may be kept as long as it is current. */
  stamp: string;
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

/** The Grants of a row that selected grantColumns and the stamp. */
function grantsOf(row: Partial<Grants> & { stamp: string }): Grants {
  return {
    stamp: row.stamp,
    roles: row?.roles ?? [],
    depts: row?.depts ?? [],
    customOrgs: row?.customOrgs ?? [],
    permissions: row?.permissions ?? [],
    menuNames: row?.menuNames ?? [],
  };
}

/** The current stamp, as a select-list expression. */
export const GRANTS_STAMP = '(SELECT stamp::text FROM auth_grants_stamp)';

/** Every organisation's id and tree path, as a data scope's subtrees are resolved against them. */
export type OrgTree = readonly { id: string; path: string }[];

export interface GrantsCache {
  /** The grants of a user under `stamp`, which the caller read in its own statement. */
  at(userId: string, stamp: string): Promise<Grants>;
  /** The grants of a user now. */
  now(userId: string): Promise<Grants>;
  /** The organisations under `stamp` (sys_org renews it), read once for every user. */
  tree(stamp: string): Promise<OrgTree>;
}

/** `capacity`: users kept; the least recently read go first. */
export function createGrantsCache(q: Queryable, capacity = 10_000): GrantsCache {
  const kept = new Map<string, Grants>();
  const keep = (userId: string, grants: Grants): Grants => {
    kept.delete(userId);
    kept.set(userId, grants);
    if (kept.size > capacity) kept.delete(kept.keys().next().value!);
    return grants;
  };
  let orgs: { stamp: string; tree: OrgTree } | undefined;
  const cache: GrantsCache = {
    async at(userId, stamp) {
      const entry = kept.get(userId);
      if (entry?.stamp === stamp) return keep(userId, entry);
      // Stamp and grants from one statement: they describe the same rows.
      const [row] = await q.query<{ [c: string]: unknown } & Grants>(`SELECT ${GRANTS_STAMP} AS stamp, ${grantColumns('$1')}`, [userId]);
      return keep(userId, grantsOf(row!));
    },
    async now(userId) {
      const [row] = await q.query<{ stamp: string }>(`SELECT ${GRANTS_STAMP} AS stamp`);
      return cache.at(userId, row!.stamp);
    },
    async tree(stamp) {
      if (orgs?.stamp === stamp) return orgs.tree;
      // Stamp and organisations from one statement, as the grants are read.
      const [row] = await q.query<{ stamp: string; tree: OrgTree | null }>(
        `SELECT ${GRANTS_STAMP} AS stamp, (SELECT json_agg(json_build_object('id', id, 'path', path)) FROM sys_org) AS tree`,
      );
      orgs = { stamp: row!.stamp, tree: row!.tree ?? [] };
      return orgs.tree;
    },
  };
  return cache;
}
