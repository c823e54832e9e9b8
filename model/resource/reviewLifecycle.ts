/**
 * The review workflow as a lifecycle any declaration can take (docs/crud.md, "Review workflow"): an author
 * writes a draft and submits it (待审核); a reviewer approves it (审核通过, published) or rejects it with a
 * reason (审核不通过); the author edits a rejected item and submits it again; a published item may be
 * withdrawn (with a reason) and then edited and submitted again. The engine enforces who may do what
 * (`Lifecycle.review`, server/engine/review.ts). The declaration needs a text field `status`, a user field
 * `approver` and a datetime field `approveTime` (reviewFields below), and its table `status_reason`.
 */
import type { FieldDef, Lifecycle } from './types.ts';

export function reviewLifecycle(resource: string): Lifecycle {
  const decide = `${resource}_review`;
  return {
    field: 'status',
    initial: 'draft',
    editableIn: ['draft', 'rejected', 'withdrawn'],
    states: {
      draft: { label: ['草稿', 'Draft'] },
      submitted: { label: ['待审核', 'Waiting for review'], tone: 'warning' },
      approved: { label: ['审核通过', 'Approved'], tone: 'success' },
      rejected: { label: ['审核不通过', 'Rejected'], tone: 'danger' },
      withdrawn: { label: ['已撤回', 'Withdrawn'] },
    },
    transitions: [
      { name: 'submit', label: ['提交审核', 'Submit for review'], from: ['draft', 'rejected', 'withdrawn'], to: 'submitted', by: 'author' },
      { name: 'approve', label: ['审核通过', 'Approve'], from: ['submitted'], to: 'approved', permission: decide, by: 'reviewer' },
      { name: 'reject', label: ['审核不通过', 'Reject'], from: ['submitted'], to: 'rejected', permission: decide, by: 'reviewer', needsReason: true },
      // The author or the bureau takes a published item down; it goes back to its author to edit.
      { name: 'withdraw', label: ['撤回', 'Withdraw'], from: ['approved'], to: 'withdrawn', needsReason: true },
    ],
    review: { pending: ['submitted'], decidedBy: 'approver', decidedAt: 'approveTime' },
  };
}

/** The fields a reviewed lifecycle keeps, set by the engine only (detail section `section`). */
export function reviewFields(section: string): FieldDef[] {
  return [
    { name: 'status', type: 'text', label: ['审核状态', 'Review status'], list: 100, search: 'exact', form: false, detail: section },
    { name: 'approver', type: 'user', label: ['审核人', 'Reviewer'], list: 100, form: false, detail: section },
    { name: 'approveTime', type: 'datetime', label: ['审核时间', 'Reviewed at'], list: 150, sortable: true, form: false, detail: section },
  ];
}
