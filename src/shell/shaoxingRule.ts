/**
 * Spec section 6's Shaoxing rule. Under retired cadre information, the abnormal-data page shows only to
 * users whose city or organisation is Shaoxing, or who hold SHAOXING_VIEW_ROLE_ID; and the synchronous
 * page (the second child of basic information: sync from the staffing office) is hidden from exactly
 * those users, since Shaoxing keeps its records in step by its own exchange.
 *
 * The rule hides entries from the user's menu, so the router refuses their addresses (403) as well.
 */
import { CITIES, SHAOXING_CODE } from '../../model/zhejiang.ts';
import type { MenuEntry } from '../http/api/admin.ts';

/**
 * The one role that sees the menus as Shaoxing does wherever its holder works: for the province's staff
 * who follow Shaoxing's data (the original named a single role id for it). Deployments create a role
 * with this id and grant it to those people.
 */
export const SHAOXING_VIEW_ROLE_ID = 'role-shaoxing-view';

/** The last path segment of the abnormal-data page and of the synchronous page. */
export const ABNORMAL_DATA_SEGMENT = 'abnormalData';
export const SYNCHRONOUS_SEGMENT = 'synchronous';

const SHAOXING_NAME = CITIES.find((city) => city.code === SHAOXING_CODE)!.name;

/** What the rule reads of the user (GET /admin/user). */
export interface RuleSubject {
  organization?: { id?: string; city?: string; cityCode?: string };
  roleIdList?: readonly string[];
}

export function seesAsShaoxing(user: RuleSubject | null): boolean {
  if (!user) return false;
  const org = user.organization;
  return (
    org?.cityCode === SHAOXING_CODE || org?.city === SHAOXING_NAME || org?.id === SHAOXING_CODE ||
    (user.roleIdList ?? []).includes(SHAOXING_VIEW_ROLE_ID)
  );
}

const lastSegment = (entry: MenuEntry) => entry.path.split('/').filter(Boolean).pop() ?? '';

/** The menu with the rule applied (entries, and their hidden sub-pages, taken out). */
export function applyShaoxingRule(menu: readonly MenuEntry[], user: RuleSubject | null): MenuEntry[] {
  const hide = seesAsShaoxing(user) ? SYNCHRONOUS_SEGMENT : ABNORMAL_DATA_SEGMENT;
  const prune = (entries: readonly MenuEntry[]): MenuEntry[] =>
    entries.filter((entry) => lastSegment(entry) !== hide).map((entry) => (entry.children?.length ? { ...entry, children: prune(entry.children) } : entry));
  return prune(menu);
}
