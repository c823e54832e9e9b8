/**
 * 关爱下一代 (/zhijiang/next; domain.md §6 and §9's 五老): an activity in which retired cadres (the 五老) care
 * for the young: its kind, day, place, who of the 五老 took part, how many young people it reached, and
 * what was done, with photos.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const careNextGeneration: ResourceDef = {
  name: 'careNextGeneration',
  table: 'zj_care_next',
  label: ['关爱下一代', 'Caring for the young'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('careNextGeneration'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'activityDate,desc',
  sections: [
    { key: 'main', label: ['活动信息', 'Activity'] },
    { key: 'content', label: ['活动内容', 'What was done'] },
  ],
  fields: [
    { name: 'title', type: 'text', label: ['活动名称', 'Activity'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'activityType', type: 'dict', dict: 'care_next_type', label: ['活动类型', 'Kind'], required: true, list: 110, search: 'in', form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'activityDate', type: 'date', label: ['活动日期', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'place', type: 'text', label: ['活动地点', 'Place'], required: true, maxLength: 100, list: 180, search: 'contains', form: 'main' },
    { name: 'fiveOld', type: 'dicts', dict: 'five_old', label: ['参与五老', 'The five elders taking part'], list: 140, search: 'in', form: 'main' },
    { name: 'organizer', type: 'text', label: ['组织者', 'Organised by'], maxLength: 30, list: 100, form: 'main' },
    { name: 'youthCount', type: 'integer', label: ['受益青少年人数', 'Young people reached'], required: true, min: 0, max: 100000, list: 110, sortable: true, form: 'main' },
    { name: 'content', type: 'richText', label: ['活动内容', 'What was done'], required: true, form: 'content' },
    { name: 'photos', type: 'files', label: ['活动照片', 'Photos'], form: 'content' },
  ],
};
