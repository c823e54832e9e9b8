/** 日常走访 (/workRecord/VisitCondolences/daily; domain.md §4.1). */
import type { ResourceDef } from '../resource/types.ts';
import { visitRecord } from './visitRecord.ts';

export const dailyVisit: ResourceDef = visitRecord({
  type: 'daily',
  label: ['日常走访', 'Routine visits'],
  dateLabel: ['走访时间', 'Visited on'],
  addressLabel: ['走访地点', 'Place'],
});
