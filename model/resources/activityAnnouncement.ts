/** 公告管理 (/enjoyLife/announcementManagement): a centre's announcements to its people, published and withdrawn. */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { centerIdField, centerNameField } from './centreField.ts';
import { publishLifecycle } from './publishLifecycle.ts';

export const activityAnnouncement: ResourceDef = {
  name: 'activityAnnouncement',
  table: 'el_activity_announcement',
  label: ['活动公告', 'Announcements'],
  titleField: 'title',
  scopeVia: { field: 'centerId', resource: 'activityCenter' },
  permissions: standardPermissions('activityAnnouncement'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'publishDate,desc',
  sections: [{ key: 'main', label: ['公告', 'Announcement'] }],
  fields: [
    centerIdField,
    centerNameField,
    { name: 'title', type: 'text', label: ['公告标题', 'Title'], required: true, maxLength: 64, list: 260, search: 'contains', sortable: true, form: 'main' },
    { name: 'publishDate', type: 'date', label: ['公告日期', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'content', type: 'richText', label: ['公告内容', 'Text'], required: true, form: 'main' },
    { name: 'status', type: 'dict', dict: 'push_status', label: ['发布状态', 'Published'], list: 90, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: publishLifecycle(),
};
