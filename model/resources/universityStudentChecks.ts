/** Record checks of 报名学员 (universityStudent.ts): only a paid fee is refunded. */
import type { RecordCheck } from '../resource/types.ts';

export const universityStudentChecks: readonly RecordCheck[] = [
  {
    field: 'refundFlag',
    message: ['未缴费的学员不能退费', 'Only a paid fee can be refunded'],
    test: (r) => r.refundFlag !== true || r.tuitionFlag === true,
  },
];
