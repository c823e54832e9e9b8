/**
 * 银龄讲师团 (/zhijiang/lecturer, API redLecturerOrganization; domain.md §6 lecturer): a lecturer group of an
 * organisation at the province's, a city's or a county's level, its lecturers (redLecturer, retired cadres
 * from the archive) and, through them, its lectures (redLecture). How many of each are kept by the server.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const redLecturerOrganization: ResourceDef = {
  name: 'redLecturerOrganization',
  table: 'zj_lecturer_group',
  label: ['银龄讲师团', 'Lecturer groups'],
  titleField: 'groupName',
  orgField: 'orgId',
  permissions: standardPermissions('redLecturerOrganization'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'level,asc',
  related: [{ resource: 'redLecturer', field: 'groupId', label: ['讲师', 'Lecturers'] }],
  sections: [{ key: 'main', label: ['讲师团信息', 'Lecturer group'] }],
  fields: [
    { name: 'groupName', type: 'text', label: ['讲师团名称', 'Group'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'level', type: 'dict', dict: 'lecturer_level', label: ['讲师团级别', 'Level'], required: true, list: 90, search: 'in', sortable: true, form: 'main',
      help: ['省级讲师团属省本级，市级属设区市，县级属县（市、区）', 'A province group belongs to the province, a city group to a city, a county group to a county'] },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'leader', type: 'text', label: ['团长', 'Head'], maxLength: 30, list: 100, search: 'contains', form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], list: 130, form: 'main' },
    { name: 'foundDate', type: 'date', label: ['成立时间', 'Founded'], list: 110, sortable: true, form: 'main' },
    { name: 'lecturerCount', type: 'integer', label: ['讲师人数', 'Lecturers'], list: 80, sortable: true, form: false, detail: 'main' },
    { name: 'lectureCount', type: 'integer', label: ['宣讲场次', 'Lectures'], list: 80, sortable: true, form: false, detail: 'main' },
    { name: 'intro', type: 'longText', label: ['讲师团简介', 'About the group'], maxLength: 1000, form: 'main' },
  ],
};
