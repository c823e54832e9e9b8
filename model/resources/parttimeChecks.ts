/**
 * Record checks of 兼职登记 (parttime.ts): the rules of 社团兼职 [POL-jz] one record shows by itself, each
 * message naming its rule. The rules that need other records or the cadre are the server's (parttimeHooks.ts).
 */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';
import { PARTTIME_MAX_TERMS } from './parttime.ts';

export const parttimeChecks: readonly RecordCheck[] = [
  {
    field: 'remuneration',
    message: ['兼职不得领取报酬：兼职报酬必须为0', 'A part-time post is unpaid: the pay must be 0'],
    test: (r) => r.remuneration === undefined || r.remuneration === null || r.remuneration === '' || Number(r.remuneration) === 0,
  },
  {
    field: 'isOverseas',
    message: ['不得在境外社团兼职', 'No posts in overseas groups'],
    test: (r) => r.isOverseas !== true && r.isOverseas !== 'true',
  },
  {
    field: 'termNo',
    message: [`兼职任期不得超过${PARTTIME_MAX_TERMS}届`, `At most ${PARTTIME_MAX_TERMS} terms`],
    test: (r) => r.termNo === undefined || r.termNo === null || r.termNo === '' || Number(r.termNo) <= PARTTIME_MAX_TERMS,
  },
  {
    field: 'endDate',
    message: ['任职结束日期不能早于任职开始日期', 'The post cannot end before it starts'],
    test: (r) => notBefore(r.endDate, r.startDate),
  },
];
