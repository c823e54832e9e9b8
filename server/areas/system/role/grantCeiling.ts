/**
 * What a user may hand on (docs/system.md, "No escalation"): the menu entries their enabled roles grant
 * them, plus, for the security administrator of 三权分立, every business entry (never a system entry they
 * do not hold themselves).
 */
import { dutyOf } from '../../../../model/menu/duties.ts';
import type { Queryable } from '../../../db/db.ts';
import type { Principal } from '../../auth/principal.ts';

export async function heldMenuIds(q: Queryable, userId: string): Promise<Set<string>> {
  const rows = await q.query<{ id: string }>(
    `SELECT DISTINCT m.id FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id AND r.enabled
       JOIN sys_role_menu rm ON rm.role_id = r.id JOIN sys_menu m ON m.id = rm.menu_id AND m.del_flag = 0
      WHERE ur.user_id = $1`,
    [userId],
  );
  return new Set(rows.map((r) => r.id));
}

/** Entries outside the system-management group. */
async function businessMenuIds(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `WITH RECURSIVE tree AS (
       SELECT id, id AS root FROM sys_menu WHERE parent_id IS NULL AND del_flag = 0
       UNION ALL SELECT m.id, tree.root FROM sys_menu m JOIN tree ON m.parent_id = tree.id WHERE m.del_flag = 0
     ) SELECT id FROM tree WHERE root <> 'system'`,
  );
  return rows.map((r) => r.id);
}

export async function grantCeiling(q: Queryable, principal: Principal): Promise<Set<string>> {
  const held = await heldMenuIds(q, principal.userId);
  if (principal.scope.all && principal.roleCodes.some((code) => dutyOf(code)?.grantsBusiness)) {
    for (const id of await businessMenuIds(q)) held.add(id);
  }
  return held;
}
