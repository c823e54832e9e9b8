/**
 * 遗属慰问 (/workRecord/VisitCondolences/testament; domain.md §4.1): condolences to a survivor of a deceased
 * cadre; the survivor must be one of that cadre's (server hook).
 */
import type { ResourceDef } from '../resource/types.ts';
import { visitRecord } from './visitRecord.ts';

export const testamentVisit: ResourceDef = visitRecord({
  type: 'testament',
  label: ['遗属慰问', 'Survivor condolences'],
  dateLabel: ['慰问时间', 'Visited on'],
  addressLabel: ['慰问地点', 'Place'],
  fields: [{ name: 'survivorId', type: 'ref', ref: 'cadreSurvivor', label: ['慰问遗属', 'Survivor'], required: true, list: 100, form: 'main' }],
});
