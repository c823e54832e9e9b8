/**
 * Demo roles and staff users: the named demo accounts (the three administrators of 三权分立 among them)
 * plus one administrator per city and county.
 */
import { SHAOXING_RULE } from '../../model/menu/shaoxingRule.ts';
import { CITIES, PROVINCE } from '../../model/zhejiang.ts';
import type { Random } from './random.ts';

export const DEMO_PASSWORD = 'Admin@123456';

export interface RoleSeed {
  [column: string]: unknown;
  id: string;
  code: string;
  name: string;
  description: string;
  data_scope: 'all' | 'org_and_below' | 'org' | 'self' | 'custom';
  builtin: boolean;
  sort: number;
  /** The organisation that owns the role: the province for every built-in one. */
  org_id: string;
}

/** Built-in roles. The three administrators of 三权分立 are kept apart (system, security, audit). */
export const ROLES: readonly RoleSeed[] = (
  [
    { id: 'role-admin', code: 'ROLE_ADMIN', name: '超级管理员', description: '全省全部功能与数据', data_scope: 'all', builtin: true, sort: 1 },
    { id: 'role-sys-admin', code: 'ROLE_SYS_ADMIN', name: '系统管理员', description: '组织、人员与字典维护，不做授权', data_scope: 'all', builtin: true, sort: 2 },
    { id: 'role-sec-admin', code: 'ROLE_SEC_ADMIN', name: '安全管理员', description: '角色与授权管理，不处理业务数据', data_scope: 'all', builtin: true, sort: 3 },
    { id: 'role-audit-admin', code: 'ROLE_AUDIT_ADMIN', name: '审计管理员', description: '查阅全部日志，不修改业务数据', data_scope: 'all', builtin: true, sort: 4 },
    { id: 'role-city-admin', code: 'ROLE_CITY_ADMIN', name: '市级管理员', description: '本市老干部局及下属单位', data_scope: 'org_and_below', builtin: true, sort: 10 },
    { id: 'role-county-admin', code: 'ROLE_COUNTY_ADMIN', name: '县级管理员', description: '本县（市、区）老干部局及下属单位', data_scope: 'org_and_below', builtin: true, sort: 11 },
    { id: 'role-unit-user', code: 'ROLE_UNIT_USER', name: '单位经办人', description: '本单位的离退休干部工作', data_scope: 'org', builtin: true, sort: 20 },
    // Spec section 6: holders see the retired-cadre menu as Shaoxing does (abnormal data, no staffing-office sync).
    { id: SHAOXING_RULE.roleId, code: 'ROLE_ABNORMAL_DATA', name: '异常数据核查', description: '按绍兴方式核查离退休干部异常数据，与业务角色同时分配', data_scope: 'org_and_below', builtin: true, sort: 21 },
  ] as const
).map((role) => ({ ...role, org_id: PROVINCE.code }));

export interface UserSeed {
  [column: string]: unknown;
  id: string;
  username: string;
  name: string;
  mobile: string;
  org_id: string;
  role: string;
}

/** The accounts the README lists, the generated city and county administrators, and the three duty administrators. */
export function staffUsers(random: Random): UserSeed[] {
  const mobile = () => `1${random.pick(['3', '5', '7', '8', '9'])}${String(random.int(0, 999999999)).padStart(9, '0')}`;
  const users: UserSeed[] = [
    { id: 'user-admin', username: 'admin', name: '系统管理员', mobile: mobile(), org_id: '330000', role: 'role-admin' },
    { id: 'user-hz-admin', username: 'hz_admin', name: '杭州市管理员', mobile: mobile(), org_id: '330100', role: 'role-city-admin' },
    { id: 'user-sx-admin', username: 'sx_admin', name: '绍兴市管理员', mobile: mobile(), org_id: '330600', role: 'role-city-admin' },
    { id: 'user-unit', username: 'unit_user', name: '西湖区教育局经办人', mobile: mobile(), org_id: '330106-01', role: 'role-unit-user' },
  ];
  for (const city of CITIES) {
    if (city.code !== '330100' && city.code !== '330600') {
      users.push({ id: `user-${city.code}`, username: `admin_${city.code}`, name: `${city.name}管理员`, mobile: mobile(), org_id: city.code, role: 'role-city-admin' });
    }
    for (const county of city.counties) {
      users.push({ id: `user-${county.code}`, username: `admin_${county.code}`, name: `${county.name}管理员`, mobile: mobile(), org_id: county.code, role: 'role-county-admin' });
    }
  }
  // Last, so that the generated administrators keep the numbers they had before these three existed.
  users.push(
    { id: 'user-sys-admin', username: 'sys_admin', name: '省局系统管理员', mobile: mobile(), org_id: PROVINCE.code, role: 'role-sys-admin' },
    { id: 'user-sec-admin', username: 'sec_admin', name: '省局安全管理员', mobile: mobile(), org_id: PROVINCE.code, role: 'role-sec-admin' },
    { id: 'user-audit-admin', username: 'audit_admin', name: '省局审计管理员', mobile: mobile(), org_id: PROVINCE.code, role: 'role-audit-admin' },
  );
  return users;
}
