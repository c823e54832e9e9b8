/**
 * 志愿服务's teams (/zhijiang/volunteer, API volunteerTeam; domain.md §6): a volunteer team of an
 * organisation, its types (dictionary, several), who leads it, and what it does. Its members are the
 * volunteers naming it (volunteerPerson, member_count kept by the server) and its service activities
 * name it too; both are listed under its details. A team may be dissolved (with a reason) and revived.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const volunteerTeam: ResourceDef = {
  name: 'volunteerTeam',
  table: 'zj_volunteer_team',
  label: ['志愿服务团队', 'Volunteer teams'],
  titleField: 'teamName',
  orgField: 'orgId',
  permissions: standardPermissions('volunteerTeam'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'createDate,desc',
  related: [
    { resource: 'volunteerPerson', field: 'teamId', label: ['团队成员', 'Members'] },
    { resource: 'voluntaryremittance', field: 'teamId', label: ['服务活动', 'Service activities'] },
  ],
  sections: [
    { key: 'main', label: ['团队信息', 'Team'] },
    { key: 'content', label: ['团队简介', 'About the team'] },
  ],
  fields: [
    { name: 'teamName', type: 'text', label: ['团队名称', 'Team name'], required: true, maxLength: 64, list: 220, search: 'contains', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'teamType', type: 'dicts', dict: 'volunteer_team_type', label: ['团队类型', 'Team types'], required: true, list: 160, search: 'in', form: 'main' },
    { name: 'chargePerson', type: 'text', label: ['负责人', 'Leader'], required: true, maxLength: 64, list: 100, search: 'contains', form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], required: true, list: 130, form: 'main' },
    { name: 'createDate', type: 'date', label: ['成立时间', 'Founded'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'memberCount', type: 'integer', label: ['成员人数', 'Members'], list: 80, sortable: true, form: false, detail: 'main' },
    { name: 'status', type: 'text', label: ['团队状态', 'Status'], list: 80, search: 'in', form: false, detail: 'main' },
    { name: 'teamContext', type: 'richText', label: ['团队简介', 'About the team'], required: true, form: 'content' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'active',
    editableIn: ['active'],
    states: {
      active: { label: ['活跃', 'Active'], tone: 'success' },
      dissolved: { label: ['已解散', 'Dissolved'] },
    },
    transitions: [
      { name: 'dissolve', label: ['解散', 'Dissolve'], from: ['active'], to: 'dissolved', needsReason: true },
      { name: 'revive', label: ['恢复', 'Revive'], from: ['dissolved'], to: 'active' },
    ],
  },
};
