/**
 * 宣讲记录 (domain.md §6 lecture_record): a lecture given by a lecturer: when, where, to whom (and how many),
 * on what, with photos. Seen where the lecturer's group is (its organisation, copied in).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const redLecture: ResourceDef = {
  name: 'redLecture',
  table: 'zj_lecture',
  label: ['宣讲记录', 'Lectures'],
  titleField: 'topic',
  orgField: 'orgId',
  permissions: standardPermissions('redLecture'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'lectureDate,desc',
  sections: [{ key: 'main', label: ['宣讲信息', 'Lecture'] }],
  fields: [
    { name: 'lecturerId', type: 'ref', ref: 'redLecturer', label: ['讲师', 'Lecturer'], required: true, createOnly: true, search: 'exact', form: 'main' },
    // The lecturer's group, copied in: its lectures are counted and searched by it.
    { name: 'groupId', type: 'ref', ref: 'redLecturerOrganization', label: ['所属讲师团', 'Group'], search: 'exact', form: false, detail: false },
    { name: 'lecturerName', type: 'text', label: ['讲师姓名', 'Lecturer'], list: 100, search: 'contains', sortable: true, form: false, detail: 'main' },
    { name: 'topic', type: 'text', label: ['宣讲主题', 'Topic'], required: true, maxLength: 100, list: 240, search: 'contains', form: 'main' },
    { name: 'lectureDate', type: 'date', label: ['宣讲日期', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'place', type: 'text', label: ['宣讲地点', 'Place'], required: true, maxLength: 100, list: 180, search: 'contains', form: 'main' },
    { name: 'audience', type: 'text', label: ['宣讲对象', 'Audience'], required: true, maxLength: 64, list: 140, search: 'contains', form: 'main' },
    { name: 'audienceCount', type: 'integer', label: ['受众人数', 'Audience size'], required: true, min: 0, max: 100000, list: 90, sortable: true, form: 'main' },
    { name: 'photos', type: 'files', label: ['宣讲照片', 'Photos'], form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], list: 180, search: 'subtree', form: false, detail: 'main' },
  ],
};
