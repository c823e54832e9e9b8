/**
 * Which menus the seeded roles hold (docs/system.md, "Demo grants"). The super administrator holds
 * everything. City and county administrators hold their area's business work (every group but system
 * management) and the care of their people's accounts (staff list and edit, password reset, unlock, forced sign-out),
 * all within their data scope. A unit clerk holds a few pages, read-only. The three administrators of
 * 三权分立 hold exactly their duty (model/menu/duties.ts). Everyone may change their own password.
 */
import { dutyAllows, dutyOf } from '../../model/menu/duties.ts';
import type { Queryable } from '../db/db.ts';
import { catalogueEntries, SUPER_ADMIN_ROLE } from '../areas/menu/syncMenus.ts';
import { grantMenus } from '../areas/menu/grantMenus.ts';

/** The groups that only the province's administrators run. */
const ADMIN_ONLY_GROUPS = new Set(['system']);

/** What every role holds: the system group's password page (and the group, so that it shows). */
const OWN_PASSWORD = ['system', 'system/password'];

/** Account care of city and county administrators, within their scope: no new accounts, no roles. */
const ACCOUNT_CARE = [
  'system/staff', 'system/staffDetail', 'system/staff#edit', 'system/staff#resetPassword', 'system/staff#unlock', 'system/staff#forceLogout',
];

/** Pages a unit clerk may open (with their hidden detail pages), without any button. */
const UNIT_CLERK_PAGES = ['guideWork/phoneBook', 'guideWork/sendReceive'];

const DUTY_ROLES: Record<string, string> = {
  'role-sys-admin': 'ROLE_SYS_ADMIN',
  'role-sec-admin': 'ROLE_SEC_ADMIN',
  'role-audit-admin': 'ROLE_AUDIT_ADMIN',
};

function groupOf(entries: ReturnType<typeof catalogueEntries>): Map<string, string> {
  const parent = new Map(entries.map((e) => [e.id, e.parentId]));
  const root = (id: string): string => {
    const p = parent.get(id);
    return p ? root(p) : id;
  };
  return new Map(entries.map((e) => [e.id, root(e.id)]));
}

export async function grantSuperAdmin(q: Queryable): Promise<void> {
  await grantMenus(q, SUPER_ADMIN_ROLE, catalogueEntries().map((e) => e.id));
}

export async function grantDemoRoles(q: Queryable): Promise<void> {
  const entries = catalogueEntries();
  const group = groupOf(entries);
  await grantSuperAdmin(q);
  const business = entries.filter((e) => !ADMIN_ONLY_GROUPS.has(group.get(e.id)!)).map((e) => e.id);
  for (const role of ['role-city-admin', 'role-county-admin']) await grantMenus(q, role, [...business, ...OWN_PASSWORD, ...ACCOUNT_CARE]);
  const clerk = entries.filter((e) => e.type !== 'button' && UNIT_CLERK_PAGES.some((p) => e.id === p || e.id.startsWith(`${p}/`)));
  const groups = new Set(clerk.map((e) => group.get(e.id)!));
  await grantMenus(q, 'role-unit-user', [...groups, ...clerk.map((e) => e.id), ...OWN_PASSWORD]);
  for (const [roleId, code] of Object.entries(DUTY_ROLES)) {
    const duty = dutyOf(code)!;
    await grantMenus(q, roleId, entries.filter((e) => dutyAllows(duty, e.id)).map((e) => e.id));
  }
}
