/**
 * 兼职登记 for the demo cadres (issue 19): about one living cadre under seventy in eight holds a post in the
 * province's associations of retired people, most in a 社会团体, a few in a foundation or an enterprise,
 * some in their second term after a first one of five years. Every post keeps the rules of
 * model/resources/parttime.ts (unpaid, at home, younger than seventy when it starts, one 社会团体 at a time).
 * Its own random source (workVisits.ts).
 */
import { ageOn } from '../../model/resources/cadreDates.ts';
import { PARTTIME_AGE_LIMIT } from '../../model/resources/parttime.ts';
import type { Row } from '../db/db.ts';
import { addDays } from './addDays.ts';
import { createRandom } from './random.ts';

const GROUPS: readonly (readonly [group: string, type: string, posts: readonly string[]])[] = [
  ['浙江省老年科学技术工作者协会', '1', ['理事', '常务理事', '副会长']],
  ['浙江省老年体育协会', '1', ['理事', '副秘书长']],
  ['浙江省关心下一代工作委员会', '1', ['委员', '报告团成员']],
  ['市老年书画研究会', '1', ['会员部主任', '副会长']],
  ['浙江省慈善联合总会', '2', ['理事', '监事']],
  ['市老年大学发展基金会', '2', ['理事']],
  ['浙江交投集团有限公司', '3', ['外部董事']],
];

export function parttimeRows(cadres: readonly Row[], seed: number): Row[] {
  const random = createRandom(seed + 151);
  const rows: Row[] = [];
  for (const cadre of cadres) {
    if (cadre.status !== 'normal' || random.next() >= 0.12) continue;
    const [group, type, posts] = random.pick(GROUPS);
    const start = addDays('2019-01-01', random.int(0, 6 * 365 - 200));
    const secondTerm = random.next() < 0.3;
    const first = secondTerm ? addDays(start, -5 * 365) : start;
    if (!cadre.date_of_birth || ageOn(String(cadre.date_of_birth), start) >= PARTTIME_AGE_LIMIT) continue;
    const post = random.pick(posts);
    const row = (termNo: number, from: string, until: string | null): Row => ({
      id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, manage_org_id: cadre.manage_org_id,
      social_group: group, group_type: type, is_overseas: false, post, term_no: termNo, start_date: from, end_date: until,
      is_legal_rep: false, remuneration: '0.00', address: '杭州市西湖区省府路8号',
      approval_no: `浙老干〔${from.slice(0, 4)}〕${random.int(3, 60)}号`, approval_date: addDays(from, -random.int(10, 30)),
      remark: null, create_by: 'user-admin',
    });
    if (secondTerm) rows.push(row(1, first, addDays(start, -1)));
    rows.push(row(secondTerm ? 2 : 1, start, null));
  }
  return rows;
}
