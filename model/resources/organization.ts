/**
 * 单位 (organisation; API `organization`, /system/unit): the fields of the organisation form, validated the
 * same in the browser and by server/areas/system/org. Not an engine resource: the tree's materialised
 * paths, moves and the delete rules are the system area's (docs/system.md).
 */
import { SYS } from '../menu/systemPermissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { pagePermissions } from './systemPermissions.ts';

export const ORG_KINDS = ['province', 'city', 'county', 'unit'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

export const organization: ResourceDef = {
  name: 'organization',
  table: 'sys_org',
  ownRoutes: true,
  label: ['单位', 'Organisations'],
  titleField: 'name',
  permissions: pagePermissions(SYS.unit),
  defaultSort: 'sort,asc',
  sections: [{ key: 'main', label: ['单位信息', 'Organisation'] }],
  fields: [
    { name: 'name', type: 'text', label: ['单位名称', 'Name'], required: true, maxLength: 80, list: 240, search: 'contains', form: 'main' },
    { name: 'shortName', type: 'text', label: ['简称', 'Short name'], maxLength: 40, list: 140, form: 'main' },
    { name: 'kind', type: 'text', label: ['单位层级', 'Level'], required: true, createOnly: true, list: 90, search: 'exact', form: 'main',
      pattern: { regex: '^(province|city|county|unit)$', message: ['单位层级须为省、市、县（市、区）或单位', 'The level must be province, city, county or unit'] } },
    { name: 'parentId', type: 'org', label: ['上级单位', 'Parent'], required: true, createOnly: true, list: 200, form: 'main' },
    { name: 'regionCode', type: 'text', label: ['行政区划代码', 'Region code'], maxLength: 12, list: 110, form: 'main',
      pattern: { regex: '^\\d{6}$', message: ['行政区划代码须为6位数字', 'The region code has 6 digits'] } },
    { name: 'telephone', type: 'phone', label: ['联系电话', 'Telephone'], list: 130, form: 'main' },
    { name: 'address', type: 'text', label: ['地址', 'Address'], maxLength: 120, form: 'main' },
    { name: 'sort', type: 'integer', label: ['排序', 'Order'], min: 0, max: 99999, default: 0, sortable: true, form: 'main' },
    { name: 'enabled', type: 'boolean', label: ['启用', 'Enabled'], list: 70, search: 'exact', form: false, detail: 'main' },
  ],
};
