/** Record checks of 住院登记 (inpatient.ts): a stay ends on or after its admission, and not in the future. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore, todayCst } from './cadreDates.ts';

export const inpatientChecks: readonly RecordCheck[] = [
  {
    field: 'dischargeDate',
    message: ['出院日期不能早于住院日期', 'The discharge cannot be before the admission'],
    test: (r) => notBefore(r.dischargeDate, r.admissionDate),
  },
  {
    field: 'dischargeDate',
    message: ['出院日期不能晚于今天', 'The discharge cannot be in the future'],
    test: (r) => notBefore(todayCst(), r.dischargeDate),
  },
];
