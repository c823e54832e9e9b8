/**
 * Spec section 6's Shaoxing rule, as data and one pure function over a menu tree, for whoever renders the
 * menu (the shell, src/shell/Workspace.tsx). Shaoxing feeds its cadre archive differently: it works abnormal data by hand instead of
 * taking the staffing office's synchronisation. So for a user whose city or organisation is Shaoxing, or who
 * holds the rule's role, the abnormal-data item shows and the `synchronous` child of basic information is
 * hidden; for everyone else it is the other way round. The entries are found by path, so the rule holds
 * whatever ids or names administrators give them.
 */

export const SHAOXING_RULE = {
  cityCode: '330600',
  cityName: '绍兴市',
  /** The role of spec section 6 that switches the same view on outside Shaoxing (server/seed/staff.ts). */
  roleId: 'role-abnormal-data',
  /** 异常数据: an item of the retired-cadre group (the cadre area's catalogue). */
  abnormalDataPath: '/retiredVeteranCadres/abnormalData',
  /** 编办同步: the second child of 基本信息 (/retiredVeteranCadres/essentialInformation). */
  synchronousPath: '/retiredVeteranCadres/synchronous',
} as const;

export interface ShaoxingUser {
  organization?: { id?: string; city?: string; cityCode?: string; organizationName?: string };
  roleIdList?: readonly string[];
}

/** Whether the user sees the Shaoxing variant of the retired-cadre menu. */
export function isShaoxingView(user: ShaoxingUser | null): boolean {
  if (!user) return false;
  const org = user.organization ?? {};
  return (
    org.cityCode === SHAOXING_RULE.cityCode ||
    org.id === SHAOXING_RULE.cityCode ||
    org.city === SHAOXING_RULE.cityName ||
    (org.organizationName ?? '').includes('绍兴') ||
    (user.roleIdList ?? []).includes(SHAOXING_RULE.roleId)
  );
}

interface MenuLike<T> {
  path?: string;
  children?: readonly T[];
}

/** The menu tree with the rule applied: a new tree, the input untouched. */
export function applyShaoxingRule<T extends MenuLike<T>>(menu: readonly T[], user: ShaoxingUser | null): T[] {
  const hidden = isShaoxingView(user) ? SHAOXING_RULE.synchronousPath : SHAOXING_RULE.abnormalDataPath;
  const walk = (nodes: readonly T[]): T[] =>
    nodes
      .filter((n) => n.path !== hidden)
      .map((n) => (n.children ? { ...n, children: walk(n.children) } : n));
  return walk(menu);
}
