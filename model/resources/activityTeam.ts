/**
 * 活动团队 (/enjoyLife/activityTeam; domain.md §7 activity_team): a team of a centre (文艺, 体育, 书画 …) with its
 * leader; its people are activityTeamMember records (人员管理), whose count the server keeps here.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { centerIdField, centerNameField } from './centreField.ts';

export const activityTeam: ResourceDef = {
  name: 'activityTeam',
  table: 'el_activity_team',
  label: ['活动团队', 'Activity teams'],
  titleField: 'name',
  scopeVia: { field: 'centerId', resource: 'activityCenter' },
  permissions: standardPermissions('activityTeam'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'name,asc',
  sections: [{ key: 'main', label: ['团队信息', 'Team'] }],
  fields: [
    centerIdField,
    centerNameField,
    { name: 'name', type: 'text', label: ['团队名称', 'Team'], required: true, maxLength: 32, list: 180, search: 'contains', sortable: true, form: 'main' },
    { name: 'teamType', type: 'dict', dict: 'activity_type', label: ['团队类型', 'Kind'], required: true, list: 90, search: 'in', form: 'main' },
    { name: 'leader', type: 'text', label: ['负责人', 'Leader'], required: true, maxLength: 30, list: 100, search: 'contains', form: 'main' },
    { name: 'leaderPhone', type: 'mobile', label: ['负责人电话', 'Leader’s mobile'], list: 130, form: 'main' },
    { name: 'memberCount', type: 'integer', label: ['成员人数', 'Members'], list: 80, sortable: true, form: false, detail: 'main' },
    { name: 'intro', type: 'longText', label: ['团队简介', 'About'], maxLength: 500, form: 'main' },
  ],
  related: [{ resource: 'activityTeamMember', field: 'teamId', label: ['团队成员', 'Members'] }],
};
