/**
 * A demo year of 三会一课 (issue 20) for the demo branches: the twelve months to SEED_REFERENCE_DATE, each
 * required meeting held in its period (model/meetingSchedule.ts) except about one in twelve, so that the
 * missing-meeting view has gaps to show; one attendance row per member (per committee member at 支委会), most present, some on leave with a
 * reason, a few absent or by proxy. Its own random source.
 */
import { COMMITTEE_MEETING, COMMITTEE_ROLES, REQUIRED_MEETINGS } from '../../model/meetingSchedule.ts';
import type { Row } from '../db/db.ts';
import { createRandom } from './random.ts';

const TOPICS: Record<string, readonly string[]> = {
  '1': ['学习贯彻党的二十届三中全会精神', '民主评议党员', '年度党费收缴情况通报', '审议支部工作报告'],
  '2': ['研究本月支部工作安排', '讨论困难党员走访名单', '研究主题党日活动方案', '部署党费收缴工作'],
  '3': ['交流学习体会', '学习《中国共产党纪律处分条例》', '读书分享会', '结对帮扶情况交流'],
  '4': ['老干部讲党史', '发扬优良传统 永葆先锋本色', '学习习近平新时代中国特色社会主义思想', '廉洁文化专题党课'],
};
const LEAVE = ['身体不适', '住院治疗', '外出探亲', '家中有事'];
/** The demo year, as [year, month] from 2024-07 to 2025-06. */
const MONTHS = Array.from({ length: 12 }, (_, i) => [2024 + Math.floor((6 + i) / 12), ((6 + i) % 12) + 1] as const);

export function meetingRows(branches: readonly Row[], members: readonly Row[], seed: number): { meetings: Row[]; attendance: Row[] } {
  const random = createRandom(seed + 223);
  const meetings: Row[] = [];
  const attendance: Row[] = [];
  for (const branch of branches) {
    const people = members.filter((m) => m.branch_id === branch.id);
    const host = String(people[0]!.cadre_name);
    const recorder = String((people[1] ?? people[0])!.cadre_name);
    for (const { type, every } of REQUIRED_MEETINGS) {
      // A quarterly meeting falls in the second month of its quarter of the demo year.
      const months = every === 'month' ? MONTHS : MONTHS.filter((_, i) => i % 3 === 1);
      for (const [year, month] of months) {
        if (random.next() < 0.08) continue;
        const id = random.id();
        const expected = type === COMMITTEE_MEETING ? people.filter((p) => COMMITTEE_ROLES.includes(String(p.role))) : people;
        const rows = expected.map((p) => {
          const status = random.weighted([['1', 85], ['2', 9], ['3', 3], ['4', 3]] as const);
          return {
            id: random.id(), meeting_id: id, org_id: branch.org_id, cadre_id: p.cadre_id, cadre_name: p.cadre_name, attend_status: status,
            leave_reason: status === '2' || status === '4' ? random.pick(LEAVE) : null, create_by: 'user-admin',
          };
        });
        const present = rows.filter((r) => r.attend_status === '1').length;
        meetings.push({
          id, branch_id: branch.id, branch_name: branch.party_name, meeting_type: type, meeting_date: `${year}-${String(month).padStart(2, '0')}-${String(random.int(5, 25)).padStart(2, '0')}`,
          topic: random.pick(TOPICS[type]!), host, recorder, expected_count: rows.length, actual_count: present,
          rate: (Math.round((present * 10000) / rows.length) / 100).toFixed(2), create_by: 'user-admin',
        });
        attendance.push(...rows);
      }
    }
  }
  return { meetings, attendance };
}
