/**
 * 重要会议: important meetings a bureau announces (/informationPublish/EpidemicPage, API `prevent`; domain.md
 * §8), on the publish lifecycle; editable only as a draft, so that what readers saw does not change under them.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { publishFields, publishLifecycle } from './publishLifecycle.ts';

export const prevent: ResourceDef = {
  name: 'prevent',
  table: 'important_meeting',
  label: ['重要会议', 'Important meetings'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('prevent'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'meetingDate,desc',
  sections: [
    { key: 'main', label: ['会议信息', 'Meeting'] },
    { key: 'content', label: ['会议内容与附件', 'Text and attachments'] },
  ],
  fields: [
    { name: 'title', type: 'text', label: ['会议名称', 'Meeting'], required: true, maxLength: 64, list: 280, search: 'contains', sortable: true, form: 'main' },
    { name: 'meetingDate', type: 'date', label: ['会议日期', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'place', type: 'text', label: ['会议地点', 'Place'], maxLength: 120, list: 200, search: 'contains', form: 'main' },
    { name: 'orgId', type: 'org', label: ['发布单位', 'Published by'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    ...publishFields('main'),
    { name: 'content', type: 'richText', label: ['会议内容', 'Text'], required: true, form: 'content' },
    { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'content' },
  ],
  lifecycle: publishLifecycle(['0']),
};
