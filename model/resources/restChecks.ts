/** Record checks of 疗养休养 (rest.ts): a stay ends on or after the day it starts. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const restChecks: readonly RecordCheck[] = [
  {
    field: 'endDate',
    message: ['结束日期不能早于开始日期', 'The stay cannot end before it starts'],
    test: (r) => notBefore(r.endDate, r.startDate),
  },
];
