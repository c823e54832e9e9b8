/** 生日看望 (/workRecord/VisitCondolences/birthday; domain.md §4.1). */
import type { ResourceDef } from '../resource/types.ts';
import { visitRecord } from './visitRecord.ts';

export const birthdayVisit: ResourceDef = visitRecord({
  type: 'birthday',
  label: ['生日看望', 'Birthday visits'],
  dateLabel: ['看望时间', 'Visited on'],
  addressLabel: ['看望地点', 'Place'],
});
