/**
 * 住院看望 (/workRecord/VisitCondolences/hospitalization; domain.md §4.1): a visit to a cadre in hospital, naming
 * the registered stay it was made during when there is one (a stay of the same cadre, the visit within it:
 * server hook), which then counts as visited.
 */
import type { ResourceDef } from '../resource/types.ts';
import { visitRecord } from './visitRecord.ts';

export const hospitalizationVisit: ResourceDef = visitRecord({
  type: 'hospitalization',
  label: ['住院看望', 'Hospital visits'],
  dateLabel: ['看望时间', 'Visited on'],
  addressLabel: ['医院', 'Hospital'],
  fields: [{ name: 'inpatientId', type: 'ref', ref: 'inpatient', label: ['住院登记', 'Hospital stay'], list: 120, search: 'exact', form: 'main' }],
});
