/** Record checks of 一人一策 (onePersonOneStrategy.ts): a plan is reviewed after it is drawn up. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const onePersonOneStrategyChecks: readonly RecordCheck[] = [
  {
    field: 'reviewDate',
    message: ['复查日期不能早于制定日期', 'The review cannot come before the plan is drawn up'],
    test: (r) => notBefore(r.reviewDate, r.startDate),
  },
];
