/**
 * Record checks of 工作简历 (cadreResume.ts): a period ends after it starts. Overlaps and the age at the start
 * need the other rows or the cadre: server hooks (server/areas/cadre/hooks).
 */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const cadreResumeChecks: readonly RecordCheck[] = [
  {
    field: 'endDate',
    message: ['终止年月不能早于起始年月', 'The end comes before the start'],
    test: (r) => notBefore(r.endDate, r.startDate),
  },
];
