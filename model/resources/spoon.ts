/**
 * 公勺公筷: the serving-chopsticks campaign's items (/informationPublish/ServingChopsticks, API `spoon`;
 * domain.md §8), with pictures, on the publish lifecycle; editable only as a draft.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { publishFields, publishLifecycle } from './publishLifecycle.ts';

export const spoon: ResourceDef = {
  name: 'spoon',
  table: 'spoon_campaign',
  label: ['公勺公筷', 'Serving chopsticks'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('spoon'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'updateTime,desc',
  sections: [
    { key: 'main', label: ['基本信息', 'Item'] },
    { key: 'content', label: ['内容与图片', 'Text and pictures'] },
  ],
  fields: [
    { name: 'title', type: 'text', label: ['标题', 'Title'], required: true, maxLength: 64, list: 300, search: 'contains', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['发布单位', 'Published by'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    ...publishFields('main'),
    { name: 'content', type: 'richText', label: ['内容', 'Text'], required: true, form: 'content' },
    { name: 'images', type: 'files', label: ['图片', 'Pictures'], form: 'content', help: ['活动照片、宣传海报等', 'Photos, posters'] },
  ],
  lifecycle: publishLifecycle(['0']),
};
