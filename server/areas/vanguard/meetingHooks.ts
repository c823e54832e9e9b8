/**
 * Server rules of 三会一课考勤: a meeting recorded gets one attendance row per active member of its branch (of
 * its committee for 支委会), marked 出席 (the recorder then marks who was on leave, absent or sent a proxy); a row is only for an active
 * member of the meeting's branch, once; the meeting's expected and present counts and its rate follow its rows.
 */
import { zh } from '../../../model/i18n/index.ts';
import { COMMITTEE_MEETING, COMMITTEE_ROLES } from '../../../model/meetingSchedule.ts';
import type { Queryable } from '../../db/db.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { findRow } from '../../engine/read.ts';
import { newId } from '../../engine/write.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';
import { deriveBranchName } from './branchHooks.ts';

const PRESENT = '1';

/** The members expected at a meeting of this type: the committee at 支委会, every active member otherwise. */
async function expectedMembers(q: Queryable, branchId: string, meetingType: unknown) {
  const committee = meetingType === COMMITTEE_MEETING;
  return q.query<{ cadre_id: string; cadre_name: string }>(
    `SELECT cadre_id, cadre_name FROM vg_party_member WHERE branch_id = $1 AND status = 'active' AND del_flag = 0 ${committee ? 'AND role = ANY ($2::text[])' : ''}
     ORDER BY cadre_name, cadre_id`,
    committee ? [branchId, COMMITTEE_ROLES] : [branchId],
  );
}

/** The rate in percent, two decimals; no one expected is no rate at all. */
const rateOf = (present: number, expected: number) => (expected ? Math.round((present * 10000) / expected) / 100 : 0);

async function recountMeeting(q: Queryable, meetingId: string): Promise<void> {
  const [c] = await q.query<{ expected: number; present: number }>(
    `SELECT count(*)::int AS expected, count(*) FILTER (WHERE attend_status = $2)::int AS present FROM vg_meeting_attendance WHERE meeting_id = $1 AND del_flag = 0`,
    [meetingId, PRESENT],
  );
  await q.query('UPDATE vg_meeting SET expected_count = $2, actual_count = $3, rate = $4 WHERE id = $1', [meetingId, c!.expected, c!.present, rateOf(c!.present, c!.expected)]);
}

export const meetingHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create' || typeof values.branchId !== 'string') return {};
    const n = (await expectedMembers(ctx.tx, values.branchId, values.meetingType)).length;
    return { ...(await deriveBranchName(ctx, op, values)), expectedCount: n, actualCount: n, rate: rateOf(n, n) };
  },
  async afterWrite(ctx, op, record) {
    // The rows leave the lists with their meeting and come back with it (their scope is their own org).
    if (op === 'delete' || op === 'restore') {
      await ctx.tx.query('UPDATE vg_meeting_attendance SET del_flag = $2 WHERE meeting_id = $1', [record.id, op === 'delete' ? 1 : 0]);
      return;
    }
    if (op !== 'create' || !('branchId' in record)) return;
    const org = await branchOrg(ctx.tx, String(record.branchId));
    for (const m of await expectedMembers(ctx.tx, String(record.branchId), record.meetingType)) {
      await ctx.tx.query(
        'INSERT INTO vg_meeting_attendance (id, meeting_id, org_id, cadre_id, cadre_name, attend_status, create_by, update_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)',
        [newId(), record.id, org, m.cadre_id, m.cadre_name, PRESENT, ctx.principal.userId],
      );
    }
  },
};

async function branchOrg(q: Queryable, branchId: string): Promise<string | undefined> {
  const [row] = await q.query<{ org_id: string }>('SELECT org_id FROM vg_party_branch WHERE id = $1', [branchId]);
  return row?.org_id;
}

export const attendanceItemHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
    const meeting = typeof values.meetingId === 'string' ? await findRow(ctx.tx, resourceByName('meetingAttendance')!, ctx.principal, values.meetingId) : undefined;
    return { ...(cadre ? { cadreName: cadre.realName } : {}), ...(meeting ? { orgId: await branchOrg(ctx.tx, String(meeting.branch_id)) } : {}) };
  },
  async beforeWrite(ctx, op, values) {
    if (op !== 'create') return;
    const [member] = await ctx.tx.query(
      `SELECT 1 FROM vg_meeting g JOIN vg_party_member m ON m.branch_id = g.branch_id WHERE g.id = $1 AND m.cadre_id = $2 AND m.status = 'active' AND m.del_flag = 0`,
      [values.meetingId, values.cadreId],
    );
    if (!member) throw fieldError('cadreId', zh('vanguard.notBranchMember'));
    const [taken] = await ctx.tx.query('SELECT 1 FROM vg_meeting_attendance WHERE meeting_id = $1 AND cadre_id = $2 AND del_flag = 0', [values.meetingId, values.cadreId]);
    if (taken) throw fieldError('cadreId', zh('vanguard.attendanceTaken'));
  },
  async afterWrite(ctx, _op, record) {
    const meetingId = 'meetingId' in record ? record.meetingId : record.meeting_id;
    if (typeof meetingId === 'string') await recountMeeting(ctx.tx, meetingId);
  },
};
