/**
 * 住院登记 (/workRecord/inpatient; domain.md §4.2): a cadre's hospital stay, from admission to discharge.
 * A stay without a discharge date is still in hospital. The registration is reviewed (registered → pending →
 * approved | rejected); the hospital visits made during the stay name it (hospitalizationVisit's inpatientId).
 */
import type { ResourceDef } from '../resource/types.ts';
import { cadreWorkRecord } from './cadreWorkRecord.ts';

export const inpatient: ResourceDef = cadreWorkRecord({
  name: 'inpatient',
  table: 'wr_inpatient',
  label: ['住院登记', 'Hospital stays'],
  titleField: 'cadreName',
  defaultSort: 'admissionDate,desc',
  related: [{ resource: 'hospitalizationVisit', field: 'inpatientId', label: ['住院期间的看望', 'Visits during the stay'], carry: ['cadreId'] }],
  sections: [
    { key: 'main', label: ['住院信息', 'Stay'] },
    { key: 'outcome', label: ['出院与结果', 'Discharge and outcome'] },
  ],
  fields: [
    { name: 'hospitalName', type: 'text', label: ['医院', 'Hospital'], required: true, maxLength: 64, list: 180, search: 'contains', form: 'main' },
    { name: 'department', type: 'text', label: ['科室', 'Department'], required: true, maxLength: 64, list: 100, form: 'main' },
    { name: 'bed', type: 'text', label: ['病床', 'Bed'], required: true, maxLength: 30, form: 'main' },
    { name: 'admissionDate', type: 'date', label: ['住院日期', 'Admitted on'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'condition', type: 'longText', label: ['住院病情', 'Condition'], required: true, maxLength: 500, form: 'main' },
    { name: 'dischargeDate', type: 'date', label: ['出院日期', 'Discharged on'], list: 110, search: 'range', sortable: true, form: 'outcome' },
    { name: 'outcome', type: 'text', label: ['治疗结果', 'Outcome'], maxLength: 120, form: 'outcome' },
    // Kept by the database from 出院日期 (a generated column): what 工作统计's 在院人数 lists.
    { name: 'inHospital', type: 'boolean', label: ['在院', 'In hospital'], list: 60, search: 'exact', form: false, detail: 'outcome' },
    { name: 'isVisited', type: 'boolean', label: ['已看望', 'Visited'], default: false, list: 70, search: 'exact', form: 'outcome',
      help: ['登记本次住院的住院看望后自动勾选', 'Ticked when a hospital visit during this stay is recorded'] },
    { name: 'approveStatus', type: 'text', label: ['审核状态', 'Review'], list: 90, search: 'in', form: false, detail: 'main' },
  ],
  // The registration is reviewed by the bureau (domain.md §4.2); the stay itself stays editable, since a
  // discharge comes after the review.
  lifecycle: {
    field: 'approveStatus',
    initial: 'registered',
    states: {
      registered: { label: ['已登记', 'Registered'] },
      pending: { label: ['待审核', 'Pending review'], tone: 'warning' },
      approved: { label: ['审核通过', 'Approved'], tone: 'success' },
      rejected: { label: ['审核不通过', 'Rejected'], tone: 'danger' },
    },
    transitions: [
      { name: 'submit', label: ['提交审核', 'Submit for review'], from: ['registered', 'rejected'], to: 'pending' },
      { name: 'approve', label: ['审核通过', 'Approve'], from: ['pending'], to: 'approved', permission: 'inpatient_approve' },
      { name: 'reject', label: ['审核不通过', 'Reject'], from: ['pending'], to: 'rejected', needsReason: true, permission: 'inpatient_approve' },
    ],
  },
});
