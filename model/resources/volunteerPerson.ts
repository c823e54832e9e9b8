/**
 * 志愿者 (API volunteerPerson; domain.md §6): a retired cadre from the archive, or a person given by name and
 * ID number, serving in an organisation's volunteer corps, in a team or not. The service hours are those
 * credited by their registrations to service activities (volunteerRegistration), kept by the server; a list
 * sorted by them within an organisation is its ranking. One volunteer per cadre and per ID number.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const volunteerPerson: ResourceDef = {
  name: 'volunteerPerson',
  table: 'zj_volunteer_person',
  label: ['志愿者', 'Volunteers'],
  titleField: 'name',
  orgField: 'orgId',
  permissions: standardPermissions('volunteerPerson'),
  recycleBin: true,
  retentionDays: 30,
  // The ranking: the most hours first.
  defaultSort: 'serviceHours,desc',
  importKey: ['name', 'orgId'],
  related: [{ resource: 'volunteerRegistration', field: 'personId', label: ['服务记录', 'Service record'] }],
  sections: [
    { key: 'main', label: ['志愿者信息', 'Volunteer'] },
    { key: 'service', label: ['服务情况', 'Service'] },
  ],
  fields: [
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['离退休干部', 'Retired cadre'], createOnly: true, search: 'exact', form: 'main',
      help: ['从干部档案中选择；非档案人员请填写姓名和身份证号', 'Chosen from the archive; for anyone else give the name and ID number'] },
    { name: 'name', type: 'text', label: ['姓名', 'Name'], maxLength: 30, list: 100, search: 'contains', sortable: true, form: 'main',
      help: ['选择离退休干部时按档案填写', 'Taken from the archive when a cadre is chosen'] },
    { name: 'idCard', type: 'idCard', label: ['身份证号', 'ID number'], sensitive: true, createOnly: true, list: 170, form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'teamId', type: 'ref', ref: 'volunteerTeam', label: ['所属团队', 'Team'], search: 'exact', form: 'main' },
    { name: 'teamName', type: 'text', label: ['团队名称', 'Team'], list: 180, search: 'contains', form: false, detail: 'main' },
    { name: 'phone', type: 'mobile', label: ['手机号码', 'Mobile'], list: 120, form: 'main' },
    { name: 'specialty', type: 'text', label: ['服务特长', 'Skills'], maxLength: 100, list: 140, search: 'contains', form: 'main' },
    { name: 'joinDate', type: 'date', label: ['加入时间', 'Joined'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'serviceHours', type: 'decimal', scale: 1, label: ['累计服务时长（小时）', 'Service hours'], list: 130, sortable: true, form: false, detail: 'service' },
    { name: 'activityCount', type: 'integer', label: ['参加活动次数', 'Activities'], list: 100, sortable: true, form: false, detail: 'service' },
    { name: 'status', type: 'text', label: ['状态', 'Status'], list: 80, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'active',
    editableIn: ['active'],
    states: {
      active: { label: ['在册', 'Active'], tone: 'success' },
      left: { label: ['已退出', 'Left'] },
    },
    transitions: [
      { name: 'leave', label: ['退出', 'Leave'], from: ['active'], to: 'left', needsReason: true },
      { name: 'rejoin', label: ['重新加入', 'Rejoin'], from: ['left'], to: 'active' },
    ],
  },
};
