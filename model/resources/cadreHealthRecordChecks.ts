/** Record checks of 健康档案 (cadreHealthRecord.ts): no check-up in the future. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore, todayCst } from './cadreDates.ts';

export const cadreHealthRecordChecks: readonly RecordCheck[] = [
  {
    field: 'lastExamDate',
    message: ['最近体检日期不能晚于今天', 'The last check-up cannot be in the future'],
    test: (r) => notBefore(todayCst(), r.lastExamDate),
  },
];
