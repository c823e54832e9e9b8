/**
 * The push status of 银龄乐享's published directories and content (domain.md §7 `push_status`): a draft is
 * published, a published entry withdrawn with a reason, a withdrawn one edited again. Editable only as a draft
 * (as policy documents): what residents read changes only by withdrawing it first.
 */
import type { FieldDef, Lifecycle } from '../resource/types.ts';

export const pushStatusField: FieldDef = {
  name: 'status', type: 'dict', dict: 'push_status', label: ['发布状态', 'Status'], list: 90, search: 'exact', form: false, detail: 'main',
};

export const pushLifecycle: Lifecycle = {
  field: 'status',
  initial: '0',
  editableIn: ['0'],
  states: {
    '0': { label: ['草稿', 'Draft'] },
    '1': { label: ['已发布', 'Published'], tone: 'success' },
    '2': { label: ['已撤回', 'Withdrawn'], tone: 'warning' },
  },
  transitions: [
    { name: 'publish', label: ['发布', 'Publish'], from: ['0'], to: '1' },
    { name: 'withdraw', label: ['撤回', 'Withdraw'], from: ['1'], to: '2', needsReason: true },
    { name: 'redraft', label: ['重新编辑', 'Back to draft'], from: ['2'], to: '0' },
  ],
};

/** The organisation an entry belongs to: its data scope, fixed at creation. */
export const ownerOrgField = (label: readonly [string, string] = ['所属单位', 'Organisation']): FieldDef => ({
  name: 'orgId', type: 'org', label, required: true, createOnly: true, list: 180, search: 'subtree', form: 'main',
});
