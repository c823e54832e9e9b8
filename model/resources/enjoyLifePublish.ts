/**
 * The push status of 银龄乐享's published directories and content (domain.md §7 `push_status`): a draft is
 * published, a published entry withdrawn with a reason, a withdrawn one edited again. Editable only as a draft
 * (as policy documents): what residents read changes only by withdrawing it first.
 */
import type { FieldDef, Lifecycle } from '../resource/types.ts';
import { publishLifecycle } from './publishLifecycle.ts';

export const pushStatusField: FieldDef = {
  name: 'status', type: 'dict', dict: 'push_status', label: ['发布状态', 'Status'], list: 90, search: 'exact', form: false, detail: 'main',
};

export const pushLifecycle: Lifecycle = publishLifecycle(['0']);

/** The organisation an entry belongs to: its data scope, fixed at creation. */
export const ownerOrgField = (label: readonly [string, string] = ['所属单位', 'Organisation']): FieldDef => ({
  name: 'orgId', type: 'org', label, required: true, createOnly: true, list: 180, search: 'subtree', form: 'main',
});
