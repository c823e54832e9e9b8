/** Record checks of 政策文件 (policyDocument.ts): a document sent to organisations names them. */
import type { RecordCheck } from '../resource/types.ts';

export const policyDocumentChecks: readonly RecordCheck[] = [
  {
    field: 'receiveOrgs',
    message: ['请选择接收单位', 'Choose the receiving organisations'],
    test: (r) => r.receiveType !== '0' || (Array.isArray(r.receiveOrgs) && r.receiveOrgs.length > 0),
  },
];
