/**
 * Server rules of 支部信息 (partyBranch): the secretary's name beside the reference, for the list; a renamed
 * branch's name follows into the records that show it (members, meetings, dues, activities, study records:
 * branchNameField), a moved branch's organisation into its attendance rows (their scope).
 */
import { resourceByName } from '../../../model/resources/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { HookContext, ResourceHooks } from '../../engine/hooks.ts';
import { findRow } from '../../engine/read.ts';
import type { Principal } from '../auth/principal.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';

const TABLES_WITH_BRANCH_NAME = ['vg_party_member', 'vg_meeting', 'vg_party_dues', 'vg_branch_activity', 'vg_study_record'];

/** The name of a branch the principal may see, for a record of it being created (undefined: the engine refuses the reference). */
export async function branchNameOf(q: Queryable, principal: Principal, branchId: unknown): Promise<string | undefined> {
  if (typeof branchId !== 'string') return undefined;
  const row = await findRow(q, resourceByName('partyBranch')!, principal, branchId);
  return row ? String(row.party_name) : undefined;
}

/** A record of a branch takes the branch's name when it is created. */
export async function deriveBranchName(ctx: HookContext, op: 'create' | 'update', values: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  if (op !== 'create') return {};
  const name = await branchNameOf(ctx.tx, ctx.principal, values.branchId);
  return name === undefined ? {} : { branchName: name };
}

export const branchHooks: ResourceHooks = {
  async derive(ctx, _op, values) {
    if (!('secretaryId' in values)) return {};
    const cadre = values.secretaryId ? await cadreOf(ctx.tx, ctx.principal, values.secretaryId) : undefined;
    return { secretaryName: cadre?.realName ?? null };
  },
  async afterWrite(ctx, op, record) {
    if (op !== 'update' || !('partyName' in record)) return;
    for (const table of TABLES_WITH_BRANCH_NAME) {
      await ctx.tx.query(`UPDATE ${table} SET branch_name = $2 WHERE branch_id = $1 AND branch_name <> $2`, [record.id, record.partyName]);
    }
    // Attendance rows are scoped by the branch's organisation (meetingAttendanceItem.ts): they move with it.
    await ctx.tx.query(
      'UPDATE vg_meeting_attendance a SET org_id = $2 FROM vg_meeting g WHERE g.id = a.meeting_id AND g.branch_id = $1 AND a.org_id <> $2',
      [record.id, record.orgId],
    );
  },
};
