/** Record checks of 家庭成员 (cadreFamilyMember.ts): the birth date and sex given agree with the ID number. */
import { parseIdCard } from '../idCard.ts';
import type { RecordCheck } from '../resource/types.ts';

export const cadreFamilyMemberChecks: readonly RecordCheck[] = [
  {
    field: 'birthDate',
    message: ['出生日期与身份证号不一致', 'The date of birth differs from the ID number'],
    test: (r) => {
      if (typeof r.idCard !== 'string' || !r.idCard || !r.birthDate) return true;
      const parsed = parseIdCard(r.idCard);
      return 'problem' in parsed || parsed.birthDate === r.birthDate;
    },
  },
  {
    field: 'sex',
    message: ['性别与身份证号不一致', 'The sex differs from the ID number'],
    test: (r) => {
      if (typeof r.idCard !== 'string' || !r.idCard || !r.sex) return true;
      const parsed = parseIdCard(r.idCard);
      return 'problem' in parsed || parsed.sex === r.sex;
    },
  },
];
