/**
 * Points a finished activity gives (docs/enjoyLife.md "积分"): each cadre who signed in (已签到) to it is credited
 * ACTIVITY_POINTS under the rule 参加活动, once. The ledger is kept in step with the attendance afterwards: an
 * enrolment deleted, or its sign-in taken back, gives a correcting entry (积分更正) that offsets the credit; one
 * restored or signed in later is credited then. Entries are only ever added (integral.ts), each with the cadre's
 * balance after it, the cadre's row locked as integralHooks.ts does.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { HookContext } from '../../engine/hooks.ts';
import { newId } from '../../engine/write.ts';

/** The points of 参加活动: the bureau's rule for one activity attended. */
export const ACTIVITY_POINTS = 2;
const ATTENDED = '2';
const CORRECTION = '9';

type Standing = {
  cadre_id: string;
  cadre_name: string;
  org_id: string;
  /** Signed in to the activity, with a live enrolment. */
  due: boolean;
  /** What the ledger has credited for the activity so far. */
  credited: number;
  /** The last credit, which a correction names. */
  last_id: string | null;
};

/** Brings the ledger in line with the attendance of `activityId`, if it is finished (of one cadre, or of all). */
export async function settleActivityPoints(ctx: HookContext, activityId: string, cadreId?: string): Promise<void> {
  const [activity] = await ctx.tx.query<{ title: string; status: string }>('SELECT title, status FROM el_activity WHERE id = $1', [activityId]);
  if (activity?.status !== 'finished') return;
  const standings = await ctx.tx.query<Standing>(
    `SELECT c.id AS cadre_id, c.real_name AS cadre_name, c.manage_org_id AS org_id,
            bool_or(e.del_flag = 0 AND e.attended) AS due,
            coalesce((SELECT sum(i.points) FROM el_integral i WHERE i.activity_id = $1 AND i.cadre_id = c.id), 0)::int AS credited,
            (SELECT i.id FROM el_integral i WHERE i.activity_id = $1 AND i.cadre_id = c.id AND i.points > 0 ORDER BY i.entry_time DESC, i.id DESC LIMIT 1) AS last_id
       FROM el_activity_enrolment e JOIN cadre c ON c.id = e.cadre_id
      WHERE e.activity_id = $1 AND ($2::text IS NULL OR e.cadre_id = $2)
      GROUP BY c.id, c.real_name, c.manage_org_id
      ORDER BY c.id`,
    [activityId, cadreId ?? null],
  );
  for (const s of standings) {
    const owed = (s.due ? ACTIVITY_POINTS : 0) - s.credited;
    if (owed === 0) continue;
    await ctx.tx.query('SELECT id FROM cadre WHERE id = $1 FOR UPDATE', [s.cadre_id]);
    const [sum] = await ctx.tx.query<{ total: number }>('SELECT coalesce(sum(points), 0)::int AS total FROM el_integral WHERE cadre_id = $1 AND del_flag = 0', [s.cadre_id]);
    const correction = owed < 0;
    await ctx.tx.query(
      `INSERT INTO el_integral (id, cadre_id, cadre_name, org_id, rule, points, reason, entry_time, corrects_id, balance, activity_id, create_by, update_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8, $9, $10, $11, $11)`,
      [
        newId(), s.cadre_id, s.cadre_name, s.org_id, correction ? CORRECTION : ATTENDED, owed,
        zh(correction ? 'enjoyLife.pointsWithdrawn' : 'enjoyLife.pointsAttended', { title: activity.title }), correction ? s.last_id : null, sum!.total + owed, activityId,
        ctx.principal.userId,
      ],
    );
  }
}
