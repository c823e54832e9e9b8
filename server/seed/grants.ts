/**
 * Which menus the seeded roles hold (docs/system.md, "Demo grants"). The super administrator holds
 * everything. City and county administrators hold their area's business work (every group but system
 * management) and the care of their people's accounts (staff list and edit, password reset, unlock, forced sign-out),
 * all within their data scope. A unit clerk keeps the retired cadres of their own unit, declares their talents
 * (银龄人才申报), submits their unit's work reports (信息报送) and reads the phone book and policy documents. The three administrators of 三权分立 hold exactly their duty
 * (model/menu/duties.ts). Everyone may change their own password.
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

/** Pages a unit clerk may read (with their hidden detail pages), without any button. */
const UNIT_CLERK_READ_PAGES = ['guideWork/phoneBook', 'guideWork/sendReceive'];

/**
 * A unit clerk keeps the archive of their unit's retired cadres (the role's data scope is its own
 * organisation): every page of the cadre group with its add, edit, delete, export and import, the
 * statistics and downloads. The bureaus' own jobs stay theirs: these pages, and the buttons below.
 */
const CADRE_GROUP = 'retiredCadreInfo';
const BUREAU_PAGES = [
  'retiredVeteranCadres/synchronous', // the staffing-office feed covers a whole bureau
  'retiredVeteranCadres/synchronouserror',
  'retiredVeteranCadres/abnormalData',
  'retiredVeteranCadres/intelligentVerification',
  'retiredVeteranCadres/appman', // the archive's recycle bin, where records are purged for good
];
/** Purge for good, unmask ID numbers, transfer people out, review self-entries: the bureau decides. */
const BUREAU_ACTIONS = new Set(['purge', 'reveal', 'transfer', 'transferBack', 'receive', 'approve', 'reject']);

/** 银龄人才申报 for a unit clerk: the applications and the declaration, no decision (docs/zhijiang.md). */
const TALENT_PAGE = 'zhijiang/personnel';
const TALENT_BUREAU_PAGES = ['zhijiang/personnel/approving', 'zhijiang/personnel/approvingdetail', 'zhijiang/personnel/count', 'zhijiang/personnel/config'];
const TALENT_BUREAU_ACTIONS = new Set(['approve', 'return', 'purge', 'reveal']);

/** 信息报送 for a unit clerk: their unit's reports, written and submitted upward; adopting and returning are the bureaus'. */
const REPORT_PAGE = 'informationPublish/report';
const REPORT_BUREAU_ACTIONS = new Set(['adopt', 'return', 'purge']);

/** The entry is the page or one of its hidden pages or buttons. */
const within = (id: string, page: string) => id === page || id.startsWith(`${page}/`) || id.startsWith(`${page}#`);

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
  const reading = entries.filter((e) => e.type !== 'button' && UNIT_CLERK_READ_PAGES.some((p) => within(e.id, p)));
  const cadres = entries.filter(
    (e) => group.get(e.id) === CADRE_GROUP && !BUREAU_PAGES.some((p) => within(e.id, p)) && !BUREAU_ACTIONS.has(e.id.split('#')[1] ?? ''),
  );
  // 银龄人才申报: a unit clerk declares their unit's cadres; the approvals, statistics and settings are the bureaus'.
  const talent = entries.filter((e) => within(e.id, TALENT_PAGE) && !TALENT_BUREAU_PAGES.some((p) => within(e.id, p)) && !TALENT_BUREAU_ACTIONS.has(e.id.split('#')[1] ?? ''));
  const reports = entries.filter((e) => within(e.id, REPORT_PAGE) && !REPORT_BUREAU_ACTIONS.has(e.id.split('#')[1] ?? ''));
  const clerk = [...reading, ...cadres, ...talent, ...reports];
  const groups = new Set(clerk.map((e) => group.get(e.id)!));
  await grantMenus(q, 'role-unit-user', [...groups, ...clerk.map((e) => e.id), ...OWN_PASSWORD]);
  for (const [roleId, code] of Object.entries(DUTY_ROLES)) {
    const duty = dutyOf(code)!;
    await grantMenus(q, roleId, entries.filter((e) => dutyAllows(duty, e.id)).map((e) => e.id));
  }
}
