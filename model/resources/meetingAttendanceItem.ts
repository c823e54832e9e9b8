/**
 * One member's attendance at a meeting of 三会一课 (meetingAttendance.ts): 出席, 请假, 缺席 or 委托, with the
 * reason of a leave or a proxy. Only an active member of the meeting's branch has a row. Kept on the
 * meeting's permissions: the rows are part of recording it. Scoped by the branch's organisation, which the
 * server copies in, rather than through the meeting and its branch (scopeVia): a year of a province's rows is
 * many, and their list would probe two parents per row; the rows leave and return with their meeting
 * (server/areas/vanguard/meetingHooks.ts).
 */
import type { ResourceDef } from '../resource/types.ts';
import { cadreNameField } from './cadreSubRecord.ts';

export const meetingAttendanceItem: ResourceDef = {
  name: 'meetingAttendanceItem',
  table: 'vg_meeting_attendance',
  label: ['参会考勤', 'Attendance rows'],
  titleField: 'cadreName',
  orgField: 'orgId',
  permissions: { view: 'meetingAttendance_view', add: 'meetingAttendance_edit', edit: 'meetingAttendance_edit', delete: 'meetingAttendance_edit' },
  defaultSort: 'cadreName,asc',
  sections: [{ key: 'main', label: ['考勤', 'Attendance'] }],
  fields: [
    { name: 'meetingId', type: 'ref', ref: 'meetingAttendance', label: ['会议', 'Meeting'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['党员', 'Member'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { ...cadreNameField, label: ['党员姓名', 'Member'] },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], search: 'subtree', form: false, detail: false },
    { name: 'attendStatus', type: 'dict', dict: 'attendance_status', label: ['考勤状态', 'Attendance'], required: true, list: 90, search: 'in', form: 'main' },
    { name: 'leaveReason', type: 'text', label: ['请假/委托事由', 'Reason'], maxLength: 120, list: 200, form: 'main' },
  ],
};
