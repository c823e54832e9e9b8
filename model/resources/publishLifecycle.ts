/**
 * The publish lifecycle of everything the portal publishes (信息发布's content, domain.md §8; 银龄乐享's
 * directories and centres, 关心下一代's content, 在线学习's courses): 草稿 → 发布 → 已发布 → 撤回 (with a reason) →
 * 已撤回 → 重新编辑 → 草稿, on the dictionary push_status's codes, in the field `field` (`status` unless named).
 */
import type { FieldDef, Lifecycle } from '../resource/types.ts';

/** `editableIn` absent: editable in every state (news, whose typos are corrected while published). */
export function publishLifecycle(editableIn?: readonly string[], field = 'status'): Lifecycle {
  return {
    field,
    initial: '0',
    ...(editableIn ? { editableIn } : {}),
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
}

/** 发布时间 (set by the database on publishing) and 状态, shown in section `section`. */
export function publishFields(section: string): FieldDef[] {
  return [
    { name: 'publishTime', type: 'datetime', label: ['发布时间', 'Published'], list: 150, sortable: true, search: 'range', form: false, detail: section },
    { name: 'status', type: 'dict', dict: 'push_status', label: ['状态', 'Status'], list: 90, search: 'exact', form: false, detail: section },
  ];
}
