/**
 * A demo year of 党费收缴 (issue 20) for the demo branches' members: the twelve months to SEED_REFERENCE_DATE,
 * by the rule from each member's pension (model/partyDuesRule.ts), paid in the month or the next, some with
 * a voluntary extra, a few under an approved 困难减免, and the last months of some members still unpaid.
 */
import { duesFor, duesRate } from '../../model/partyDuesRule.ts';
import type { Row } from '../db/db.ts';
import { createRandom } from './random.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => `${2024 + Math.floor((6 + i) / 12)}-${String(((6 + i) % 12) + 1).padStart(2, '0')}`);

const nextMonthDay = (month: string, day: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return `${next}-${String(day).padStart(2, '0')}`;
};

export function partyDuesRows(members: readonly Row[], seed: number): Row[] {
  const random = createRandom(seed + 227);
  const rows: Row[] = [];
  for (const m of members) {
    const base = Number(m.pension_base);
    const due = duesFor(base);
    const exempt = random.next() < 0.04;
    const extra = !exempt && random.next() < 0.1 ? random.pick([10, 20, 50]) : 0;
    const unpaidFrom = random.next() < 0.15 ? random.int(9, 11) : 12;
    MONTHS.forEach((month, i) => {
      const paid = i < unpaidFrom;
      const amount = exempt ? Math.round(due * 50) / 100 : due + extra;
      rows.push({
        id: random.id(), branch_id: m.branch_id, branch_name: m.branch_name, cadre_id: m.cadre_id, cadre_name: m.cadre_name, dues_month: month,
        base_amount: base.toFixed(2), rate: duesRate(base).toFixed(2), due_amount: due.toFixed(2), amount: amount.toFixed(2),
        payment_state: paid ? '1' : '0', payment_date: paid ? (random.next() < 0.7 ? `${month}-${String(random.int(5, 28)).padStart(2, '0')}` : nextMonthDay(month, random.int(1, 15))) : null,
        is_exempt: exempt, exempt_reason: exempt ? '因病致困，经支部委员会研究同意减半缴纳' : null, exempt_approver: exempt ? '支部委员会' : null,
        exempt_date: exempt ? '2024-06-20' : null, remark: extra ? '自愿多交' : null, create_by: 'user-admin',
      });
    });
  }
  return rows;
}
