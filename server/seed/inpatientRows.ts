/**
 * A year of 住院登记 for the demo cadres (issue 19): about one living cadre in sixteen, at the hospitals of
 * the area, most discharged after one to three weeks, the latest still in hospital on SEED_REFERENCE_DATE;
 * most registrations reviewed, the last month's still waiting.
 * Its own random source (workVisits.ts).
 */
import type { Row } from '../db/db.ts';
import { SEED_REFERENCE_DATE } from './cadres.ts';
import { addDays } from './addDays.ts';
import { createRandom, type Random } from './random.ts';

const HOSPITALS = ['浙江省人民医院', '浙江大学医学院附属第一医院', '市第一人民医院', '县人民医院', '县中医院'];
const DEPARTMENTS: readonly (readonly [department: string, condition: string])[] = [
  ['心血管内科', '冠心病，胸闷气短'],
  ['呼吸内科', '慢性阻塞性肺疾病急性加重'],
  ['神经内科', '脑梗死，左侧肢体乏力'],
  ['内分泌科', '2型糖尿病，血糖控制不佳'],
  ['骨科', '股骨颈骨折，行髋关节置换术'],
];

/** A registration's review: most older ones decided, the last month's still registered or waiting. */
function review(random: Random, admission: string): Row {
  if (admission >= addDays(SEED_REFERENCE_DATE, -30)) {
    return { approve_status: random.pick(['registered', 'pending']), status_reason: null };
  }
  const status = random.weighted([['approved', 16], ['pending', 2], ['rejected', 1]] as const);
  return { approve_status: status, status_reason: status === 'rejected' ? '住院病情描述不全，请补充后重新提交' : null };
}

export function inpatientRows(cadres: readonly Row[], seed: number): Row[] {
  const random = createRandom(seed + 97);
  const rows: Row[] = [];
  for (const cadre of cadres) {
    if (cadre.status !== 'normal' || random.next() >= 0.06) continue;
    const admission = addDays('2024-07-01', random.int(0, 364));
    const discharge = addDays(admission, random.int(5, 21));
    const [department, condition] = random.pick(DEPARTMENTS);
    const discharged = discharge <= SEED_REFERENCE_DATE;
    rows.push({
      id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, manage_org_id: cadre.manage_org_id,
      hospital_name: random.pick(HOSPITALS), department, bed: `${random.int(3, 25)}-${random.int(1, 40)}`, admission_date: admission,
      condition, discharge_date: discharged ? discharge : null, outcome: discharged ? random.pick(['好转出院', '治愈出院', '病情稳定出院']) : null,
      is_visited: random.next() < 0.7, ...review(random, admission), create_by: 'user-admin',
    });
  }
  return rows;
}
