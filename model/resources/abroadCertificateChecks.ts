/** Record checks of 证照登记 (abroadCertificate.ts): a document expires after it is issued. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const abroadCertificateChecks: readonly RecordCheck[] = [
  {
    field: 'expiryDate',
    message: ['有效期至不能早于签发日期', 'The document cannot expire before it is issued'],
    test: (r) => notBefore(r.expiryDate, r.issueDate),
  },
];
