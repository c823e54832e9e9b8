/**
 * 学员 (domain.md §7, [LDX]): a retired cadre enrolled in a course of an elderly university, their kind
 * (离休/退休/其他人员) and whether the fee was paid or refunded. Enrolment is refused over the course's limit
 * or its age limit (server/areas/enjoyLife/studentHooks.ts). Reached from a course's detail (学科设置);
 * seen where the course's university is.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { cadreNameField } from './cadreSubRecord.ts';

export const universityStudent: ResourceDef = {
  name: 'universityStudent',
  table: 'el_student',
  label: ['报名学员', 'Students'],
  titleField: 'cadreName',
  scopeVia: { field: 'courseId', resource: 'universityCourse' },
  permissions: standardPermissions('universityStudent'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'enrolDate,desc',
  sections: [{ key: 'main', label: ['报名信息', 'Enrolment'] }],
  fields: [
    { name: 'courseId', type: 'ref', ref: 'universityCourse', label: ['报名课程', 'Course'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'courseName', type: 'text', label: ['课程名称', 'Course'], list: 160, search: 'contains', form: false, detail: 'main' },
    { name: 'universityName', type: 'text', label: ['学校名称', 'University'], list: 180, form: false, detail: 'main' },
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['离退休干部', 'Cadre'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { ...cadreNameField, label: ['学员姓名', 'Student'] },
    { name: 'stuType', type: 'dict', dict: 'student_type', label: ['学员类型', 'Kind'], required: true, list: 90, search: 'in', form: 'main' },
    { name: 'enrolDate', type: 'date', label: ['报名日期', 'Enrolled on'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'tuitionFlag', type: 'boolean', label: ['已缴费', 'Fee paid'], default: false, list: 70, search: 'exact', form: 'main' },
    { name: 'refundFlag', type: 'boolean', label: ['已退费', 'Refunded'], default: false, list: 70, search: 'exact', form: 'main',
      help: ['退费即退学，不再计入报名人数', 'A refund ends the enrolment: the student no longer counts'] },
    { name: 'remarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'main' },
  ],
};
