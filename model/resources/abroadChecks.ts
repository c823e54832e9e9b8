/** Record checks of 出国（境）登记 (abroad.ts): neither return comes before the departure. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const abroadChecks: readonly RecordCheck[] = [
  {
    field: 'returnDate',
    message: ['计划返回日期不能早于出发日期', 'The planned return cannot be before the departure'],
    test: (r) => notBefore(r.returnDate, r.departDate),
  },
  {
    field: 'actualReturnDate',
    message: ['实际返回日期不能早于出发日期', 'The return cannot be before the departure'],
    test: (r) => notBefore(r.actualReturnDate, r.departDate),
  },
];
