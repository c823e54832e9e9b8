/**
 * The kinds of document recipients sign, as their pages show them: 通知公告 (/informationPublish/notice's
 * `detail` and `list`) and 政策文件 (/guideWork/sendReceive's). One pair of pages serves both.
 */
import type { informationPublish } from '../../../model/i18n/informationPublish.ts';
import { notification } from '../../../model/resources/notification.ts';
import { policyDocument } from '../../../model/resources/policyDocument.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { receiptApi } from './receiptApi.ts';

type Key = keyof typeof informationPublish;

export interface ReceiptKind {
  resource: ResourceDef;
  api: ReturnType<typeof receiptApi>;
  /** The recipient's page and the sender's. */
  inbox: string;
  tracking: string;
  /** The row's type label and date, as the server names them, and how the date shows. */
  typeLabel: string;
  date: string;
  showDate: (value: unknown) => string;
  texts: { mine: Key; none: Key; back: Key; choose: Key; nonePublished: Key };
}

export const NOTICE_KIND: ReceiptKind = {
  resource: notification,
  api: receiptApi(notification.name, 'notice/message'),
  inbox: '/informationPublish/notice/detail',
  tracking: '/informationPublish/notice/list',
  typeLabel: 'noticeTypeLabel',
  date: 'publishTime',
  showDate: (value) => formatDateTime(value),
  texts: {
    mine: 'informationPublish.notice.mine', none: 'informationPublish.notice.none', back: 'informationPublish.notice.back',
    choose: 'informationPublish.receipts.choose', nonePublished: 'informationPublish.receipts.none',
  },
};

export const POLICY_KIND: ReceiptKind = {
  resource: policyDocument,
  api: receiptApi(policyDocument.name, 'policy/message'),
  inbox: '/guideWork/sendReceive/detail',
  tracking: '/guideWork/sendReceive/list',
  typeLabel: 'categoryLabel',
  date: 'publishDate',
  // A date, not a moment: shown as written, never moved by the time zone.
  showDate: (value) => (typeof value === 'string' ? value.slice(0, 10) : ''),
  texts: {
    mine: 'informationPublish.policy.mine', none: 'informationPublish.policy.none', back: 'informationPublish.policy.back',
    choose: 'informationPublish.policy.choose', nonePublished: 'informationPublish.policy.nonePublished',
  },
};
