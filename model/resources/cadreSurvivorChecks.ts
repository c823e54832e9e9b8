/** Record checks of 遗属信息 (cadreSurvivor.ts): the hardship subsidy's months, amount and end. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const cadreSurvivorChecks: readonly RecordCheck[] = [
  { field: 'subsidyEnd', message: ['补助终止年月不能早于起始年月', 'The subsidy ends before it starts'], test: (r) => notBefore(r.subsidyEnd, r.subsidyStart) },
  { field: 'endReason', message: ['补助已终止时须填写终止原因', 'Say why the subsidy ended'], test: (r) => r.subsidyStatus !== '3' || !!r.endReason },
  { field: 'subsidyStart', message: ['享受补助时须填写补助标准和起始年月', 'A subsidy needs its amount and start'], test: (r) => r.subsidyStatus !== '1' || (!!r.subsidyStart && r.subsidyStandard != null) },
];
