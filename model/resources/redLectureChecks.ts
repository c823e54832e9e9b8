/** Record checks of 宣讲记录 (redLecture.ts): a lecture is recorded once given. */
import type { RecordCheck } from '../resource/types.ts';
import { text, todayCst } from './cadreDates.ts';

export const redLectureChecks: readonly RecordCheck[] = [
  {
    field: 'lectureDate',
    message: ['宣讲日期不能晚于今天', 'A lecture is recorded once given: the date cannot be in the future'],
    test: (r) => !text(r.lectureDate) || String(r.lectureDate) <= todayCst(),
  },
];
