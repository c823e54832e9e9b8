/**
 * A year of 困难帮扶 for the demo cadres (issue 19): the older and the ill among the living, most of it
 * before 春节, the rest through the year. Its own random source (workVisits.ts).
 */
import type { Row } from '../db/db.ts';
import { addDays } from './addDays.ts';
import { createRandom } from './random.ts';

export function difficultyRows(cadres: readonly Row[], seed: number): Row[] {
  const random = createRandom(seed + 71);
  const rows: Row[] = [];
  for (const cadre of cadres) {
    if (cadre.status !== 'normal' || random.next() >= 0.05) continue;
    const beforeFestival = random.next() < 0.6;
    rows.push({
      id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, manage_org_id: cadre.manage_org_id,
      help_date: beforeFestival ? addDays('2025-01-29', -random.int(5, 25)) : addDays('2024-07-01', random.int(0, 364)),
      help_reason: random.weighted([['1', 5], ['2', 3], ['3', 2], ['4', 1], ['5', 1], ['9', 1]] as const),
      help_money: `${random.pick([1000, 2000, 3000, 5000])}.00`, help_people: random.pick(['王明', '李华', '陈静', '张伟']),
      help_org: random.pick(['老干部局', '单位工会', '离退休干部党支部']), remark: null, create_by: 'user-admin',
    });
  }
  return rows;
}
