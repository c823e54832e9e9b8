/** Record checks of 健康随访 (cadreHealthFollowup.ts): blood pressure and the order of the visits. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore, todayCst } from './cadreDates.ts';

export const cadreHealthFollowupChecks: readonly RecordCheck[] = [
  { field: 'dbp', message: ['舒张压应低于收缩压', 'Diastolic must be below systolic'], test: (r) => r.sbp == null || r.dbp == null || Number(r.dbp) < Number(r.sbp) },
  { field: 'nextDate', message: ['下次随访日期应晚于本次随访日期', 'The next visit comes after this one'], test: (r) => !r.nextDate || !r.visitDate || String(r.nextDate) > String(r.visitDate) },
  { field: 'visitDate', message: ['随访日期不能晚于今天', 'The visit cannot be in the future'], test: (r) => notBefore(todayCst(), r.visitDate) },
];
