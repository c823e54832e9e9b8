/**
 * The kinds of document that recipients read and sign (签收): 通知公告 and 政策文件 (domain.md §8, §10). One
 * mechanism serves both (receiptHooks, receiptMessages, receiptTracking); a kind says where its documents and
 * receipts are and which of its columns a recipient sees.
 */
import { notification } from '../../../model/resources/notification.ts';
import { policyDocument } from '../../../model/resources/policyDocument.ts';
import type { MessageKey } from '../../../model/i18n/index.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';

export interface ReceiptKind {
  resource: ResourceDef;
  /** The receipts' table and its column naming the document. */
  receiptTable: string;
  documentColumn: string;
  /** The document's columns a recipient's row shows (the document is `n`), its title first as `subject`. */
  columns: string;
  /** Dictionary fields of those columns, labelled as `<field>Label`. */
  labels: readonly (readonly [field: string, dict: string])[];
  /** The column a recipient's list is ordered by, newest first. */
  dateColumn: string;
  /**
   * Signing a document not sent to the user: refused with this text; without one, answered as a record that
   * does not exist (a policy document lies in the authorization matrix's reach: beyond the user's, it is absent).
   * Notices keep their refusal of before.
   */
  notYours?: MessageKey;
  /** Reminding about a document not published. */
  unpublished: MessageKey;
}

export const NOTICE_RECEIPTS: ReceiptKind = {
  resource: notification,
  receiptTable: 'notice_receipt',
  documentColumn: 'notice_id',
  columns: `n.subject, n.notice_type AS "noticeType", n.publish_time AS "publishTime"`,
  labels: [['noticeType', 'notice_type']],
  dateColumn: 'publish_time',
  notYours: 'informationPublish.notYourNotice',
  unpublished: 'informationPublish.remindUnpublished',
};

export const POLICY_RECEIPTS: ReceiptKind = {
  resource: policyDocument,
  receiptTable: 'policy_document_receipt',
  documentColumn: 'document_id',
  columns: `n.title AS subject, n.doc_no AS "docNo", n.category, n.publish_date AS "publishDate"`,
  labels: [['category', 'policy_category']],
  dateColumn: 'publish_date',
  unpublished: 'informationPublish.remindUnpublishedDocument',
};
