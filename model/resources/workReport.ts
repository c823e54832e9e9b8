/**
 * 信息报送: work information a unit submits upward (/informationPublish/report, domain.md §8 `work_report`).
 * It runs on the engine's review workflow (`Lifecycle.review`, docs/crud.md) with the states the domain names:
 * the author writes a draft and submits it (已报送); a bureau above, holding `workReport_review`, adopts it
 * (已采用) or returns it with a reason (已退回), after which the author edits and submits it again. Adopting
 * makes a 新闻动态 draft of it for the adopter's bureau, linked as 转为新闻 (server/areas/informationPublish/
 * reportHooks.ts).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const workReport: ResourceDef = {
  name: 'workReport',
  table: 'work_report',
  label: ['信息报送', 'Work reports'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('workReport'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'updateTime,desc',
  sections: [
    { key: 'main', label: ['报送信息', 'Report'] },
    { key: 'content', label: ['正文与附件', 'Text and attachments'] },
    { key: 'review', label: ['处理情况', 'Decision'] },
  ],
  fields: [
    { name: 'title', type: 'text', label: ['信息标题', 'Title'], required: true, maxLength: 64, list: 280, search: 'contains', sortable: true, form: 'main' },
    { name: 'reportType', type: 'dict', dict: 'report_type', label: ['信息类别', 'Kind'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'orgId', type: 'org', label: ['报送单位', 'Reported by'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'reporter', type: 'text', label: ['报送人', 'Reporter'], required: true, maxLength: 30, list: 100, search: 'contains', form: 'main' },
    { name: 'content', type: 'richText', label: ['正文', 'Text'], required: true, form: 'content' },
    { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'content' },
    { name: 'status', type: 'text', label: ['状态', 'Status'], list: 90, search: 'exact', form: false, detail: 'review' },
    { name: 'approver', type: 'user', label: ['处理人', 'Decided by'], list: 100, form: false, detail: 'review' },
    { name: 'approveTime', type: 'datetime', label: ['处理时间', 'Decided at'], list: 150, sortable: true, form: false, detail: 'review' },
    // The headline of the news draft adoption made, for those who see that news (the adopter's bureau).
    { name: 'newsId', type: 'ref', ref: 'newsTrends', label: ['转为新闻', 'Made into news'], form: false, detail: 'review' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'draft',
    editableIn: ['draft', 'returned'],
    states: {
      draft: { label: ['草稿', 'Draft'] },
      submitted: { label: ['已报送', 'Submitted'], tone: 'warning' },
      adopted: { label: ['已采用', 'Adopted'], tone: 'success' },
      returned: { label: ['已退回', 'Returned'], tone: 'danger' },
    },
    transitions: [
      { name: 'submit', label: ['报送', 'Submit'], from: ['draft', 'returned'], to: 'submitted', by: 'author' },
      { name: 'adopt', label: ['采用', 'Adopt'], from: ['submitted'], to: 'adopted', permission: 'workReport_review', by: 'reviewer' },
      { name: 'return', label: ['退回', 'Return'], from: ['submitted'], to: 'returned', permission: 'workReport_review', by: 'reviewer', needsReason: true },
    ],
    review: { pending: ['submitted'], decidedBy: 'approver', decidedAt: 'approveTime' },
  },
};
