/**
 * 信息工作组 (/zhijiang/informationGroup; domain.md §6 info_group): a group of retired cadres gathering and
 * reporting news of an organisation's silver work, its leader, members and duties.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const informationGroup: ResourceDef = {
  name: 'informationGroup',
  table: 'zj_info_group',
  label: ['信息工作组', 'Information groups'],
  titleField: 'groupName',
  orgField: 'orgId',
  permissions: standardPermissions('informationGroup'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'foundDate,desc',
  sections: [{ key: 'main', label: ['工作组信息', 'Group'] }],
  fields: [
    { name: 'groupName', type: 'text', label: ['工作组名称', 'Group'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'leader', type: 'text', label: ['组长', 'Leader'], required: true, maxLength: 30, list: 100, search: 'contains', form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], list: 130, form: 'main' },
    { name: 'memberCount', type: 'integer', label: ['成员人数', 'Members'], required: true, min: 1, max: 999, list: 80, sortable: true, form: 'main' },
    { name: 'members', type: 'longText', label: ['成员名单', 'Members'], maxLength: 1000, form: 'main' },
    { name: 'duty', type: 'longText', label: ['工作职责', 'Duties'], maxLength: 1000, form: 'main' },
    { name: 'foundDate', type: 'date', label: ['成立时间', 'Founded'], list: 110, search: 'range', sortable: true, form: 'main' },
  ],
};
