/** Record checks of 结对农村党员 (cadreRuralPairing.ts): the end of a pairing. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const cadreRuralPairingChecks: readonly RecordCheck[] = [
  { field: 'endDate', message: ['结束日期不能早于结对日期', 'It ends before it starts'], test: (r) => notBefore(r.endDate, r.pairDate) },
  { field: 'endDate', message: ['已结束的结对须填写结束日期', 'An ended pairing needs its end date'], test: (r) => r.isActive !== false || !!r.endDate },
];
