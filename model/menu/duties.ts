/**
 * 三权分立 (separation of duties): what each of the three administrators may hold, whatever anyone grants.
 * The system administrator runs organisations, staff accounts and dictionaries but grants nothing; the
 * security administrator runs roles, grants and sessions but keeps no records; the audit administrator
 * reads the logs and changes nothing. One user holds at most one of the three roles.
 *
 * Entries are menu ids; `id*` also covers the entry's hidden pages and buttons (`id/…`, `id#…`), and
 * `!id` takes one entry back out.
 */
import type { Label } from '../resource/types.ts';

export interface Duty {
  readonly roleCode: string;
  readonly label: Label;
  readonly entries: readonly string[];
  /**
   * May grant business menus without holding them: the security administrator hands out the province's
   * business work but never does it, and grants no system entry beyond their own.
   */
  readonly grantsBusiness?: boolean;
}

export const DUTIES: readonly Duty[] = [
  {
    roleCode: 'ROLE_SYS_ADMIN',
    label: ['系统管理员', 'system administrator'],
    entries: ['system', 'system/password', 'system/unit*', 'system/unitDetail', 'system/staff*', '!system/staff#assignRole', 'system/staffDetail', 'system/dictionaries*'],
  },
  {
    roleCode: 'ROLE_SEC_ADMIN',
    label: ['安全管理员', 'security administrator'],
    grantsBusiness: true,
    entries: [
      'system', 'system/password', 'system/roleManagement*', 'system/roleAuthorization*', 'system/dictionaries*', 'system/staff',
      'system/staffDetail', 'system/staff#assignRole', 'system/staff#forceLogout', 'system/onlineUser*',
    ],
  },
  {
    roleCode: 'ROLE_AUDIT_ADMIN',
    label: ['审计管理员', 'audit administrator'],
    entries: ['system', 'system/password', 'system/log*', 'system/operationLog*'],
  },
];

function covers(entry: string, id: string): boolean {
  if (!entry.endsWith('*')) return entry === id;
  const base = entry.slice(0, -1);
  return id === base || id.startsWith(`${base}/`) || id.startsWith(`${base}#`);
}

/** The duty of a role code, if it is one of the three. */
export function dutyOf(roleCode: string): Duty | undefined {
  return DUTIES.find((d) => d.roleCode === roleCode);
}

/** Whether a menu entry lies within a duty. */
export function dutyAllows(duty: Duty, menuId: string): boolean {
  const excluded = duty.entries.some((e) => e.startsWith('!') && e.slice(1) === menuId);
  return !excluded && duty.entries.some((e) => !e.startsWith('!') && covers(e, menuId));
}
