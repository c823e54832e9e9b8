/**
 * Which menus the seeded roles hold. The super administrator holds everything; the demo city and county
 * administrators hold every business page but system management; a unit clerk holds a few pages, read-only.
 */
import type { Queryable } from '../db/db.ts';
import { catalogueEntries, SUPER_ADMIN_ROLE } from '../areas/menu/syncMenus.ts';
import { grantMenus } from '../areas/menu/grantMenus.ts';

/** The groups that only the province's administrators run. */
const ADMIN_ONLY_GROUPS = new Set(['system']);

/** Pages a unit clerk may open (with their hidden detail pages), without any button. */
const UNIT_CLERK_PAGES = ['guideWork/phoneBook', 'guideWork/sendReceive'];

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
  await grantMenus(q, 'role-city-admin', business);
  await grantMenus(q, 'role-county-admin', business);
  const clerk = entries.filter((e) => e.type !== 'button' && UNIT_CLERK_PAGES.some((p) => e.id === p || e.id.startsWith(`${p}/`)));
  const groups = new Set(clerk.map((e) => group.get(e.id)!));
  await grantMenus(q, 'role-unit-user', [...groups, ...clerk.map((e) => e.id)]);
}
