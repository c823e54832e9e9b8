/**
 * 志愿服务活动 (API voluntaryremittance, the spec's name; domain.md §6 volunteer_activity): a service activity
 * of an organisation, by one of its teams or not, on a day and at a place, with the hours a volunteer is
 * credited for taking part. The volunteers registered for it are volunteerRegistration records, listed under
 * its details; how many and their hours together are kept by the server.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const voluntaryremittance: ResourceDef = {
  name: 'voluntaryremittance',
  table: 'zj_volunteer_activity',
  label: ['志愿服务活动', 'Service activities'],
  titleField: 'activityName',
  orgField: 'orgId',
  permissions: standardPermissions('voluntaryremittance'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'activityDate,desc',
  related: [{ resource: 'volunteerRegistration', field: 'activityId', label: ['报名志愿者', 'Registered volunteers'] }],
  sections: [
    { key: 'main', label: ['活动信息', 'Activity'] },
    { key: 'content', label: ['活动内容', 'What was done'] },
  ],
  fields: [
    { name: 'activityName', type: 'text', label: ['活动名称', 'Activity'], required: true, maxLength: 64, list: 220, search: 'contains', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'teamId', type: 'ref', ref: 'volunteerTeam', label: ['服务团队', 'Team'], search: 'exact', form: 'main' },
    { name: 'teamName', type: 'text', label: ['团队名称', 'Team'], list: 160, form: false, detail: 'main' },
    { name: 'activityDate', type: 'date', label: ['活动日期', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'place', type: 'text', label: ['活动地点', 'Place'], required: true, maxLength: 100, list: 180, search: 'contains', form: 'main' },
    { name: 'serviceHours', type: 'decimal', scale: 1, label: ['每人服务时长（小时）', 'Hours per volunteer'], required: true, list: 120, form: 'main',
      help: ['报名志愿者默认计入的服务时长，登记时可逐人调整', 'Credited to each registered volunteer unless their registration says otherwise'] },
    { name: 'volunteerCount', type: 'integer', label: ['参加人数', 'Volunteers'], list: 80, sortable: true, form: false, detail: 'main' },
    { name: 'totalHours', type: 'decimal', scale: 1, label: ['服务总时长（小时）', 'Total hours'], list: 110, sortable: true, form: false, detail: 'main' },
    { name: 'context', type: 'richText', label: ['活动内容', 'What was done'], required: true, form: 'content' },
    { name: 'photos', type: 'files', label: ['活动照片', 'Photos'], form: 'content' },
  ],
};
