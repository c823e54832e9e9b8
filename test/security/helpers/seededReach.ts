/**
 * What a demo account may see and do, read from the seeded tables by SQL of this file's own, not through the
 * server's scope code: the authorization matrix compares the server's answers with it. An account acts for
 * its own organisation (a `deptId` it does not hold changes nothing, docs/security.md), where each of its
 * enabled roles gives everything, the organisation's subtree, the organisation alone, or the role's listed
 * organisations; its permissions are the codes of the menus granted to those roles.
 */
import type { Db } from '../../../server/db/db.ts';

export interface SeededReach {
  username: string;
  userId: string;
  orgId: string;
  all: boolean;
  /** sys_org.path prefixes. */
  subtrees: string[];
  orgs: Set<string>;
  permissions: Set<string>;
}

export interface OrgTable {
  /** id → path, every organisation. */
  paths: Map<string, string>;
  /** id → kind (province, city, county, unit). */
  kinds: Map<string, string>;
  /** user id → organisation id, every account. */
  userOrgs: Map<string, string>;
}

export async function orgTable(db: Db): Promise<OrgTable> {
  const orgs = await db.query<{ id: string; path: string; kind: string }>('SELECT id, path, kind FROM sys_org');
  const users = await db.query<{ id: string; org_id: string }>('SELECT id, org_id FROM sys_user');
  return { paths: new Map(orgs.map((o) => [o.id, o.path])), kinds: new Map(orgs.map((o) => [o.id, o.kind])), userOrgs: new Map(users.map((u) => [u.id, u.org_id])) };
}

export async function seededReach(db: Db, table: OrgTable, username: string): Promise<SeededReach> {
  const [user] = await db.query<{ id: string; org_id: string }>('SELECT id, org_id FROM sys_user WHERE username = $1 AND del_flag = 0', [username]);
  if (!user) throw new Error(`no seeded account ${username}`);
  const roles = await db.query<{ id: string; data_scope: string }>(
    'SELECT r.id, r.data_scope FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.enabled',
    [user.id],
  );
  const reach: SeededReach = { username, userId: user.id, orgId: user.org_id, all: false, subtrees: [], orgs: new Set(), permissions: new Set() };
  for (const role of roles) {
    if (role.data_scope === 'all') reach.all = true;
    else if (role.data_scope === 'org_and_below') reach.subtrees.push(table.paths.get(user.org_id)!);
    else if (role.data_scope === 'org') reach.orgs.add(user.org_id);
    else if (role.data_scope === 'custom') {
      for (const row of await db.query<{ org_id: string }>('SELECT org_id FROM sys_role_org WHERE role_id = $1', [role.id])) reach.orgs.add(row.org_id);
    } else throw new Error(`${username}: a demo role of scope ${role.data_scope} needs a rule here`);
  }
  const granted = await db.query<{ code: string }>(
    `SELECT DISTINCT m.code FROM sys_role_menu rm JOIN sys_menu m ON m.id = rm.menu_id AND m.del_flag = 0
      WHERE rm.role_id = ANY ($1::text[]) AND coalesce(m.code, '') <> ''`,
    [roles.map((r) => r.id)],
  );
  for (const row of granted) reach.permissions.add(row.code);
  return reach;
}

/** Whether a record of this organisation lies within the reach (a record of no organisation lies within the whole scope only). */
export function reaches(reach: SeededReach, table: OrgTable, orgId: string | null): boolean {
  if (reach.all) return true;
  if (orgId === null) return false;
  const path = table.paths.get(orgId);
  return reach.orgs.has(orgId) || (path !== undefined && reach.subtrees.some((s) => path.startsWith(s)));
}

/** The city an organisation lies in (itself, or its ancestor of kind city); undefined for the province's own. */
export function cityOf(table: OrgTable, orgId: string | null): string | undefined {
  return table.paths.get(orgId ?? '')?.split('/').find((id) => table.kinds.get(id) === 'city');
}
