/**
 * Record checks of the cadre's basic information (domain.md §3.1): the order of life's dates and the
 * 离休 rules. Pure functions of the record, so the browser's form says the same as the server.
 */
import type { RecordCheck } from '../resource/types.ts';
import { addYears, birthDateOf, LIXIU_CUTOFF_MONTH, monthOf, notBefore, revolutionPeriodsFor, text, todayCst } from './cadreDates.ts';

const PARTY_MEMBER = new Set(['01', '02']);

/** The month a person reaches `years` of age, when the birth date is known. */
function monthAtAge(record: Readonly<Record<string, unknown>>, years: number): string | undefined {
  const birth = birthDateOf(record);
  return birth ? monthOf(addYears(birth, years)) : undefined;
}

const notFuture = (value: unknown) => !text(value) || String(value) <= todayCst().slice(0, String(value).length);

export const cadreChecks: readonly RecordCheck[] = [
  {
    field: 'workStartDate',
    message: ['参加工作时间应在年满14周岁之后', 'Work cannot start before the age of 14'],
    test: (r) => notBefore(r.workStartDate, monthAtAge(r, 14)),
  },
  {
    field: 'workStartDate',
    message: ['参加工作时间不能晚于当前月份', 'Work cannot start in the future'],
    test: (r) => notFuture(r.workStartDate),
  },
  {
    field: 'retirementDate',
    message: ['离退休时间不能早于参加工作时间', 'Retirement cannot come before the start of work'],
    test: (r) => notBefore(r.retirementDate, r.workStartDate),
  },
  {
    field: 'retirementDate',
    message: ['未退休人员不应填写离退休时间', 'A cadre not yet retired has no retirement date'],
    test: (r) => r.retirementType !== '9' || !text(r.retirementDate),
  },
  {
    field: 'retirementDate',
    message: ['离退休时间不能晚于当前月份', 'Retirement cannot be in the future'],
    test: (r) => notFuture(r.retirementDate),
  },
  {
    field: 'workStartDate',
    message: ['离休干部须填写参加工作时间', 'A 离休 cadre needs the work start date'],
    test: (r) => r.retirementType !== '1' || !!text(r.workStartDate),
  },
  {
    field: 'retirementType',
    message: ['离休仅适用于1949年9月30日及以前参加革命工作的干部', '离休 applies only to work started by 30 September 1949'],
    test: (r) => r.retirementType !== '1' || !text(r.workStartDate) || String(r.workStartDate) <= LIXIU_CUTOFF_MONTH,
  },
  {
    field: 'revolutionPeriod',
    message: ['参加革命工作时期仅适用于离休干部', 'The revolution period applies to 离休 cadres only'],
    test: (r) => !text(r.revolutionPeriod) || r.retirementType === '1',
  },
  {
    field: 'revolutionPeriod',
    message: ['参加革命工作时期与参加工作时间不符', 'The revolution period does not match the work start date'],
    test: (r) => !text(r.revolutionPeriod) || !text(r.workStartDate) || revolutionPeriodsFor(String(r.workStartDate)).includes(String(r.revolutionPeriod)),
  },
  {
    field: 'partyJoinDate',
    message: ['中共党员（含预备党员）须填写入党时间', 'A party member needs the date of joining'],
    test: (r) => !PARTY_MEMBER.has(String(r.politicalStatus)) || !!text(r.partyJoinDate),
  },
  {
    field: 'partyJoinDate',
    message: ['入党时间应在年满18周岁之后', 'Joining the party comes after the age of 18'],
    test: (r) => notBefore(r.partyJoinDate, monthAtAge(r, 18)),
  },
  {
    field: 'partyJoinDate',
    message: ['入党时间不能晚于当前月份', 'Joining the party cannot be in the future'],
    test: (r) => notFuture(r.partyJoinDate),
  },
  {
    field: 'treatmentApproveDate',
    message: ['现享受待遇批准时间不能早于参加工作时间', 'The treatment approval cannot come before the start of work'],
    test: (r) => notBefore(r.treatmentApproveDate, r.workStartDate),
  },
  {
    field: 'birthday',
    message: ['本人生日不能早于身份证出生日期所在年份', 'The chosen birthday cannot be before the birth year'],
    test: (r) => {
      const birth = birthDateOf(r);
      return !text(r.birthday) || !birth || String(r.birthday).slice(0, 4) >= birth.slice(0, 4);
    },
  },
];
