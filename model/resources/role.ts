/**
 * 角色 (roles; API `role`, /system/roleManagement): code, name, description and data scope. Served by
 * server/areas/system/role, whose escalation rules no declaration can say (docs/system.md).
 */
import { SYS } from '../menu/systemPermissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { pagePermissions } from './systemPermissions.ts';

export const DATA_SCOPES = ['all', 'org_and_below', 'org', 'self', 'custom'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];

/** Wider first: a role may be given a scope no wider than one its maker holds (custom is checked by organisation). */
export const SCOPE_RANK: Record<DataScopeKind, number> = { all: 4, org_and_below: 3, org: 2, custom: 2, self: 1 };

export const role: ResourceDef = {
  name: 'role',
  table: 'sys_role',
  ownRoutes: true,
  label: ['角色', 'Roles'],
  titleField: 'name',
  permissions: pagePermissions(SYS.role),
  defaultSort: 'sort,asc',
  sections: [{ key: 'main', label: ['角色信息', 'Role'] }],
  fields: [
    { name: 'code', type: 'text', label: ['角色编码', 'Code'], required: true, createOnly: true, maxLength: 64, list: 180, search: 'contains', form: 'main',
      pattern: { regex: '^[A-Z][A-Z0-9_]{1,63}$', message: ['角色编码须为大写字母开头的2到64位大写字母、数字或下划线', 'The role code must be 2 to 64 upper-case letters, digits or _, starting with a letter'] } },
    { name: 'name', type: 'text', label: ['角色名称', 'Name'], required: true, maxLength: 80, list: 140, search: 'contains', form: 'main' },
    { name: 'description', type: 'longText', label: ['角色描述', 'Description'], maxLength: 180, list: 240, form: 'main' },
    { name: 'dataScope', type: 'text', label: ['数据范围', 'Data scope'], required: true, default: 'org', list: 120, search: 'exact', form: 'main',
      pattern: { regex: '^(all|org_and_below|org|self|custom)$', message: ['数据范围须为全部、本单位及下级、本单位、本人或自定义', 'The data scope must be all, organisation and below, organisation, self or custom'] } },
    { name: 'sort', type: 'integer', label: ['排序', 'Order'], min: 0, max: 9999, default: 100, sortable: true, form: 'main' },
    { name: 'enabled', type: 'boolean', label: ['启用', 'Enabled'], default: true, list: 70, search: 'exact', form: 'main' },
  ],
};
