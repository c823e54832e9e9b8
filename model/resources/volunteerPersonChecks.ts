/** Record checks of 志愿者 (volunteerPerson.ts): a cadre from the archive, or a person by name and ID number. */
import type { RecordCheck } from '../resource/types.ts';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

export const volunteerPersonChecks: readonly RecordCheck[] = [
  {
    field: 'name',
    message: ['请选择离退休干部，或填写姓名', 'Choose a retired cadre or give a name'],
    test: (r) => given(r.cadreId) || given(r.name),
  },
  {
    field: 'idCard',
    message: ['非档案人员须填写身份证号', 'Someone outside the archive needs an ID number'],
    test: (r) => given(r.cadreId) || given(r.idCard),
  },
];
