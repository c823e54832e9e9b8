/**
 * 活动中心 (/enjoyLife/activityCenter; domain.md §7 activity_center): a centre for retired cadres run by an
 * organisation (its data scope), published to the organisations chosen (接收单位). Its rooms, teams,
 * announcements and activities name it; the count of its rooms is kept by the server.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { publishLifecycle } from './publishLifecycle.ts';

export const activityCenter: ResourceDef = {
  name: 'activityCenter',
  table: 'el_activity_center',
  label: ['活动中心', 'Activity centres'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('activityCenter'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'title,asc',
  sections: [
    { key: 'main', label: ['中心信息', 'Centre'] },
    { key: 'publish', label: ['发布', 'Publishing'] },
  ],
  fields: [
    { name: 'title', type: 'text', label: ['中心名称', 'Name'], required: true, maxLength: 32, list: 220, search: 'contains', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'address', type: 'text', label: ['地址', 'Address'], required: true, maxLength: 128, list: 240, search: 'contains', form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], list: 130, form: 'main' },
    { name: 'thumbnail', type: 'image', label: ['中心照片', 'Photo'], form: 'main' },
    { name: 'content', type: 'richText', label: ['中心简介', 'About'], required: true, form: 'main' },
    { name: 'roomCount', type: 'integer', label: ['活动室数', 'Rooms'], list: 80, sortable: true, form: false, detail: 'main' },
    { name: 'receiveOrgs', type: 'orgs', label: ['接收单位', 'Published to'], form: 'publish',
      help: ['发布后，这些单位的老干部可以看到本中心', 'Once published, the retired cadres of these organisations see the centre'] },
    { name: 'attachment', type: 'files', label: ['附件', 'Attachments'], form: 'publish' },
    { name: 'pushStatus', type: 'dict', dict: 'push_status', label: ['发布状态', 'Published'], list: 90, search: 'in', form: false, detail: 'publish' },
  ],
  lifecycle: publishLifecycle(undefined, 'pushStatus'),
  related: [
    { resource: 'activityRoom', field: 'centerId', label: ['活动室', 'Rooms'] },
    { resource: 'activityTeam', field: 'centerId', label: ['活动团队', 'Teams'] },
  ],
};
