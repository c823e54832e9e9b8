/**
 * 出国（境）登记 (/workRecord/registration; domain.md §4.5, wr_abroad): a cadre's trip abroad, declared,
 * approved or rejected with a reason, departed and closed by the return (销假), or cancelled before it
 * starts. The trip names the travel document it uses (证照登记, a document of the same cadre: server hook);
 * the planned return date is what the overdue list (abroadOverdue.ts) watches.
 */
import type { ResourceDef } from '../resource/types.ts';
import { cadreWorkRecord } from './cadreWorkRecord.ts';

export const abroad: ResourceDef = cadreWorkRecord({
  name: 'abroad',
  table: 'wr_abroad',
  label: ['出国（境）登记', 'Trips abroad'],
  titleField: 'cadreName',
  defaultSort: 'departDate,desc',
  sections: [
    { key: 'main', label: ['行程信息', 'Trip'] },
    { key: 'back', label: ['回国（境）', 'Return'] },
  ],
  fields: [
    { name: 'destination', type: 'text', label: ['前往国家（地区）', 'Destination'], required: true, maxLength: 64, list: 140, search: 'contains', form: 'main' },
    { name: 'reason', type: 'dict', dict: 'abroad_reason', label: ['事由', 'Purpose'], required: true, list: 80, search: 'in', form: 'main' },
    { name: 'applicationDate', type: 'date', label: ['申请日期', 'Declared on'], required: true, list: 110, sortable: true, form: 'main' },
    { name: 'departDate', type: 'date', label: ['出发日期', 'Departs on'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'returnDate', type: 'date', label: ['计划返回日期', 'Planned return'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'certId', type: 'ref', ref: 'abroadCertificate', label: ['使用证照', 'Travel document'], list: 120, form: 'main' },
    { name: 'companions', type: 'text', label: ['同行人员', 'Travelling with'], maxLength: 64, form: 'main' },
    { name: 'actualReturnDate', type: 'date', label: ['实际返回日期', 'Returned on'], list: 110, search: 'range', form: 'back',
      help: ['回国（境）后填写，销假前必填', 'Filled in after the return, before the trip is closed'] },
    { name: 'status', type: 'text', label: ['状态', 'Status'], list: 80, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'declared',
    // Declared trips are edited freely; a departed one only to record its return (the rest is what was approved).
    editableIn: ['declared', 'departed'],
    states: {
      declared: { label: ['已申报', 'Declared'] },
      approving: { label: ['审批中', 'Being approved'], tone: 'warning' },
      approved: { label: ['已批准', 'Approved'], tone: 'success' },
      rejected: { label: ['未批准', 'Rejected'], tone: 'danger' },
      departed: { label: ['已出行', 'Departed'], tone: 'warning' },
      returned: { label: ['已销假', 'Returned'], tone: 'success' },
      cancelled: { label: ['已取消', 'Cancelled'] },
    },
    transitions: [
      { name: 'submit', label: ['报批', 'Submit'], from: ['declared'], to: 'approving' },
      { name: 'approve', label: ['批准', 'Approve'], from: ['approving'], to: 'approved', permission: 'abroad_approve' },
      { name: 'reject', label: ['不予批准', 'Reject'], from: ['approving'], to: 'rejected', needsReason: true, permission: 'abroad_approve' },
      { name: 'depart', label: ['出行', 'Depart'], from: ['approved'], to: 'departed' },
      { name: 'comeBack', label: ['销假', 'Close on return'], from: ['departed'], to: 'returned' },
      { name: 'cancel', label: ['取消', 'Cancel'], from: ['declared', 'approving', 'approved'], to: 'cancelled', needsReason: true },
    ],
  },
});
