/**
 * A booked visit to a 党建阵地 or 教育基地 (domain.md §5 party_base appointment rows): who comes, on which day,
 * how many. submitted → approved | rejected; an approved visit → visited, or cancelled (as a submitted one
 * may be). The server refuses a day in the past and more people on one day than the base receives
 * (server/areas/vanguard/appointmentHooks.ts). One table, one resource per kind of base, seen where its
 * base is.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import type { BaseKind } from './partyBase.ts';

export function baseAppointment(kind: BaseKind, baseLabel: string): ResourceDef {
  return {
    name: `${kind}Appointment`,
    table: 'vg_base_appointment',
    label: [`${baseLabel}参观预约`, 'Visit appointments'],
    titleField: 'visitorOrg',
    scopeVia: { field: 'baseId', resource: kind },
    permissions: standardPermissions(`${kind}Appointment`),
    defaultSort: 'visitDate,desc',
    sections: [{ key: 'main', label: ['预约信息', 'Appointment'] }],
    fields: [
      // Which kind of base the row belongs to; the server sets it (kindHooks.ts).
      { name: 'kind', type: 'text', label: ['类别', 'Kind'], form: false, detail: false },
      { name: 'baseId', type: 'ref', ref: kind, label: [baseLabel, 'Visiting'], required: true, createOnly: true, search: 'exact', form: 'main' },
      // The base's name for the list (a reference shows as its id); the server fills it in.
      { name: 'baseName', type: 'text', label: [`${baseLabel}名称`, 'Visiting'], list: 200, search: 'contains', form: false, detail: 'main' },
      { name: 'visitorOrg', type: 'text', label: ['预约单位', 'Visitors'], required: true, maxLength: 64, list: 200, search: 'contains', form: 'main' },
      { name: 'visitDate', type: 'date', label: ['参观日期', 'Visit date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
      { name: 'people', type: 'integer', label: ['参观人数', 'People'], required: true, min: 1, max: 10_000, list: 80, form: 'main' },
      { name: 'contact', type: 'text', label: ['联系人', 'Contact'], required: true, maxLength: 30, list: 90, form: 'main' },
      { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], required: true, list: 130, form: 'main' },
      { name: 'purpose', type: 'longText', label: ['参观事由', 'Purpose'], maxLength: 500, form: 'main' },
      { name: 'status', type: 'text', label: ['预约状态', 'Status'], list: 80, search: 'in', form: false, detail: 'main' },
    ],
    lifecycle: {
      field: 'status',
      initial: 'submitted',
      editableIn: ['submitted'],
      states: {
        submitted: { label: ['待审核', 'Submitted'], tone: 'warning' },
        approved: { label: ['已通过', 'Approved'], tone: 'success' },
        rejected: { label: ['未通过', 'Rejected'], tone: 'danger' },
        visited: { label: ['已参观', 'Visited'], tone: 'success' },
        cancelled: { label: ['已取消', 'Cancelled'] },
      },
      transitions: [
        { name: 'approve', label: ['通过', 'Approve'], from: ['submitted'], to: 'approved' },
        { name: 'reject', label: ['不通过', 'Reject'], from: ['submitted'], to: 'rejected', needsReason: true },
        { name: 'visit', label: ['确认已参观', 'Visited'], from: ['approved'], to: 'visited' },
        { name: 'cancel', label: ['取消预约', 'Cancel'], from: ['submitted', 'approved'], to: 'cancelled', needsReason: true },
      ],
    },
  };
}
