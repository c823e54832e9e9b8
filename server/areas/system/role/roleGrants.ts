/**
 * A role's grants (RoleRule): the menu entries it holds, read and saved as a whole. Saving adds the
 * ancestors of every entry (a page without its group has no place in the menu), refuses entries beyond
 * the saver's ceiling and, for the three duty roles of 三权分立, entries outside the duty. The super
 * administrator's grants are not edited: the catalogue sync grants it every new entry. Signed-in holders
 * see the change on their next request, since grants are read per request (server/areas/auth/grants.ts).
 */
import { publishOnCommit } from '../../push/push.ts';
import { pick, zh } from '../../../../model/i18n/index.ts';
import { dutyAllows, dutyOf } from '../../../../model/menu/duties.ts';
import { logOperation, type Actor } from '../../../engine/oplog.ts';
import { businessError } from '../../../http/errors.ts';
import type { Queryable } from '../../../db/db.ts';
import type { Principal } from '../../auth/principal.ts';
import { SUPER_ADMIN_ROLE } from '../../menu/syncMenus.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { grantCeiling } from './grantCeiling.ts';
import { visibleRole } from './roleRead.ts';
import { assertManageable } from './roleGuard.ts';

export async function roleMenuIds(q: Queryable, principal: Principal, roleId: string): Promise<string[]> {
  return (await visibleRole(q, principal, roleId)).menuIds;
}

interface MenuRow {
  [column: string]: unknown;
  id: string;
  parent_id: string | null;
  name: string;
}

export async function saveRoleMenus(deps: SystemDeps, actor: Actor, roleId: string, requested: string[]): Promise<{ menuIds: string[] }> {
  return deps.db.transaction(async (tx) => {
    const role = await visibleRole(tx, actor.principal, roleId);
    if (roleId === SUPER_ADMIN_ROLE) throw businessError(zh('role.superAdminLocked'), 400);
    await assertManageable(tx, actor.principal, role);
    const menus = new Map((await tx.query<MenuRow>('SELECT id, parent_id, name FROM sys_menu WHERE del_flag = 0')).map((m) => [m.id, m]));
    const wanted = new Set<string>();
    for (const id of requested) {
      if (!menus.has(id)) throw businessError(zh('grant.unknownMenu', { id: id.slice(0, 80) }), 400);
      for (let m = menus.get(id); m && !wanted.has(m.id); m = m.parent_id ? menus.get(m.parent_id) : undefined) wanted.add(m.id);
    }
    const current = new Set(role.menuIds);
    const added = [...wanted].filter((id) => !current.has(id)).sort();
    const removed = [...current].filter((id) => !wanted.has(id)).sort();
    const ceiling = await grantCeiling(tx, actor.principal);
    const beyond = added.find((id) => !ceiling.has(id));
    if (beyond) throw businessError(zh('grant.notHeld', { name: menus.get(beyond)!.name }), 400);
    const duty = dutyOf(role.code);
    const offDuty = duty && [...wanted].find((id) => !dutyAllows(duty, id));
    if (duty && offDuty) throw businessError(zh('grant.outsideDuty', { role: pick('zh-CN', duty.label), name: menus.get(offDuty)!.name }), 400);
    if (added.length || removed.length) {
      await tx.query('DELETE FROM sys_role_menu WHERE role_id = $1', [roleId]);
      await tx.query('INSERT INTO sys_role_menu (role_id, menu_id) SELECT $1, unnest($2::text[])', [roleId, [...wanted]]);
      await tx.query('UPDATE sys_role SET version = version + 1, update_by = $2, update_time = now() WHERE id = $1', [roleId, actor.principal.userId]);
      await logOperation(tx, actor, { resource: 'role', recordId: roleId, action: 'update', title: role.name, changes: { grant: [null, added], revoke: [removed, null] } });
      // Signed-in holders of the role reload their menu (delivered at commit: a refused save says nothing).
      await publishOnCommit(tx, { roleIds: [roleId] }, { type: 'menuChanged' });
    }
    return { menuIds: [...wanted].sort() };
  });
}
