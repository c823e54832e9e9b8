/**
 * The hospital visits made during the demo's registered stays (issue 19): one for each stay marked visited, a
 * few days after the admission and before the discharge, by the cadre's bureau. Its own random source
 * (workVisits.ts).
 */
import type { Row } from '../db/db.ts';
import { addDays } from './addDays.ts';
import { SEED_REFERENCE_DATE } from './cadres.ts';
import { createRandom } from './random.ts';

const LEADERS = ['王局长', '李副局长', '张处长', '陈科长', '刘书记'];
const GOODS = ['鲜花、水果', '营养品', '牛奶、水果'];

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export function stayVisitRows(stays: readonly Row[], seed: number): Row[] {
  const random = createRandom(seed + 113);
  return stays.filter((stay) => stay.is_visited).map((stay) => {
    const admission = String(stay.admission_date);
    const last = (stay.discharge_date as string | null) ?? SEED_REFERENCE_DATE;
    return {
      id: random.id(), cadre_id: stay.cadre_id, cadre_name: stay.cadre_name, manage_org_id: stay.manage_org_id,
      visit_type: 'hospitalization', visit_date: addDays(admission, random.int(1, Math.max(1, Math.min(4, daysBetween(admission, last))))),
      address: stay.hospital_name, leader: random.pick(LEADERS), entourage: '老干部科工作人员', consolation_goods: random.pick(GOODS),
      consolation_money: '500.00', physical_state: random.pick(['病情稳定', '术后恢复中', '精神尚可']), feedback: null,
      inpatient_id: stay.id, create_by: 'user-admin',
    };
  });
}
