/**
 * 每日播报: a bureau's short broadcast of the day (/informationPublish/dailyBroadcast, API `dailybroadcast`;
 * domain.md §8), on the publish lifecycle; editable only as a draft.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { publishFields, publishLifecycle } from './publishLifecycle.ts';

export const dailybroadcast: ResourceDef = {
  name: 'dailybroadcast',
  table: 'daily_broadcast',
  label: ['每日播报', 'Daily broadcasts'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('dailybroadcast'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'broadcastDate,desc',
  sections: [{ key: 'main', label: ['播报信息', 'Broadcast'] }],
  fields: [
    { name: 'title', type: 'text', label: ['标题', 'Title'], required: true, maxLength: 64, list: 300, search: 'contains', sortable: true, form: 'main' },
    { name: 'broadcastDate', type: 'date', label: ['播报日期', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['发布单位', 'Published by'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    ...publishFields('main'),
    { name: 'content', type: 'longText', label: ['播报内容', 'Text'], required: true, maxLength: 2000, form: 'main' },
  ],
  lifecycle: publishLifecycle(['0']),
};
