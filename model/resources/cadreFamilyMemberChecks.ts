/** Record checks of 家庭成员 (cadreFamilyMember.ts): the birth date and sex given agree with the ID number. */
import { parseIdCard } from '../idCard.ts';
import type { Label, RecordCheck } from '../resource/types.ts';

/** The field, when given with an ID number that reads, says what the number says. */
function agreesWithIdCard(field: 'birthDate' | 'sex', message: Label): RecordCheck {
  return {
    field,
    message,
    test: (r) => {
      if (typeof r.idCard !== 'string' || !r.idCard || !r[field]) return true;
      const parsed = parseIdCard(r.idCard);
      return 'problem' in parsed || parsed[field] === r[field];
    },
  };
}

export const cadreFamilyMemberChecks: readonly RecordCheck[] = [
  agreesWithIdCard('birthDate', ['出生日期与身份证号不一致', 'The date of birth differs from the ID number']),
  agreesWithIdCard('sex', ['性别与身份证号不一致', 'The sex differs from the ID number']),
];
