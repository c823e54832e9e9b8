/**
 * 证照登记 (domain.md §4.5, wr_certificate): a cadre's passport or travel permit, kept centrally by the bureau,
 * issued to the cadre for a trip and returned after it (在库 → 已领用 → 已归还, and issued again for the next trip).
 */
import type { ResourceDef } from '../resource/types.ts';
import { cadreWorkRecord } from './cadreWorkRecord.ts';

export const abroadCertificate: ResourceDef = cadreWorkRecord({
  name: 'abroadCertificate',
  table: 'wr_certificate',
  label: ['证照登记', 'Travel documents'],
  titleField: 'certNo',
  defaultSort: 'issueDate,desc',
  sections: [{ key: 'main', label: ['证照信息', 'Document'] }],
  fields: [
    { name: 'certType', type: 'dict', dict: 'cert_type', label: ['证照类型', 'Kind'], required: true, list: 130, search: 'in', form: 'main' },
    { name: 'certNo', type: 'text', label: ['证照号码', 'Number'], required: true, maxLength: 30, list: 120, search: 'contains', form: 'main' },
    { name: 'issueDate', type: 'date', label: ['签发日期', 'Issued on'], list: 110, sortable: true, form: 'main' },
    { name: 'expiryDate', type: 'date', label: ['有效期至', 'Valid until'], list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'custodyStatus', type: 'text', label: ['保管状态', 'Custody'], list: 90, search: 'in', form: false, detail: 'main' },
    { name: 'remark', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'main' },
  ],
  lifecycle: {
    field: 'custodyStatus',
    initial: 'kept',
    states: {
      kept: { label: ['集中保管', 'Kept centrally'] },
      issued: { label: ['已领用', 'Issued'], tone: 'warning' },
      returned: { label: ['已归还', 'Returned'], tone: 'success' },
    },
    transitions: [
      { name: 'issue', label: ['领用', 'Issue'], from: ['kept', 'returned'], to: 'issued' },
      { name: 'giveBack', label: ['归还', 'Return'], from: ['issued'], to: 'returned' },
    ],
  },
});
