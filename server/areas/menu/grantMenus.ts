/**
 * Grants menu entries to a role (idempotent): the one way seeds and the catalogue sync write sys_role_menu.
 * A role that does not exist (yet: the first start syncs menus before seeding roles) is granted nothing.
 */
import type { Queryable } from '../../db/db.ts';

export async function grantMenus(q: Queryable, roleId: string, menuIds: readonly string[]): Promise<void> {
  if (!menuIds.length) return;
  await q.query(
    `INSERT INTO sys_role_menu (role_id, menu_id) SELECT r.id, m.id FROM sys_role r JOIN sys_menu m ON m.id = ANY ($2::text[])
     WHERE r.id = $1 ON CONFLICT DO NOTHING`,
    [roleId, menuIds],
  );
}
