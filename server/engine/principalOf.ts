/**
 * The Principal of a user outside a request: for work that a single-use link starts (an import's error
 * sheet has the user's organisation drop-down), with the user's grants as they are now. No session.
 */
import { buildPrincipal } from '../areas/auth/buildPrincipal.ts';
import type { GrantsCache } from '../areas/auth/grants.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { Queryable } from '../db/db.ts';

export async function principalOf(q: Queryable, grants: GrantsCache, userId: string): Promise<Principal | undefined> {
  const [user] = await q.query<{ id: string; username: string; name: string; org_id: string; org_path: string; city_code: string | null }>(
    `SELECT u.id, u.username, u.name, u.org_id, o.path AS org_path, o.city_code
       FROM sys_user u JOIN sys_org o ON o.id = u.org_id WHERE u.id = $1 AND u.del_flag = 0 AND u.enabled`,
    [userId],
  );
  if (!user) return undefined;
  const held = await grants.now(user.id);
  return buildPrincipal(
    { sessionId: '', userId: user.id, username: user.username, name: user.name, orgId: user.org_id, orgPath: user.org_path, cityCode: user.city_code },
    held,
    await grants.tree(held.stamp),
    undefined,
  );
}
