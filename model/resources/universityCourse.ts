/**
 * 学科设置 (/enjoyLife/discipline; domain.md §7): a course of a discipline at an elderly university, with its
 * planned enrolment, its limit, the oldest age it takes, its length in years, teacher and fee. 实际报名 is
 * kept by the server: the course's students not refunded. Seen where its university is.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const universityCourse: ResourceDef = {
  name: 'universityCourse',
  table: 'el_course',
  label: ['学科设置', 'Disciplines'],
  titleField: 'courseName',
  scopeVia: { field: 'universityId', resource: 'elderlyUniversity' },
  permissions: standardPermissions('universityCourse'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'discipline,asc',
  sections: [
    { key: 'main', label: ['课程信息', 'Course'] },
    { key: 'enrolment', label: ['招生', 'Enrolment'] },
  ],
  fields: [
    { name: 'universityId', type: 'ref', ref: 'elderlyUniversity', label: ['所属学校', 'University'], required: true, createOnly: true, search: 'exact', form: 'main' },
    // The university's name for the list (a reference shows as its id); the server fills it in.
    { name: 'universityName', type: 'text', label: ['学校名称', 'University'], list: 200, search: 'contains', form: false, detail: 'main' },
    { name: 'discipline', type: 'text', label: ['学科', 'Discipline'], required: true, maxLength: 32, list: 100, search: 'contains', sortable: true, form: 'main' },
    { name: 'courseNo', type: 'text', label: ['课程编号', 'Course no.'], maxLength: 32, list: 90, form: 'main' },
    { name: 'courseName', type: 'text', label: ['课程名称', 'Course'], required: true, maxLength: 64, list: 180, search: 'contains', sortable: true, form: 'main' },
    { name: 'teacher', type: 'text', label: ['授课教师', 'Teacher'], required: true, maxLength: 30, list: 90, search: 'contains', form: 'main' },
    { name: 'years', type: 'integer', label: ['学制（年）', 'Years'], required: true, min: 1, max: 5, list: 80, form: 'main' },
    { name: 'tuition', type: 'decimal', label: ['学费（元）', 'Fee (yuan)'], required: true, min: 0, max: 100_000, scale: 2, list: 90, form: 'main' },
    { name: 'courseStatus', type: 'dict', dict: 'course_status', label: ['课程状态', 'Status'], required: true, default: '0', list: 80, search: 'in', form: 'main' },
    { name: 'plannedEnrollment', type: 'integer', label: ['计划招生人数', 'Planned places'], required: true, min: 0, max: 10_000, list: 100, form: 'enrolment' },
    { name: 'limitNum', type: 'integer', label: ['限报人数', 'Limit'], required: true, min: 1, max: 10_000, list: 80, form: 'enrolment',
      help: ['报名人数达到限报人数后不再接受报名', 'No more enrolments once the limit is reached'] },
    { name: 'actualEnrollment', type: 'integer', label: ['实际报名人数', 'Enrolled'], list: 100, sortable: true, form: false, detail: 'enrolment' },
    { name: 'ageLimit', type: 'integer', label: ['年龄上限（岁）', 'Age limit'], required: true, min: 50, max: 120, list: 90, form: 'enrolment',
      help: ['报名学员的年龄不得超过此岁数', 'Students may not be older than this'] },
  ],
  related: [{ resource: 'universityStudent', field: 'courseId', label: ['报名学员', 'Students'] }],
};
