/**
 * The last super administrator: an enabled, live account holding the built-in super administrator role
 * (role-admin) must always remain, or nobody could grant the catalogue's new pages or repair the grants.
 */
import { zh } from '../../../../model/i18n/index.ts';
import type { Queryable } from '../../../db/db.ts';
import { businessError } from '../../../http/errors.ts';
import { SUPER_ADMIN_ROLE } from '../../menu/syncMenus.ts';

/** Refuses when `userId` is the only enabled super administrator and is about to stop being one. */
export async function assertNotLastSuperAdmin(q: Queryable, userId: string): Promise<void> {
  // Locks the role's holders, so that two administrators disabling the last two at once cannot both pass.
  const holders = await q.query<{ id: string }>(
    `SELECT u.id FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id AND ur.role_id = $1
      WHERE u.enabled AND u.del_flag = 0 ORDER BY u.id FOR UPDATE OF u`,
    [SUPER_ADMIN_ROLE],
  );
  if (holders.some((h) => h.id === userId) && holders.length <= 1) throw businessError(zh('staff.lastSuperAdmin'), 400);
}
