/**
 * 活动报名: a cadre enrolled in an activity while it takes enrolments, within its quota and once only, and
 * marked 已签到 once it has begun (server/areas/enjoyLife/enrolmentHooks.ts). Seen where its activity is.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const activityEnrolment: ResourceDef = {
  name: 'activityEnrolment',
  table: 'el_activity_enrolment',
  label: ['活动报名', 'Enrolments'],
  titleField: 'cadreName',
  scopeVia: { field: 'activityId', resource: 'activity' },
  permissions: standardPermissions('activityEnrolment'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'cadreName,asc',
  sections: [{ key: 'main', label: ['报名信息', 'Enrolment'] }],
  fields: [
    { name: 'activityId', type: 'ref', ref: 'activity', label: ['活动', 'Activity'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'activityTitle', type: 'text', label: ['活动名称', 'Activity'], list: 220, search: 'contains', sortable: true, form: false, detail: 'main' },
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['离退休干部', 'Cadre'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'cadreName', type: 'text', label: ['干部姓名', 'Cadre'], list: 100, search: 'prefix', sortable: true, form: false, detail: 'main' },
    { name: 'enrolDate', type: 'date', label: ['报名日期', 'Enrolled on'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'attended', type: 'boolean', label: ['已签到', 'Attended'], default: false, list: 70, search: 'exact', form: 'main',
      help: ['活动开始后签到', 'Marked once the activity has begun'] },
    { name: 'remarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 200, form: 'main' },
  ],
};
