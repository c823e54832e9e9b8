/**
 * Who the authorization matrix signs in as, from the demo seed: the accounts README lists (DEMO_ACCOUNTS), and
 * for every seeded role none of them holds, the first account (by name) that does. Every account whose reach is
 * less than the whole province appears once more with forged headers: the province's `deptId`, which would give
 * it the whole province were it honoured, and a `TenantId` it is not of.
 */
import { DEMO_ACCOUNTS } from '../../../server/seed/demo.ts';
import { ROLES } from '../../../server/seed/staff.ts';
import { SUPER_ADMIN_ROLE } from '../../../server/areas/menu/syncMenus.ts';
import type { Db } from '../../../server/db/db.ts';
import { seededReach, type OrgTable, type SeededReach } from './seededReach.ts';

export interface Identity {
  label: string;
  reach: SeededReach;
  /** Headers sent with every request besides the signed client's own. */
  headers: Record<string, string>;
}

const FORGED_TENANT = '2';

export interface DemoAccounts {
  accounts: string[];
  /** The first of them holding the super administrator's role, who sees and may do everything. */
  superAdmin: string;
  /** Codes of seeded roles no account holds: nobody to sign in as. */
  unheld: string[];
}

export async function demoAccounts(db: Db): Promise<DemoAccounts> {
  const holders = await db.query<{ username: string; role_id: string }>(
    'SELECT u.username, ur.role_id FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id WHERE u.del_flag = 0 ORDER BY u.username',
  );
  const accounts = [...DEMO_ACCOUNTS];
  const unheld: string[] = [];
  for (const role of ROLES) {
    const held = holders.filter((h) => h.role_id === role.id);
    if (!held.length) unheld.push(role.code);
    else if (!held.some((h) => accounts.includes(h.username))) accounts.push(held[0]!.username);
  }
  const superAdmin = accounts.find((a) => holders.some((h) => h.username === a && h.role_id === SUPER_ADMIN_ROLE))!;
  return { accounts, superAdmin, unheld };
}

export async function demoIdentities(db: Db, table: OrgTable, accounts: string[]): Promise<Identity[]> {
  const [root] = await db.query<{ id: string }>('SELECT id FROM sys_org WHERE parent_id IS NULL');
  const out: Identity[] = [];
  for (const username of accounts) {
    const reach = await seededReach(db, table, username);
    out.push({ label: username, reach, headers: {} });
    if (!reach.all) out.push({ label: `${username} forging deptId ${root!.id}, TenantId ${FORGED_TENANT}`, reach, headers: { deptId: root!.id, TenantId: FORGED_TENANT } });
  }
  return out;
}
