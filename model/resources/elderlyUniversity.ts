/**
 * 老年大学 (/enjoyLife/elderlyUniversity; domain.md §7): an elderly university run by a bureau, its address,
 * phone and web site, what it is and what it teaches. Its courses are universityCourse records (学科设置).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const elderlyUniversity: ResourceDef = {
  name: 'elderlyUniversity',
  table: 'el_university',
  label: ['老年大学', 'Elderly universities'],
  titleField: 'universityName',
  orgField: 'orgId',
  permissions: standardPermissions('elderlyUniversity'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'universityName,asc',
  sections: [
    { key: 'main', label: ['学校信息', 'University'] },
    { key: 'intro', label: ['学校简介', 'About'] },
  ],
  fields: [
    { name: 'universityName', type: 'text', label: ['学校名称', 'Name'], required: true, maxLength: 128, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['主管单位', 'Run by'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'address', type: 'text', label: ['学校地址', 'Address'], required: true, maxLength: 120, list: 240, search: 'contains', form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], required: true, list: 130, form: 'main' },
    { name: 'url', type: 'url', label: ['学校网址', 'Web site'], required: true, list: 200, form: 'main',
      help: ['以 http:// 或 https:// 开头', 'Starting with http:// or https://'] },
    { name: 'synopsis', type: 'longText', label: ['学校简介', 'About the university'], required: true, maxLength: 2000, form: 'intro' },
    { name: 'teachingActivities', type: 'longText', label: ['教学活动', 'Teaching'], required: true, maxLength: 2000, form: 'intro' },
  ],
  related: [{ resource: 'universityCourse', field: 'universityId', label: ['开设课程', 'Courses'] }],
};
