/** 节日慰问 (/workRecord/VisitCondolences/holiday; domain.md §4.1): greetings at a festival. */
import type { ResourceDef } from '../resource/types.ts';
import { visitRecord } from './visitRecord.ts';

export const holidayVisit: ResourceDef = visitRecord({
  type: 'holiday',
  label: ['节日慰问', 'Holiday greetings'],
  dateLabel: ['慰问时间', 'Greeted on'],
  addressLabel: ['慰问地点', 'Place'],
  fields: [{ name: 'holiday', type: 'dict', dict: 'holiday', label: ['节日', 'Festival'], required: true, list: 90, search: 'in', form: 'main' }],
});
