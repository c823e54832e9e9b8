/** 住院看望 (/workRecord/VisitCondolences/hospitalization; domain.md §4.1): a visit to a cadre in hospital. */
import type { ResourceDef } from '../resource/types.ts';
import { visitRecord } from './visitRecord.ts';

export const hospitalizationVisit: ResourceDef = visitRecord({
  type: 'hospitalization',
  label: ['住院看望', 'Hospital visits'],
  dateLabel: ['看望时间', 'Visited on'],
  addressLabel: ['医院', 'Hospital'],
});
