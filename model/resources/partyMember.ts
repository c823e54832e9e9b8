/**
 * 支部党员 (domain.md §5): a cadre's membership of a party branch, with their role, their monthly pension
 * (the base of their party dues) and, for 流动党员, since when and where they live away. A cadre is an active
 * member of one branch at most; a membership ends by transfer or death. Seen where its branch is; kept on the
 * branch's own permissions (the members are part of 支部信息).
 */
import type { ResourceDef } from '../resource/types.ts';
import { branchNameField } from './branchNameField.ts';
import { cadreNameField } from './cadreSubRecord.ts';

export const partyMember: ResourceDef = {
  name: 'partyMember',
  table: 'vg_party_member',
  label: ['支部党员', 'Branch members'],
  titleField: 'cadreName',
  scopeVia: { field: 'branchId', resource: 'partyBranch' },
  permissions: { view: 'partyBranch_view', add: 'partyBranch_edit', edit: 'partyBranch_edit', delete: 'partyBranch_edit', export: 'partyBranch_export' },
  defaultSort: 'cadreName,asc',
  sections: [
    { key: 'main', label: ['党员信息', 'Member'] },
    { key: 'flow', label: ['流动党员', 'Living away'] },
  ],
  fields: [
    { name: 'branchId', type: 'ref', ref: 'partyBranch', label: ['所在支部', 'Branch'], required: true, createOnly: true, search: 'exact', form: 'main' },
    branchNameField,
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['离退休干部', 'Cadre'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { ...cadreNameField, label: ['党员姓名', 'Member'] },
    { name: 'role', type: 'dict', dict: 'party_member_role', label: ['支部职务', 'Role'], required: true, list: 80, search: 'in', form: 'main' },
    { name: 'joinBranchDate', type: 'date', label: ['转入支部时间', 'Joined the branch'], required: true, list: 110, sortable: true, form: 'main' },
    { name: 'pensionBase', type: 'decimal', label: ['离退休费总额（元/月）', 'Monthly pension (yuan)'], required: true, min: 0, max: 1_000_000, scale: 2, list: 120, form: 'main',
      help: ['党费按此基数计算', 'Party dues are computed from it'] },
    { name: 'isFlowing', type: 'boolean', label: ['流动党员', 'Living away'], default: false, list: 80, search: 'exact', form: 'flow' },
    { name: 'flowStart', type: 'date', label: ['外出时间', 'Away since'], form: 'flow' },
    { name: 'flowAddress', type: 'text', label: ['外出所在地', 'Living at'], maxLength: 120, list: 160, form: 'flow' },
    { name: 'status', type: 'text', label: ['党员状态', 'Status'], list: 80, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'active',
    editableIn: ['active'],
    states: {
      active: { label: ['在册', 'Active'], tone: 'success' },
      transferred: { label: ['已转出', 'Transferred'] },
      deceased: { label: ['已去世', 'Deceased'], tone: 'warning' },
    },
    transitions: [
      { name: 'transfer', label: ['转出', 'Transfer out'], from: ['active'], to: 'transferred', needsReason: true },
      { name: 'decease', label: ['去世', 'Deceased'], from: ['active'], to: 'deceased' },
    ],
  },
};
