/**
 * 服务登记 (domain.md §6, an activity's registrations): a volunteer registered for a service activity and the
 * hours credited to them for it (the activity's, unless given). Seen where the activity is (its organisation,
 * copied in). A volunteer is registered once per activity; every change recounts the volunteer's total hours
 * and the activity's figures (server/areas/zhijiang/registrationHooks.ts).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const volunteerRegistration: ResourceDef = {
  name: 'volunteerRegistration',
  table: 'zj_volunteer_registration',
  label: ['服务登记', 'Service registrations'],
  titleField: 'personName',
  orgField: 'orgId',
  permissions: standardPermissions('volunteerRegistration'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'activityDate,desc',
  sections: [{ key: 'main', label: ['登记信息', 'Registration'] }],
  fields: [
    { name: 'activityId', type: 'ref', ref: 'voluntaryremittance', label: ['服务活动', 'Activity'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'activityName', type: 'text', label: ['活动名称', 'Activity'], list: 220, search: 'contains', form: false, detail: 'main' },
    { name: 'activityDate', type: 'date', label: ['活动日期', 'Date'], list: 110, search: 'range', sortable: true, form: false, detail: 'main' },
    { name: 'personId', type: 'ref', ref: 'volunteerPerson', label: ['志愿者', 'Volunteer'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'personName', type: 'text', label: ['志愿者姓名', 'Volunteer'], list: 110, search: 'contains', sortable: true, form: false, detail: 'main' },
    { name: 'hours', type: 'decimal', scale: 1, label: ['服务时长（小时）', 'Hours'], list: 110, sortable: true, form: 'main',
      help: ['不填则按活动的每人服务时长计入', 'Left empty, the activity’s hours per volunteer are credited'] },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], list: 180, search: 'subtree', form: false, detail: 'main' },
    { name: 'remarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 200, list: 160, form: 'main' },
  ],
};
