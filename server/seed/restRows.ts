/**
 * A year of 疗养休养 for the demo cadres (issue 19): a few in a hundred living cadres, mostly in spring and
 * autumn, at the province's sanatoriums; the latest stays still open. Its own random source (workVisits.ts).
 */
import type { Row } from '../db/db.ts';
import { addDays } from './addDays.ts';
import { createRandom } from './random.ts';

const PLACES = ['浙江省老干部疗养院（杭州）', '莫干山疗养院', '普陀山干部休养所', '千岛湖康养中心', '天台山休养基地'];
const SEASONS = ['2024-09-10', '2024-10-15', '2025-03-20', '2025-04-15', '2025-06-10'];

export function restRows(cadres: readonly Row[], seed: number): Row[] {
  const random = createRandom(seed + 43);
  const rows: Row[] = [];
  for (const cadre of cadres) {
    if (cadre.status !== 'normal' || random.next() >= 0.04) continue;
    const start = addDays(random.pick(SEASONS), random.int(0, 20));
    const end = addDays(start, random.int(6, 14));
    rows.push({
      id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, manage_org_id: cadre.manage_org_id,
      rest_type: random.weighted([['1', 3], ['2', 4], ['3', 2]] as const), place: random.pick(PLACES), start_date: start,
      end_date: end > '2025-06-30' ? null : end, companions: random.next() < 0.6 ? '配偶' : null,
      cost: `${random.int(20, 60) * 100}.00`, remark: null, create_by: 'user-admin',
    });
  }
  return rows;
}
