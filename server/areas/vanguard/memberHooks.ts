/**
 * Server rules of 支部党员 (partyMember): a new member takes their cadre's name; a cadre is an active member of
 * one branch at most (refused naming the rule; a unique index holds it against concurrent writers); the
 * branch's member count follows every change.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';
import { activeBranchOf, recountMembers } from './activeMembership.ts';
import { deriveBranchName } from './branchHooks.ts';

export const memberHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
    return { ...(await deriveBranchName(ctx, op, values)), ...(cadre ? { cadreName: cadre.realName } : {}) };
  },
  async beforeWrite(ctx, op, values) {
    if (op !== 'create') return;
    const branch = await activeBranchOf(ctx.tx, String(values.cadreId));
    if (branch) throw fieldError('cadreId', zh(branch === values.branchId ? 'vanguard.memberHere' : 'vanguard.memberElsewhere'));
  },
  async afterWrite(ctx, _op, record) {
    const branchId = 'branchId' in record ? record.branchId : record.branch_id;
    if (typeof branchId === 'string') await recountMembers(ctx.tx, branchId);
  },
};
