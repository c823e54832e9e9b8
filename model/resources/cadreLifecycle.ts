/**
 * 人员状态 of a cadre (domain.md §3.1). One set of states, two declarations: the archive (`cadre`: normal,
 * abnormal, transferred, deceased) and self-entry (`cadreSelfEntry`: draft → submitted → pending_review →
 * normal, or rejected and resubmitted). `deceased` is entered only by saving a death record (a server hook),
 * never by a button, so that the date of death and the survivors always come with it.
 */
import type { Lifecycle } from '../resource/types.ts';

export const CADRE_STATES: Lifecycle['states'] = {
  draft: { label: ['草稿', 'Draft'] },
  submitted: { label: ['已提交', 'Submitted'], tone: 'warning' },
  pending_review: { label: ['待审核', 'Pending review'], tone: 'warning' },
  rejected: { label: ['已退回', 'Sent back'], tone: 'danger' },
  normal: { label: ['在册', 'On file'], tone: 'success' },
  abnormal: { label: ['数据异常', 'Abnormal data'], tone: 'danger' },
  transferred: { label: ['已调出', 'Transferred out'] },
  deceased: { label: ['已去世', 'Deceased'] },
};

/** States of a self-entry that has not reached the archive yet: the archive's lists leave them out. */
export const SELF_ENTRY_STATES = ['draft', 'submitted', 'pending_review', 'rejected'] as const;

/** The people statistics count by default: on file (possibly with data to check), not gone. */
export const COUNTED_STATES = ['normal', 'abnormal'] as const;

export const cadreLifecycle: Lifecycle = {
  field: 'status',
  initial: 'normal',
  states: CADRE_STATES,
  // Transferred people belong to another archive now; their record is kept as it was when they left.
  editableIn: ['normal', 'abnormal', 'deceased'],
  transitions: [
    { name: 'markAbnormal', label: ['标记异常', 'Mark as abnormal'], from: ['normal'], to: 'abnormal', needsReason: true },
    { name: 'resolve', label: ['异常已处理', 'Resolved'], from: ['abnormal'], to: 'normal' },
    { name: 'transfer', label: ['调出', 'Transfer out'], from: ['normal', 'abnormal'], to: 'transferred', needsReason: true, permission: 'cadre_transfer' },
    { name: 'transferBack', label: ['撤销调出', 'Undo transfer'], from: ['transferred'], to: 'normal', permission: 'cadre_transfer' },
  ],
};

export const selfEntryLifecycle: Lifecycle = {
  field: 'status',
  initial: 'draft',
  states: CADRE_STATES,
  editableIn: ['draft', 'rejected'],
  transitions: [
    { name: 'submit', label: ['提交', 'Submit'], from: ['draft', 'rejected'], to: 'submitted' },
    { name: 'receive', label: ['受理', 'Accept for review'], from: ['submitted'], to: 'pending_review', permission: 'cadreSelfEntry_review' },
    { name: 'approve', label: ['审核通过', 'Approve'], from: ['pending_review'], to: 'normal', permission: 'cadreSelfEntry_review' },
    { name: 'reject', label: ['退回', 'Send back'], from: ['submitted', 'pending_review'], to: 'rejected', needsReason: true, permission: 'cadreSelfEntry_review' },
  ],
};
