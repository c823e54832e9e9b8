/** Record checks of 遗嘱信息 (cadreWill.ts): a will has its date. */
import type { RecordCheck } from '../resource/types.ts';

export const cadreWillChecks: readonly RecordCheck[] = [
  { field: 'willDate', message: ['立有遗嘱时须填写立遗嘱日期', 'Give the date of the will'], test: (r) => r.hasWill !== true || !!r.willDate },
];
