/**
 * Server rules of 党费收缴 (partyDues): the base is the member's recorded pension unless given, the rate and
 * the amount due follow the rule (model/partyDuesRule.ts); dues are for a member of the branch, once a
 * month; an amount below what is due needs a 困难减免 the branch approved (who and when: record checks).
 */
import { zh } from '../../../model/i18n/index.ts';
import { duesFor, duesRate } from '../../../model/partyDuesRule.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';
import { deriveBranchName } from './branchHooks.ts';

const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

export const duesHooks: ResourceHooks = {
  async derive(ctx, op, values, current) {
    let base = num(values.baseAmount) ?? num(current?.base_amount);
    const derived: Record<string, unknown> = await deriveBranchName(ctx, op, values);
    if (op === 'create') {
      const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
      if (cadre) derived.cadreName = cadre.realName;
      if (base === undefined) {
        const [member] = await ctx.tx.query<{ pension_base: string }>(
          'SELECT pension_base FROM vg_party_member WHERE branch_id = $1 AND cadre_id = $2 AND del_flag = 0 ORDER BY join_branch_date DESC LIMIT 1',
          [values.branchId, values.cadreId],
        );
        if (member) base = Number(member.pension_base);
      }
    }
    if (base === undefined) return derived;
    return { ...derived, baseAmount: base, rate: duesRate(base), dueAmount: duesFor(base) };
  },
  async beforeWrite(ctx, op, values, current) {
    if (op === 'create') {
      const [member] = await ctx.tx.query('SELECT 1 FROM vg_party_member WHERE branch_id = $1 AND cadre_id = $2 AND del_flag = 0', [values.branchId, values.cadreId]);
      if (!member) throw fieldError('cadreId', zh('vanguard.duesNotMember'));
      const [taken] = await ctx.tx.query('SELECT 1 FROM vg_party_dues WHERE cadre_id = $1 AND dues_month = $2 AND del_flag = 0', [values.cadreId, values.duesMonth]);
      if (taken) throw fieldError('duesMonth', zh('vanguard.duesMonthTaken'));
    }
    const due = num(values.dueAmount) ?? num(current?.due_amount) ?? 0;
    const amount = num(values.amount) ?? num(current?.amount) ?? 0;
    const exempt = (values.isExempt ?? current?.is_exempt) === true;
    // Compared in fen, so that 12.5 against a due of 12.50 is never a rounding refusal.
    if (Math.round(amount * 100) < Math.round(due * 100) && !exempt) {
      throw fieldError('amount', zh('vanguard.duesBelowRule', { due: due.toFixed(2) }));
    }
  },
};
