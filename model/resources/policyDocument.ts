/**
 * 政策文件: policy documents a bureau publishes to units or people (/guideWork/sendReceive). Drafts are
 * edited, published, withdrawn and edited again (push_status 0 → 1 → 2 → 0). Publishing gives every account of
 * the receiving organisations, or each chosen person, a receipt to read and sign, as 通知公告's
 * (server/areas/informationPublish/receiptKinds.ts); which list is required follows 接收方式 (policyDocumentChecks.ts).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const policyDocument: ResourceDef = {
  name: 'policyDocument',
  table: 'policy_document',
  label: ['政策文件', 'Policy documents'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('policyDocument'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'publishDate,desc',
  sections: [
    { key: 'main', label: ['文件信息', 'Document'] },
    { key: 'content', label: ['正文与附件', 'Text and attachments'] },
  ],
  fields: [
    { name: 'title', type: 'text', label: ['文件标题', 'Title'], required: true, maxLength: 128, list: 280, search: 'contains', sortable: true, form: 'main' },
    { name: 'docNo', type: 'text', label: ['文号', 'Document number'], maxLength: 64, list: 160, search: 'contains', form: 'main',
      placeholder: ['如：浙组通〔2025〕12号', 'e.g. 浙组通〔2025〕12号'] },
    { name: 'category', type: 'dict', dict: 'policy_category', label: ['文件类别', 'Category'], required: true, list: 110, search: 'in', form: 'main' },
    { name: 'receiveType', type: 'dict', dict: 'receive_type', label: ['接收方式', 'Recipients'], required: true, list: 90, search: 'exact', form: 'main' },
    { name: 'receiveOrgs', type: 'orgs', label: ['接收单位', 'Receiving organisations'], list: 200, search: 'in', form: 'main',
      help: ['接收方式为“单位”时填写：发布后，接收单位的工作人员会立即收到文件，并可阅读、签收', 'When sent to organisations: on publishing, their staff receive it at once and can read and sign it'] },
    { name: 'receiveUsers', type: 'users', label: ['接收人员', 'Recipients'], list: 200, form: 'main',
      help: ['接收方式为“个人”时填写：发布后，所选人员会立即收到文件，并可阅读、签收', 'When sent to people: on publishing, they receive it at once and can read and sign it'] },
    { name: 'orgId', type: 'org', label: ['发文单位', 'Issued by'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'publishDate', type: 'date', label: ['发文日期', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'content', type: 'richText', label: ['正文', 'Text'], required: true, form: 'content' },
    { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'content' },
    { name: 'status', type: 'dict', dict: 'push_status', label: ['状态', 'Status'], list: 90, search: 'exact', form: false, detail: 'main' },
  ],
  lifecycle: {
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
  },
  // The toolbar leads to the user's documents to sign; a sent document's row to who has signed it.
  views: [
    { path: 'detail', label: ['我的政策文件', 'My policy documents'] },
    { path: 'list', label: ['签收情况', 'Receipts'], perRecord: true, states: ['1', '2'] },
  ],
};
