/**
 * A year of 走访慰问 for the demo cadres (issue 19): the twelve months up to SEED_REFERENCE_DATE, every kind
 * in realistic proportions. Birthday visits go to the older living cadres on their birthday, festival
 * greetings cluster before 春节 and 重阳节, hospital visits to the hospitals of the area, condolences to the
 * survivors of the deceased. Deterministic for a seed, and drawn from a source of their own, so that the
 * rest of the demo data stays what it was.
 */
import type { Row } from '../db/db.ts';
import { SEED_REFERENCE_DATE } from './cadres.ts';
import { addDays } from './addDays.ts';
import { createRandom } from './random.ts';

const YEAR_START = '2024-07-01';
/** Festivals of the `holiday` dictionary inside the year, with their dates. */
const FESTIVALS: readonly (readonly [code: string, date: string, share: number])[] = [
  ['2', '2024-07-01', 0.05],
  ['4', '2024-09-17', 0.08],
  ['5', '2024-10-01', 0.05],
  ['3', '2024-10-11', 0.25],
  ['1', '2025-01-29', 0.4],
];
const LEADERS = ['局长', '副局长', '处长', '副处长', '科长', '党支部书记'];
const STAFF = ['老干部科工作人员', '社区网格员', '单位工会干事', '老干部活动中心工作人员'];
const GOODS = ['鲜花、蛋糕', '水果、牛奶', '米、油', '慰问品一份', '营养品'];
const HOSPITALS = ['浙江省人民医院', '浙江大学医学院附属第一医院', '市第一人民医院', '县人民医院', '县中医院'];
const REGIONS = ['上海市', '北京市', '江苏省南京市', '广东省深圳市', '福建省厦门市', '海南省三亚市'];
const STATES = ['良好', '一般', '精神较好', '行动不便', '术后恢复中'];

/** The cadre's birthday inside the year, or undefined on a 29 February the year lacks. */
function birthdayIn(birth: string): string | undefined {
  const md = birth.slice(5);
  const date = `${md >= YEAR_START.slice(5) ? 2024 : 2025}-${md}`;
  return Number.isNaN(Date.parse(date)) || new Date(date).toISOString().slice(0, 10) !== date ? undefined : date;
}

export function workVisitRows(cadres: readonly Row[], survivors: readonly Row[], seed: number): Row[] {
  const random = createRandom(seed + 19);
  const rows: Row[] = [];
  const cadreById = new Map(cadres.map((c) => [c.id, c]));
  const add = (cadre: Row, type: string, date: string, extra: Partial<Row> = {}) =>
    rows.push({
      id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, manage_org_id: cadre.manage_org_id, visit_type: type, visit_date: date,
      address: null, leader: `${random.pick(['王', '李', '张', '陈', '刘'])}${random.pick(LEADERS)}`, entourage: random.pick(STAFF),
      consolation_goods: random.pick(GOODS), consolation_money: null, physical_state: random.pick(STATES), feedback: null,
      holiday: null, remote_region: null, survivor_id: null, create_by: 'user-admin', ...extra,
    });
  for (const cadre of cadres) {
    if (cadre.status !== 'normal') continue;
    const birth = String(cadre.date_of_birth);
    const age = Number(SEED_REFERENCE_DATE.slice(0, 4)) - Number(birth.slice(0, 4));
    const birthday = birthdayIn(birth);
    // 逢五逢十 birthdays of the over-80s are always visited; others now and then.
    if (birthday && age >= 70 && (age % 5 === 0 ? age >= 80 : random.next() < 0.2)) {
      add(cadre, 'birthday', birthday, { address: '家中', consolation_money: age % 10 === 0 ? '1000.00' : '500.00', feedback: '老同志感谢组织关心' });
    }
    for (const [code, date, share] of FESTIVALS) {
      if (random.next() < share) add(cadre, 'holiday', addDays(date, -random.int(1, 12)), { holiday: code, address: '家中', consolation_money: code === '1' ? '800.00' : '300.00' });
    }
    if (random.next() < 0.25) {
      for (let n = random.int(1, 3); n > 0; n--) add(cadre, 'daily', addDays(YEAR_START, random.int(0, 364)), { address: random.pick(['家中', '社区', '老干部活动中心']), feedback: random.pick(['无特殊诉求', '反映小区加装电梯问题', '希望多组织学习活动']) });
    }
    if (random.next() < 0.08) {
      add(cadre, 'hospitalization', addDays(YEAR_START, random.int(0, 364)), { address: random.pick(HOSPITALS), consolation_money: '500.00', physical_state: random.pick(['病情稳定', '术后恢复中', '住院观察']) });
    }
    if (random.next() < 0.05) {
      add(cadre, 'allopatry', addDays(YEAR_START, random.int(0, 364)), { remote_region: random.pick(REGIONS), address: '子女家中', consolation_money: '500.00' });
    }
  }
  for (const survivor of survivors) {
    const cadre = cadreById.get(survivor.cadre_id);
    if (!cadre || random.next() >= 0.7) continue;
    add(cadre, 'testament', addDays('2025-01-29', -random.int(3, 15)), { survivor_id: survivor.id, address: '遗属家中', consolation_money: '1000.00', physical_state: null });
  }
  return rows;
}
