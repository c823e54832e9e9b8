/**
 * 讲师 (a lecturer group's members; domain.md §6 lecturer): a retired cadre from the archive lecturing in a
 * group on their topics, once per group. Seen where the group is (its organisation, copied in: a group's
 * organisation is fixed at creation). Their lectures (redLecture) are listed under their details, and
 * counted (lectures, audience) by the server.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const redLecturer: ResourceDef = {
  name: 'redLecturer',
  table: 'zj_lecturer',
  label: ['讲师', 'Lecturers'],
  titleField: 'cadreName',
  orgField: 'orgId',
  permissions: standardPermissions('redLecturer'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'lectureCount,desc',
  related: [{ resource: 'redLecture', field: 'lecturerId', label: ['宣讲记录', 'Lectures'] }],
  sections: [{ key: 'main', label: ['讲师信息', 'Lecturer'] }],
  fields: [
    { name: 'groupId', type: 'ref', ref: 'redLecturerOrganization', label: ['所属讲师团', 'Group'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'groupName', type: 'text', label: ['讲师团', 'Group'], list: 220, search: 'contains', form: false, detail: 'main' },
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['离退休干部', 'Retired cadre'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'cadreName', type: 'text', label: ['讲师姓名', 'Lecturer'], list: 100, search: 'contains', sortable: true, form: false, detail: 'main' },
    { name: 'topics', type: 'text', label: ['宣讲主题', 'Topics'], required: true, maxLength: 200, list: 240, search: 'contains', form: 'main' },
    { name: 'joinDate', type: 'date', label: ['聘任时间', 'Appointed'], list: 110, sortable: true, form: 'main' },
    { name: 'lectureCount', type: 'integer', label: ['宣讲场次', 'Lectures'], list: 80, sortable: true, form: false, detail: 'main' },
    { name: 'audienceTotal', type: 'integer', label: ['受众人次', 'Audience'], list: 90, sortable: true, form: false, detail: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], list: 180, search: 'subtree', form: false, detail: 'main' },
  ],
};
