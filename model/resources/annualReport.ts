/**
 * 年度报告 (/guideWork/annualReport; domain.md §10 annual_report): one report per organisation and year
 * (annualReportHooks.ts, and a unique index), its statistics part generated from the cadre archive and the
 * work records of that year within the organisation (`annualReport/auto`), then edited, 上报 by its author and
 * 接收 or 退回 (with a reason) by a bureau above: the engine's review workflow with these states, where the
 * decision is `annualReport_review`'s, never the author's, and never the reporting organisation's own.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { FieldDef, Label, ResourceDef } from '../resource/types.ts';

const figure = (name: string, label: Label): FieldDef => ({ name, type: 'integer', label, min: 0, max: 9_999_999, form: 'stats' });

/** The statistics part, in the order the report shows it (also what `annualReport/auto` fills). */
export const ANNUAL_REPORT_FIGURES = [
  figure('cadreTotal', ['离退休干部总数', 'Retired cadres']),
  figure('retiredCount', ['离休干部', 'Veteran (离休) cadres']),
  figure('pensionedCount', ['退休干部', 'Retired (退休) cadres']),
  figure('deceasedCount', ['年内去世', 'Died in the year']),
  figure('visitCount', ['走访慰问人次', 'Visits']),
  figure('inpatientCount', ['住院登记人次', 'Hospital stays']),
  figure('difficultyCount', ['困难帮扶人次', 'Hardship support']),
  figure('restCount', ['疗养休养人次', 'Convalescence']),
] as const satisfies readonly FieldDef[];

const review = 'annualReport_review';

export const annualReport: ResourceDef = {
  name: 'annualReport',
  table: 'annual_report',
  label: ['年度报告', 'Annual reports'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('annualReport'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'year,desc',
  sections: [
    { key: 'main', label: ['报告信息', 'Report'] },
    { key: 'stats', label: ['统计数据', 'Statistics'] },
    { key: 'content', label: ['工作总结与附件', 'Summary and attachments'] },
    { key: 'review', label: ['上报与审核', 'Submission'] },
  ],
  fields: [
    { name: 'title', type: 'text', label: ['报告标题', 'Title'], required: true, maxLength: 64, list: 300, search: 'contains', sortable: true, form: 'main' },
    { name: 'year', type: 'integer', label: ['年度', 'Year'], required: true, min: 2000, max: 2100, list: 70, search: 'exact', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['报告单位', 'Organisation'], required: true, createOnly: true, list: 200, search: 'subtree', form: 'main' },
    ...ANNUAL_REPORT_FIGURES,
    { name: 'content', type: 'richText', label: ['工作总结', 'Summary'], form: 'content' },
    { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'content' },
    { name: 'status', type: 'text', label: ['状态', 'Status'], list: 90, search: 'exact', form: false, detail: 'review' },
    { name: 'approver', type: 'user', label: ['审核人', 'Reviewer'], list: 100, form: false, detail: 'review' },
    { name: 'approveTime', type: 'datetime', label: ['审核时间', 'Reviewed at'], list: 150, sortable: true, form: false, detail: 'review' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'draft',
    editableIn: ['draft', 'returned'],
    states: {
      draft: { label: ['草稿', 'Draft'] },
      submitted: { label: ['已上报', 'Submitted'], tone: 'warning' },
      returned: { label: ['已退回', 'Returned'], tone: 'danger' },
      accepted: { label: ['已接收', 'Accepted'], tone: 'success' },
    },
    transitions: [
      { name: 'submit', label: ['上报', 'Submit'], from: ['draft', 'returned'], to: 'submitted', by: 'author' },
      { name: 'accept', label: ['接收', 'Accept'], from: ['submitted'], to: 'accepted', permission: review, by: 'reviewer' },
      { name: 'return', label: ['退回', 'Return'], from: ['submitted'], to: 'returned', permission: review, by: 'reviewer', needsReason: true },
    ],
    review: { pending: ['submitted'], decidedBy: 'approver', decidedAt: 'approveTime' },
  },
};
