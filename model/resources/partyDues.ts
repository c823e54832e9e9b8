/**
 * 党费收缴 (/vanguard/partyDues; domain.md §5): one member's dues for one month. The server takes the base
 * from the member's pension when none is given and works out the rate and the amount due
 * (model/partyDuesRule.ts); an amount below it needs a 困难减免 approved by the branch.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { branchNameField } from './branchNameField.ts';
import { cadreNameField } from './cadreSubRecord.ts';

export const partyDues: ResourceDef = {
  name: 'partyDues',
  table: 'vg_party_dues',
  label: ['党费收缴', 'Party dues'],
  titleField: 'cadreName',
  scopeVia: { field: 'branchId', resource: 'partyBranch' },
  permissions: standardPermissions('partyDues'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'duesMonth,desc',
  sections: [
    { key: 'main', label: ['党费信息', 'Dues'] },
    { key: 'exempt', label: ['困难减免', 'Hardship reduction'] },
  ],
  fields: [
    { name: 'branchId', type: 'ref', ref: 'partyBranch', label: ['支部', 'Branch'], required: true, createOnly: true, search: 'exact', form: 'main' },
    branchNameField,
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['党员', 'Member'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { ...cadreNameField, label: ['党员姓名', 'Member'] },
    { name: 'duesMonth', type: 'month', label: ['所属月份', 'Month'], required: true, createOnly: true, list: 90, search: 'range', sortable: true, form: 'main' },
    { name: 'baseAmount', type: 'decimal', label: ['离退休费总额（元）', 'Monthly pension (yuan)'], min: 0, max: 1_000_000, scale: 2, list: 120, form: 'main',
      help: ['不填时取党员登记的离退休费', 'The member’s recorded pension when left empty'] },
    { name: 'rate', type: 'decimal', scale: 2, label: ['缴纳比例（%）', 'Rate (%)'], list: 90, form: false, detail: 'main' },
    { name: 'dueAmount', type: 'decimal', scale: 2, label: ['应缴金额（元）', 'Due (yuan)'], list: 100, form: false, detail: 'main' },
    { name: 'amount', type: 'decimal', label: ['缴纳金额（元）', 'Amount (yuan)'], required: true, min: 0, max: 1_000_000, scale: 2, list: 100, form: 'main',
      help: ['可自愿多交；少交或免交须经支部批准的困难减免', 'Paying more is welcome; less needs a reduction approved by the branch'] },
    { name: 'paymentState', type: 'dict', dict: 'payment_state', label: ['缴纳状态', 'Paid'], required: true, list: 80, search: 'exact', form: 'main' },
    { name: 'paymentDate', type: 'date', label: ['缴纳日期', 'Paid on'], list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'isExempt', type: 'boolean', label: ['困难减免', 'Reduced'], default: false, list: 80, search: 'exact', form: 'exempt' },
    { name: 'exemptReason', type: 'text', label: ['减免原因', 'Why'], maxLength: 120, form: 'exempt' },
    { name: 'exemptApprover', type: 'text', label: ['支部批准人', 'Approved by'], maxLength: 30, form: 'exempt' },
    { name: 'exemptDate', type: 'date', label: ['批准日期', 'Approved on'], form: 'exempt' },
    { name: 'remark', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'main' },
  ],
};
