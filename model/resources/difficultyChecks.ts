/** Record checks of 困难帮扶 (difficulty.ts): help is money given, so its amount is more than nothing. */
import type { RecordCheck } from '../resource/types.ts';

export const difficultyChecks: readonly RecordCheck[] = [
  {
    field: 'helpMoney',
    message: ['帮扶金额（元）必须大于0', 'The amount must be more than 0'],
    test: (r) => r.helpMoney === undefined || r.helpMoney === null || r.helpMoney === '' || Number(r.helpMoney) > 0,
  },
];
