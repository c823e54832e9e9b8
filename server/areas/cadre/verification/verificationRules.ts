/**
 * The checks of 智能核验 (intelligent verification) as SQL conditions over `cadre t`: true means the cadre
 * is suspect. Run over the whole archive in scope at once, so that a million cadres are one scan per rule,
 * not a million requests. Each rule names the check, the field and the problem shown in the worklist.
 */
import { LIXIU_CUTOFF_MONTH } from '../../../../model/resources/cadreDates.ts';

export interface VerificationRule {
  check: string;
  field: string;
  result: 'fail' | 'suspect';
  detail: string;
  condition: string;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const WELL_FORMED = `t.id_card ~ '^[0-9]{17}[0-9X]$'`;
const CHECK_CHAR = `substr('10X98765432', ((${WEIGHTS.map((w, i) => `substr(t.id_card, ${i + 1}, 1)::int * ${w}`).join(' + ')}) % 11) + 1, 1)`;
const ID_BIRTH = `CASE WHEN ${WELL_FORMED} AND substr(t.id_card, 7, 8) ~ '^(19|20)[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])$' THEN substr(t.id_card, 7, 4) || '-' || substr(t.id_card, 11, 2) || '-' || substr(t.id_card, 13, 2) END`;
const MONTH_AT = (years: number) => `to_char(t.date_of_birth + interval '${years} years', 'YYYY-MM')`;
/** The treatment level (1–9) that goes with a job level; treatment may be raised above it, not below. */
const JOB_TREATMENT = `CASE t.job_level WHEN '101' THEN 1 WHEN '102' THEN 1 WHEN '111' THEN 1 WHEN '112' THEN 2 WHEN '121' THEN 3 WHEN '122' THEN 4
  WHEN '131' THEN 5 WHEN '132' THEN 6 WHEN '141' THEN 7 WHEN '142' THEN 8 WHEN '150' THEN 9 WHEN '160' THEN 9 END`;
const DEATH_RECORD = `EXISTS (SELECT 1 FROM cadre_death d WHERE d.cadre_id = t.id AND d.del_flag = 0)`;

export const VERIFICATION_RULES: readonly VerificationRule[] = [
  { check: 'id_checksum', field: 'idCard', result: 'fail', detail: '身份证号格式不正确', condition: `NOT ${WELL_FORMED}` },
  { check: 'id_checksum', field: 'idCard', result: 'fail', detail: '身份证号校验位不正确', condition: `${WELL_FORMED} AND ${CHECK_CHAR} <> substr(t.id_card, 18, 1)` },
  { check: 'id_birth_sex', field: 'dateOfBirth', result: 'fail', detail: '出生日期与身份证号不一致', condition: `t.date_of_birth IS DISTINCT FROM (${ID_BIRTH})::date` },
  {
    check: 'id_birth_sex', field: 'sex', result: 'fail', detail: '性别与身份证号不一致',
    condition: `${WELL_FORMED} AND t.sex IS DISTINCT FROM (CASE WHEN substr(t.id_card, 17, 1)::int % 2 = 1 THEN '1' ELSE '2' END)`,
  },
  {
    check: 'duplicate', field: 'realName', result: 'suspect', detail: '与另一条在册记录姓名、出生日期相同，可能重复登记',
    condition: `EXISTS (SELECT 1 FROM cadre o WHERE o.real_name = t.real_name AND o.date_of_birth = t.date_of_birth AND o.id <> t.id AND o.del_flag = 0
      AND o.status NOT IN ('draft', 'submitted', 'pending_review', 'rejected'))`,
  },
  { check: 'age_dates', field: 'workStartDate', result: 'fail', detail: '参加工作时间早于年满14周岁', condition: `t.work_start_date < ${MONTH_AT(14)}` },
  { check: 'age_dates', field: 'retirementDate', result: 'fail', detail: '离退休时间早于参加工作时间', condition: `t.retirement_date < t.work_start_date` },
  { check: 'age_dates', field: 'partyJoinDate', result: 'fail', detail: '入党时间早于年满18周岁', condition: `t.party_join_date < ${MONTH_AT(18)}` },
  { check: 'age_dates', field: 'deathDate', result: 'fail', detail: '离世时间早于出生日期', condition: `t.death_date < t.date_of_birth` },
  {
    check: 'age_dates', field: 'dateOfBirth', result: 'suspect', detail: '年龄超过110周岁且未登记去世，请核实',
    condition: `t.status <> 'deceased' AND t.date_of_birth < (now() AT TIME ZONE 'Asia/Shanghai')::date - interval '110 years'`,
  },
  {
    check: 'treatment_level', field: 'treatmentLevel', result: 'suspect', detail: '现享受待遇低于职级对应待遇',
    condition: `t.treatment_level ~ '^[1-9]$' AND t.treatment_level::int > ${JOB_TREATMENT}`,
  },
  {
    check: 'treatment_level', field: 'treatmentLevel', result: 'suspect', detail: '现享受待遇比职级对应待遇高出两级以上，请核对批准文件',
    condition: `t.treatment_level ~ '^[1-9]$' AND t.treatment_level::int < ${JOB_TREATMENT} - 2`,
  },
  {
    check: 'lixiu_work_start', field: 'workStartDate', result: 'fail', detail: '离休干部的参加工作时间应在1949年9月30日及以前',
    condition: `t.retirement_type = '1' AND (t.work_start_date IS NULL OR t.work_start_date > '${LIXIU_CUTOFF_MONTH}')`,
  },
  {
    check: 'deceased_reminder', field: 'isReminder', result: 'fail', detail: '已去世人员仍开启生日提醒',
    condition: `t.is_reminder AND (t.status = 'deceased' OR t.death_date IS NOT NULL OR ${DEATH_RECORD})`,
  },
  { check: 'deceased_reminder', field: 'status', result: 'fail', detail: '已登记去世信息，但人员状态不是“已去世”', condition: `t.status <> 'deceased' AND ${DEATH_RECORD}` },
  { check: 'deceased_reminder', field: 'status', result: 'fail', detail: '人员状态为“已去世”，但没有去世信息', condition: `t.status = 'deceased' AND NOT ${DEATH_RECORD}` },
  { check: 'incomplete', field: 'workStartDate', result: 'suspect', detail: '缺少参加工作时间', condition: `t.work_start_date IS NULL` },
  { check: 'incomplete', field: 'retirementDate', result: 'suspect', detail: '缺少离退休时间', condition: `t.retirement_type <> '9' AND t.retirement_date IS NULL` },
  { check: 'incomplete', field: 'treatmentLevel', result: 'suspect', detail: '缺少现享受待遇', condition: `t.treatment_level IS NULL` },
  { check: 'incomplete', field: 'jobLevel', result: 'suspect', detail: '缺少职级', condition: `t.job_level IS NULL` },
];

export const CHECKS = [...new Set(VERIFICATION_RULES.map((r) => r.check))];
