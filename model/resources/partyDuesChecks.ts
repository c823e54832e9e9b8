/**
 * Record checks of 党费收缴 (partyDues.ts): a paid month says when; dues are paid at most six months ahead or
 * back; a reduction names who in the branch approved it and when. The amount against the rule is the
 * server's (it knows the member's pension when no base is given).
 */
import { MAX_MONTHS_AHEAD_OR_BACK, monthsBetween } from '../partyDuesRule.ts';
import type { RecordCheck } from '../resource/types.ts';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

export const partyDuesChecks: readonly RecordCheck[] = [
  {
    field: 'paymentDate',
    message: ['已缴纳的党费须填写缴纳日期', 'Give the day paid dues were paid'],
    test: (r) => r.paymentState !== '1' || given(r.paymentDate),
  },
  {
    field: 'paymentDate',
    message: ['党费预交或补交不能超过6个月', 'Dues are paid at most 6 months ahead or back'],
    test: (r) => typeof r.duesMonth !== 'string' || typeof r.paymentDate !== 'string' || !given(r.paymentDate)
      || Math.abs(monthsBetween(r.duesMonth, r.paymentDate)) <= MAX_MONTHS_AHEAD_OR_BACK,
  },
  {
    field: 'exemptApprover',
    message: ['困难减免须填写支部批准人', 'Name who in the branch approved the reduction'],
    test: (r) => r.isExempt !== true || given(r.exemptApprover),
  },
  {
    field: 'exemptDate',
    message: ['困难减免须填写批准日期', 'Give the day the reduction was approved'],
    test: (r) => r.isExempt !== true || given(r.exemptDate),
  },
];
