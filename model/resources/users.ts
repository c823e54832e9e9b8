/**
 * 工作人员 (staff accounts; API `users`, /system/staff): the fields of the staff form and list, validated the
 * same in the browser and by server/areas/system/staff. Not an engine resource: accounts carry passwords,
 * locks, sessions, roles and departments, whose rules are the system area's (docs/system.md).
 */
import { SYS } from '../menu/systemPermissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { pagePermissions } from './systemPermissions.ts';

export const users: ResourceDef = {
  name: 'users',
  table: 'sys_user',
  ownRoutes: true,
  label: ['工作人员', 'Staff'],
  titleField: 'name',
  orgField: 'orgId',
  permissions: pagePermissions(SYS.staff),
  defaultSort: 'username,asc',
  sections: [
    { key: 'account', label: ['账号', 'Account'] },
    { key: 'person', label: ['个人信息', 'Person'] },
  ],
  fields: [
    { name: 'username', type: 'text', label: ['用户名', 'User name'], required: true, createOnly: true, maxLength: 32, list: 130, search: 'contains', sortable: true, form: 'account',
      pattern: { regex: '^[A-Za-z0-9_.-]{2,32}$', message: ['用户名须为2到32位字母、数字、下划线、点或横线', 'The user name must be 2 to 32 letters, digits, _ . or -'] } },
    { name: 'name', type: 'text', label: ['姓名', 'Name'], required: true, maxLength: 80, list: 110, search: 'contains', sortable: true, form: 'account' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 200, search: 'subtree', form: 'account' },
    { name: 'mobile', type: 'mobile', label: ['手机号码', 'Mobile'], list: 120, search: 'contains', form: 'account' },
    { name: 'enabled', type: 'boolean', label: ['启用', 'Enabled'], list: 70, search: 'exact', form: false, detail: 'account' },
    // Not a column: locked while `locked_at` is set, until unlocked (server/areas/system/staff/staffList.ts answers and filters it).
    { name: 'locked', type: 'boolean', label: ['已锁定', 'Locked'], list: 80, search: 'exact', form: false, detail: 'account' },
    { name: 'lastLoginTime', type: 'datetime', label: ['最近登录', 'Last sign-in'], list: 160, sortable: true, form: false, detail: 'account' },
    // A list column only: the record carries its roles ({ id, code, name }), which the staff page names.
    { name: 'roles', type: 'text', label: ['角色', 'Roles'], list: 180, form: false, detail: false },
    { name: 'sex', type: 'dict', dict: 'sex', label: ['性别', 'Sex'], form: 'person' },
    { name: 'department', type: 'text', label: ['科室', 'Department'], maxLength: 80, list: 120, form: 'person' },
    { name: 'post', type: 'text', label: ['职务', 'Post'], maxLength: 64, form: 'person' },
    { name: 'officePhone', type: 'phone', label: ['办公电话', 'Office phone'], form: 'person' },
    { name: 'email', type: 'email', label: ['电子邮箱', 'Email'], form: 'person' },
  ],
};
