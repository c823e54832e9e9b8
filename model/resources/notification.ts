/**
 * 通知公告: notices a bureau sends to organisations or to people (/informationPublish/notice, API
 * `notification`; domain.md §8). Drafts are edited, published, withdrawn and edited again; publishing gives
 * every account of the receiving organisations, or each chosen person, a receipt (read, signed:
 * server/areas/informationPublish/receiptHooks.ts). Which list is required follows 接收方式 (notificationChecks.ts).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { publishLifecycle } from './publishLifecycle.ts';

export const notification: ResourceDef = {
  name: 'notification',
  table: 'notice',
  label: ['通知公告', 'Notices'],
  titleField: 'subject',
  orgField: 'orgId',
  permissions: standardPermissions('notification'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'publishTime,desc',
  sections: [
    { key: 'main', label: ['通知信息', 'Notice'] },
    { key: 'content', label: ['正文与附件', 'Text and attachments'] },
  ],
  fields: [
    { name: 'subject', type: 'text', label: ['通知标题', 'Subject'], required: true, maxLength: 128, list: 280, search: 'contains', sortable: true, form: 'main' },
    { name: 'noticeType', type: 'dict', dict: 'notice_type', label: ['通知类型', 'Type'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'receiveType', type: 'dict', dict: 'receive_type', label: ['接收方式', 'Sent to'], required: true, default: '0', list: 90, search: 'exact', form: 'main' },
    { name: 'receiveOrgs', type: 'orgs', label: ['接收单位', 'Receiving organisations'], list: 220, search: 'in', form: 'main',
      help: ['接收方式为“单位”时填写：发布后，接收单位的工作人员会立即收到通知，并可阅读、签收', 'When sent to organisations: on publishing, their staff are notified at once and can read and sign it'] },
    { name: 'receiveUsers', type: 'users', label: ['接收人员', 'Recipients'], list: 200, form: 'main',
      help: ['接收方式为“个人”时填写：发布后，所选人员会立即收到通知，并可阅读、签收', 'When sent to people: on publishing, they are notified at once and can read and sign it'] },
    { name: 'orgId', type: 'org', label: ['发布单位', 'Sent by'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'publishTime', type: 'datetime', label: ['发布时间', 'Published'], list: 150, sortable: true, search: 'range', form: false, detail: 'main' },
    { name: 'content', type: 'richText', label: ['正文', 'Text'], required: true, form: 'content' },
    { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'content' },
    { name: 'status', type: 'dict', dict: 'push_status', label: ['状态', 'Status'], list: 90, search: 'exact', form: false, detail: 'main' },
  ],
  lifecycle: publishLifecycle(['0']),
  // 通知签收情况 of a notice sent (published, or withdrawn with its receipts kept), from its row.
  // The toolbar leads to the user's own notices to sign.
  views: [
    { path: 'detail', label: ['我的通知', 'My notices'] },
    { path: 'list', label: ['签收情况', 'Receipts'], perRecord: true, states: ['1', '2'] },
  ],
};
