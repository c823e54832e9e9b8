/**
 * 四就近 (/enjoyLife/fourNearby; domain.md §7 four_nearby): the communities where retired cadres study, take
 * part in activities, are cared for and serve near home (就近学习、就近活动、就近得到关心照顾、就近发挥作用),
 * with how many cadres each reaches and its demonstration level.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { ownerOrgField } from './enjoyLifePublish.ts';

export const fourNearby: ResourceDef = {
  name: 'fourNearby',
  table: 'el_four_nearby',
  label: ['四就近', 'Four nearby'],
  titleField: 'community',
  orgField: 'orgId',
  permissions: standardPermissions('fourNearby'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'cadreCount,desc',
  sections: [{ key: 'main', label: ['阵地信息', 'Community'] }],
  fields: [
    { name: 'community', type: 'text', label: ['社区（村）', 'Community'], required: true, maxLength: 64, list: 200, search: 'contains', sortable: true, form: 'main' },
    ownerOrgField(['所属单位', 'Organisation']),
    { name: 'address', type: 'text', label: ['阵地地址', 'Address'], required: true, maxLength: 120, list: 220, search: 'contains', form: 'main' },
    { name: 'nearbyItems', type: 'dicts', dict: 'four_nearby_item', label: ['服务内容', 'Services'], required: true, list: 260, search: 'in', form: 'main' },
    { name: 'cadreCount', type: 'integer', label: ['服务干部数', 'Cadres reached'], required: true, min: 0, max: 100_000, list: 100, sortable: true, form: 'main' },
    { name: 'demoLevel', type: 'dict', dict: 'demo_level', label: ['示范等级', 'Demonstration level'], list: 100, search: 'in', form: 'main' },
    { name: 'contactPerson', type: 'text', label: ['联系人', 'Contact'], maxLength: 30, list: 90, form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], form: 'main' },
    { name: 'activities', type: 'longText', label: ['开展活动', 'Activities'], maxLength: 2000, form: 'main' },
  ],
};
