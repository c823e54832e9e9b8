/** Record checks of 骨干培训 (backboneTraining.ts): a course ends on or after the day it starts. */
import type { RecordCheck } from '../resource/types.ts';

export const backboneTrainingChecks: readonly RecordCheck[] = [
  {
    field: 'endDate',
    message: ['结束日期不能早于开始日期', 'The course cannot end before it starts'],
    test: (r) => typeof r.startDate !== 'string' || typeof r.endDate !== 'string' || r.endDate >= r.startDate,
  },
];
