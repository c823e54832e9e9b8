/** Record checks of 去世信息 (cadreDeath.ts): the order of the death, funeral and pension dates. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore, todayCst } from './cadreDates.ts';

export const cadreDeathChecks: readonly RecordCheck[] = [
  { field: 'dieDate', message: ['离世时间不能晚于今天', 'The date of death cannot be in the future'], test: (r) => notBefore(todayCst(), r.dieDate) },
  { field: 'funeralDate', message: ['丧事办理日期不能早于离世时间', 'The funeral comes after the death'], test: (r) => notBefore(r.funeralDate, r.dieDate) },
  { field: 'consolationDate', message: ['抚恤金领取时间不能早于离世时间', 'The pension is collected after the death'], test: (r) => notBefore(r.consolationDate, r.dieDate) },
  {
    field: 'unConsolationReason',
    message: ['抚恤金等未领取时须说明原因', 'Say why the pension was not collected'],
    test: (r) => !!r.consolationDate || !!r.unConsolationReason,
  },
];
