/** 养老机构 (/enjoyLife/elderlyCare/nursingInstitution; domain.md §7 care services): nursing homes, with their beds. */
import type { ResourceDef } from '../resource/types.ts';
import { careService } from './careService.ts';

export const careNursingInstitution: ResourceDef = careService({
  name: 'careNursingInstitution',
  table: 'el_care_nursing',
  label: ['养老机构', 'Nursing homes'],
  nameLabel: ['机构名称', 'Institution'],
  typeDict: 'nursing_institution_type',
  fields: [
    { name: 'beds', type: 'integer', label: ['床位数', 'Beds'], min: 0, max: 100_000, list: 80, sortable: true, form: 'main' },
  ],
});
