/**
 * 活动预约 (/enjoyLife/activityappointment; domain.md §7 activity_appointment): a room booked for a time slot,
 * submitted, then approved or rejected; an approved booking is checked in or marked a no-show, and may be
 * cancelled before. Two approved bookings of a room never overlap and a booking never brings more people than
 * the room holds (server/areas/enjoyLife/appointmentHooks.ts; a trigger of migration 021 holds the first
 * against concurrent writers).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const activityAppointment: ResourceDef = {
  name: 'activityAppointment',
  table: 'el_activity_appointment',
  label: ['活动预约', 'Activity bookings'],
  titleField: 'purpose',
  scopeVia: { field: 'roomId', resource: 'activityRoom' },
  permissions: standardPermissions('activityAppointment'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'startTime,desc',
  sections: [{ key: 'main', label: ['预约信息', 'Booking'] }],
  fields: [
    { name: 'roomId', type: 'ref', ref: 'activityRoom', label: ['活动地点', 'Room'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'roomName', type: 'text', label: ['活动室', 'Room'], list: 140, search: 'contains', sortable: true, form: false, detail: 'main' },
    { name: 'centerName', type: 'text', label: ['活动中心', 'Centre'], list: 180, search: 'contains', form: false, detail: 'main' },
    { name: 'startTime', type: 'datetime', label: ['开始时间', 'From'], required: true, list: 150, search: 'range', sortable: true, form: 'main' },
    { name: 'endTime', type: 'datetime', label: ['结束时间', 'To'], required: true, list: 150, sortable: true, form: 'main' },
    { name: 'purpose', type: 'text', label: ['活动内容', 'Activity'], required: true, maxLength: 64, list: 200, search: 'contains', form: 'main' },
    { name: 'applicant', type: 'text', label: ['预约人', 'Booked by'], required: true, maxLength: 30, list: 90, search: 'contains', form: 'main' },
    { name: 'phone', type: 'mobile', label: ['联系电话', 'Mobile'], required: true, list: 130, form: 'main' },
    { name: 'people', type: 'integer', label: ['参加人数', 'People'], required: true, min: 1, max: 2000, list: 80, form: 'main' },
    { name: 'status', type: 'text', label: ['预约状态', 'Status'], list: 90, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'submitted',
    // What was approved is what the room is held for: a change is a new booking.
    editableIn: ['submitted'],
    states: {
      submitted: { label: ['待审核', 'Submitted'], tone: 'warning' },
      approved: { label: ['已通过', 'Approved'], tone: 'success' },
      rejected: { label: ['未通过', 'Rejected'], tone: 'danger' },
      checkedIn: { label: ['已签到', 'Checked in'], tone: 'success' },
      noShow: { label: ['未到场', 'No show'], tone: 'danger' },
      cancelled: { label: ['已取消', 'Cancelled'] },
    },
    transitions: [
      { name: 'approve', label: ['通过', 'Approve'], from: ['submitted'], to: 'approved', permission: 'activityAppointment_approve' },
      { name: 'reject', label: ['驳回', 'Reject'], from: ['submitted'], to: 'rejected', needsReason: true, permission: 'activityAppointment_approve' },
      { name: 'checkIn', label: ['签到', 'Check in'], from: ['approved'], to: 'checkedIn' },
      { name: 'noShow', label: ['未到场', 'No show'], from: ['approved'], to: 'noShow' },
      { name: 'cancel', label: ['取消预约', 'Cancel'], from: ['submitted', 'approved'], to: 'cancelled', needsReason: true },
    ],
  },
};
