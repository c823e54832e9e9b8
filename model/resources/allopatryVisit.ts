/** 异地人员慰问 (/workRecord/VisitCondolences/allopatry; domain.md §4.1): cadres living away from home. */
import type { ResourceDef } from '../resource/types.ts';
import { visitRecord } from './visitRecord.ts';

export const allopatryVisit: ResourceDef = visitRecord({
  type: 'allopatry',
  label: ['异地人员慰问', 'Visits away from home'],
  dateLabel: ['慰问时间', 'Visited on'],
  addressLabel: ['慰问地点', 'Place'],
  fields: [{ name: 'remoteRegion', type: 'text', label: ['异地居住地', 'Lives in'], required: true, maxLength: 64, list: 140, search: 'contains', form: 'main' }],
});
