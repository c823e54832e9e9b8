/**
 * Server rules of 支部活动: an activity shows its branch by name; a participant is an active member of the
 * activity's branch, once, shown by name; the activity counts its participants.
 */
import { zh } from '../../../model/i18n/index.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { findRow } from '../../engine/read.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { deriveBranchName } from './branchHooks.ts';

export const activityHooks: ResourceHooks = { derive: deriveBranchName };

async function recountParticipants(q: Queryable, activityId: string): Promise<void> {
  await q.query(
    'UPDATE vg_branch_activity SET participant_count = (SELECT count(*) FROM vg_activity_participant p WHERE p.activity_id = $1 AND p.del_flag = 0) WHERE id = $1',
    [activityId],
  );
}

export const participantHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const member = typeof values.memberId === 'string' ? await findRow(ctx.tx, resourceByName('partyMember')!, ctx.principal, values.memberId) : undefined;
    return member ? { memberName: String(member.cadre_name) } : {};
  },
  async beforeWrite(ctx, op, values) {
    if (op !== 'create') return;
    const [member] = await ctx.tx.query(
      `SELECT 1 FROM vg_branch_activity a JOIN vg_party_member m ON m.branch_id = a.branch_id
       WHERE a.id = $1 AND m.id = $2 AND m.status = 'active' AND m.del_flag = 0`,
      [values.activityId, values.memberId],
    );
    if (!member) throw fieldError('memberId', zh('vanguard.participantNotMember'));
    const [taken] = await ctx.tx.query('SELECT 1 FROM vg_activity_participant WHERE activity_id = $1 AND member_id = $2 AND del_flag = 0', [values.activityId, values.memberId]);
    if (taken) throw fieldError('memberId', zh('vanguard.participantTaken'));
  },
  async afterWrite(ctx, _op, record) {
    const activityId = 'activityId' in record ? record.activityId : record.activity_id;
    if (typeof activityId === 'string') await recountParticipants(ctx.tx, activityId);
  },
};
