/** Record checks of 积分管理 (integral.ts): an entry moves the balance. */
import type { RecordCheck } from '../resource/types.ts';

export const integralChecks: readonly RecordCheck[] = [
  {
    field: 'points',
    message: ['积分不能为0', 'Points cannot be 0'],
    test: (r) => r.points !== 0,
  },
];
