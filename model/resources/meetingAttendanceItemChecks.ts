/** Record checks of an attendance row (meetingAttendanceItem.ts): a leave or a proxy says why. */
import type { RecordCheck } from '../resource/types.ts';

/** 请假 and 委托 of the attendance_status dictionary. */
const NEEDS_REASON = new Set(['2', '4']);

export const meetingAttendanceItemChecks: readonly RecordCheck[] = [
  {
    field: 'leaveReason',
    message: ['请假或委托须填写事由', 'Give the reason of a leave or a proxy'],
    test: (r) => !NEEDS_REASON.has(String(r.attendStatus)) || (typeof r.leaveReason === 'string' && r.leaveReason.trim() !== ''),
  },
];
