/**
 * What every 工作记录 (domain.md §4) shares: it is a sub-record of one cadre (scope through the cadre, recycle
 * bin, cadreName) and keeps the cadre's managing organisation beside it for the statistics. The server fills
 * both names in (deriveSubRecord); the organisation is shown and searched, never typed.
 */
import type { FieldDef, ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const manageOrgField: FieldDef = {
  name: 'manageOrgId', type: 'org', label: ['管理单位', 'Managing organisation'], list: 180, search: 'subtree', form: false, detail: 'main',
};

export function cadreWorkRecord(def: Parameters<typeof subRecord>[0]): ResourceDef {
  return subRecord({ ...def, fields: [manageOrgField, ...def.fields] });
}
