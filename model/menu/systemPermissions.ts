/**
 * The permission codes of system management, as the catalogue's system group makes them from page paths
 * and button actions (`/system/staff` + `resetPassword` → `system_staff_resetPassword`). The server's routes
 * name these constants; a test checks that each is an entry of the catalogue.
 */
const codes = <A extends string>(page: string, actions: readonly A[]) =>
  Object.fromEntries(actions.map((a) => [a, `system_${page}_${a}`])) as Record<A, string>;

export const SYSTEM_ACTIONS = {
  unit: ['add', 'edit', 'move', 'disable', 'del'],
  staff: ['add', 'edit', 'disable', 'unlock', 'resetPassword', 'assignRole', 'forceLogout', 'del'],
  roleManagement: ['add', 'edit', 'del'],
  roleAuthorization: ['grant', 'editRule'],
  dictionaries: ['add', 'edit', 'del'],
  onlineUser: ['forceLogout'],
} as const;

export const SYS = {
  password: codes('password', ['view']),
  unit: codes('unit', ['view', ...SYSTEM_ACTIONS.unit]),
  staff: codes('staff', ['view', ...SYSTEM_ACTIONS.staff]),
  role: codes('roleManagement', ['view', ...SYSTEM_ACTIONS.roleManagement]),
  grant: codes('roleAuthorization', ['view', ...SYSTEM_ACTIONS.roleAuthorization]),
  dict: codes('dictionaries', ['view', ...SYSTEM_ACTIONS.dictionaries]),
  loginLog: codes('log', ['view']),
  operationLog: codes('operationLog', ['view']),
  online: codes('onlineUser', ['view', ...SYSTEM_ACTIONS.onlineUser]),
} as const;
