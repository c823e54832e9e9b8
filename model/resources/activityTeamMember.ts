/**
 * 人员管理 (/enjoyLife/peopleManagement): the people of a centre's teams, with their role in the team. Seen
 * where the team's centre is.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const activityTeamMember: ResourceDef = {
  name: 'activityTeamMember',
  table: 'el_activity_team_member',
  label: ['团队人员', 'Team members'],
  titleField: 'name',
  scopeVia: { field: 'teamId', resource: 'activityTeam' },
  permissions: standardPermissions('activityTeamMember'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'teamName,asc',
  sections: [{ key: 'main', label: ['人员信息', 'Person'] }],
  fields: [
    { name: 'teamId', type: 'ref', ref: 'activityTeam', label: ['所在团队', 'Team'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'teamName', type: 'text', label: ['团队名称', 'Team'], list: 180, search: 'contains', sortable: true, form: false, detail: 'main' },
    { name: 'centerName', type: 'text', label: ['活动中心', 'Centre'], list: 180, search: 'contains', form: false, detail: 'main' },
    { name: 'name', type: 'text', label: ['姓名', 'Name'], required: true, maxLength: 30, list: 100, search: 'contains', sortable: true, form: 'main' },
    { name: 'sex', type: 'dict', dict: 'sex', label: ['性别', 'Sex'], list: 60, search: 'in', form: 'main' },
    { name: 'mobile', type: 'mobile', label: ['手机号码', 'Mobile'], list: 130, form: 'main' },
    { name: 'teamRole', type: 'dict', dict: 'activity_team_role', label: ['团队职务', 'Role'], required: true, default: '3', list: 90, search: 'in', form: 'main' },
    { name: 'joinDate', type: 'date', label: ['加入日期', 'Joined'], list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'remarks', type: 'longText', label: ['备注', 'Remarks'], maxLength: 500, form: 'main' },
  ],
};
