/**
 * 活动 (/enjoyLife/activitylist/{id}, the activities of a centre; domain.md §7 activity): drafted, published,
 * opened for enrolment up to its quota (activityEnrolment), held and finished, or cancelled. 已报名 and
 * 已签到 are kept by the server from the enrolments; a finished activity's photo is shown in 活动风采, and its
 * figures in 活动统计.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { centerIdField, centerNameField } from './centreField.ts';

export const activity: ResourceDef = {
  name: 'activity',
  table: 'el_activity',
  label: ['活动', 'Activities'],
  titleField: 'title',
  scopeVia: { field: 'centerId', resource: 'activityCenter' },
  permissions: standardPermissions('activity'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'startTime,desc',
  sections: [
    { key: 'main', label: ['活动信息', 'Activity'] },
    { key: 'record', label: ['活动记录', 'Record'] },
  ],
  fields: [
    centerIdField,
    centerNameField,
    { name: 'title', type: 'text', label: ['活动名称', 'Activity'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'activityType', type: 'dict', dict: 'activity_type', label: ['活动类型', 'Kind'], required: true, list: 90, search: 'in', form: 'main' },
    { name: 'startTime', type: 'datetime', label: ['开始时间', 'Starts'], required: true, list: 150, search: 'range', sortable: true, form: 'main' },
    { name: 'endTime', type: 'datetime', label: ['结束时间', 'Ends'], required: true, list: 150, form: 'main' },
    { name: 'place', type: 'text', label: ['活动地点', 'Place'], required: true, maxLength: 64, list: 160, form: 'main' },
    { name: 'quota', type: 'integer', label: ['名额', 'Places'], required: true, min: 1, max: 2000, list: 70, form: 'main' },
    { name: 'enrolled', type: 'integer', label: ['已报名', 'Enrolled'], list: 70, sortable: true, form: false, detail: 'main' },
    { name: 'attended', type: 'integer', label: ['已签到', 'Attended'], list: 70, form: false, detail: 'main' },
    { name: 'content', type: 'richText', label: ['活动内容', 'Programme'], form: 'main' },
    { name: 'photo', type: 'image', label: ['活动照片', 'Photo'], form: 'record', help: ['活动结束后上传，展示在活动风采', 'Uploaded after the activity; shown in the gallery'] },
    { name: 'summary', type: 'longText', label: ['活动小结', 'Summary'], maxLength: 500, form: 'record' },
    { name: 'status', type: 'text', label: ['活动状态', 'Status'], list: 90, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: ['草稿', 'Draft'] },
      published: { label: ['已发布', 'Published'], tone: 'success' },
      enrolling: { label: ['报名中', 'Enrolling'], tone: 'warning' },
      ongoing: { label: ['进行中', 'Under way'], tone: 'warning' },
      finished: { label: ['已结束', 'Finished'], tone: 'success' },
      cancelled: { label: ['已取消', 'Cancelled'], tone: 'danger' },
    },
    transitions: [
      { name: 'publish', label: ['发布', 'Publish'], from: ['draft'], to: 'published' },
      { name: 'openEnrolment', label: ['开始报名', 'Open enrolment'], from: ['published'], to: 'enrolling' },
      { name: 'start', label: ['开始活动', 'Start'], from: ['enrolling'], to: 'ongoing' },
      { name: 'finish', label: ['结束活动', 'Finish'], from: ['ongoing'], to: 'finished' },
      { name: 'cancel', label: ['取消活动', 'Cancel'], from: ['draft', 'published', 'enrolling', 'ongoing'], to: 'cancelled', needsReason: true },
    ],
  },
  related: [{ resource: 'activityEnrolment', field: 'activityId', label: ['报名情况', 'Enrolments'] }],
};
