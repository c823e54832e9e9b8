/** 家庭医生 (/enjoyLife/elderlyCare/doctor; domain.md §7 care services): the family doctors retired cadres may sign with. */
import type { ResourceDef } from '../resource/types.ts';
import { careService } from './careService.ts';

export const careDoctor: ResourceDef = careService({
  name: 'careDoctor',
  table: 'el_care_doctor',
  label: ['家庭医生', 'Family doctors'],
  nameLabel: ['医生姓名', 'Doctor'],
  typeDict: 'care_doctor_type',
  fields: [
    { name: 'institution', type: 'text', label: ['所在医疗机构', 'Practice'], required: true, maxLength: 64, list: 200, search: 'contains', form: 'main' },
  ],
});
