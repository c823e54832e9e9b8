/** Which branch a cadre is an active member of, read inside a write's transaction (any scope: the rule is global). */
import type { Queryable } from '../../db/db.ts';

export async function activeBranchOf(q: Queryable, cadreId: string): Promise<string | undefined> {
  const [row] = await q.query<{ branch_id: string }>(`SELECT branch_id FROM vg_party_member WHERE cadre_id = $1 AND status = 'active' AND del_flag = 0`, [cadreId]);
  return row?.branch_id;
}

/** Keeps a branch's member_count, the number of its active members, after a membership changed. */
export async function recountMembers(q: Queryable, branchId: string): Promise<void> {
  await q.query(
    `UPDATE vg_party_branch SET member_count = (SELECT count(*) FROM vg_party_member m WHERE m.branch_id = $1 AND m.status = 'active' AND m.del_flag = 0) WHERE id = $1`,
    [branchId],
  );
}
