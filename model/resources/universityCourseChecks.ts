/** Record checks of 学科设置 (universityCourse.ts): a course plans no more places than its limit. */
import type { RecordCheck } from '../resource/types.ts';

export const universityCourseChecks: readonly RecordCheck[] = [
  {
    field: 'plannedEnrollment',
    message: ['计划招生人数不能超过限报人数', 'The planned places cannot exceed the limit'],
    test: (r) => typeof r.plannedEnrollment !== 'number' || typeof r.limitNum !== 'number' || r.plannedEnrollment <= r.limitNum,
  },
];
