/**
 * The review workflow as a lifecycle any declaration can take (docs/crud.md, "Review workflow"): an author
 * writes a draft and submits it (待审核); a reviewer approves it (审核通过, published) or rejects it with a
 * reason (审核不通过); the author edits a rejected item and submits it again; a published item may be
 * withdrawn (with a reason) and then edited and submitted again. The engine enforces who may do what
 * (`Lifecycle.review`, server/engine/review.ts). The declaration needs a text field `status`, a user field
 * `approver` and a datetime field `approveTime` (reviewFields below), and its table `status_reason`.
 */
import type { FieldDef, Label, Lifecycle, ReviewLevelName } from './types.ts';

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

/**
 * The review workflow approved level by level (docs/crud.md "Levels"): the author submits a draft, which
 * waits for its unit (待单位审核), then its city (待市级审核), then the province (待省级审核); each level's
 * approver approves it on to the next level that applies to the record (审核通过 after the last) or returns
 * it with an opinion (已退回); the author edits a returned record and submits it again, from the first level.
 * Same rules as the single-level workflow, and only the current level's approvers above the record decide.
 */
export function levelledReviewLifecycle(resource: string, submitLabel: Label = ['提交审核', 'Submit for review']): Lifecycle {
  const decide = `${resource}_review`;
  const levels = ['unitReview', 'cityReview', 'provinceReview'];
  return {
    field: 'status',
    initial: 'draft',
    editableIn: ['draft', 'returned'],
    states: {
      draft: { label: ['草稿', 'Draft'] },
      unitReview: { label: ['待单位审核', 'Waiting for the unit'], tone: 'warning' },
      cityReview: { label: ['待市级审核', 'Waiting for the city'], tone: 'warning' },
      provinceReview: { label: ['待省级审核', 'Waiting for the province'], tone: 'warning' },
      approved: { label: ['审核通过', 'Approved'], tone: 'success' },
      returned: { label: ['已退回', 'Returned'], tone: 'danger' },
    },
    transitions: [
      { name: 'submit', label: submitLabel, from: ['draft', 'returned'], to: 'unitReview', by: 'author' },
      { name: 'approve', label: ['审核通过', 'Approve'], from: levels, to: 'approved', permission: decide, by: 'reviewer', advances: true },
      { name: 'return', label: ['退回', 'Return'], from: levels, to: 'returned', permission: decide, by: 'reviewer', needsReason: true },
    ],
    review: {
      pending: levels,
      decidedBy: 'approver',
      decidedAt: 'approveTime',
      levels: [
        { level: 'unit', state: 'unitReview' },
        { level: 'city', state: 'cityReview' },
        { level: 'province', state: 'provinceReview' },
      ],
    },
  };
}

/** The level an organisation of this kind (sys_org.kind) decides at: a county bureau or a unit at the unit level. */
export function levelOfKind(kind: string): ReviewLevelName {
  return kind === 'province' ? 'province' : kind === 'city' ? 'city' : 'unit';
}

/** The fields a reviewed lifecycle keeps, set by the engine only (detail section `section`). */
export function reviewFields(section: string): FieldDef[] {
  return [
    { name: 'status', type: 'text', label: ['审核状态', 'Review status'], list: 100, search: 'exact', form: false, detail: section },
    { name: 'approver', type: 'user', label: ['审核人', 'Reviewer'], list: 100, form: false, detail: section },
    { name: 'approveTime', type: 'datetime', label: ['审核时间', 'Reviewed at'], list: 150, sortable: true, form: false, detail: section },
  ];
}
