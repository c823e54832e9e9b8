/**
 * Server rules of 活动报名 (activityEnrolment): a cadre enrols while the activity takes enrolments, within its
 * quota (the activity's row locked, so that two enrolments at once cannot both take the last place) and once
 * (a unique index besides); attendance is marked once the activity has begun; the activity's 已报名 and 已签到
 * follow every change (and a CHECK of migration 021 keeps 已报名 within the quota).
 */
import { zh } from '../../../model/i18n/index.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { HookContext, ResourceHooks } from '../../engine/hooks.ts';
import { businessError } from '../../http/errors.ts';
import { stateLabel } from '../../engine/stateLabel.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';
import { settleActivityPoints } from './activityPoints.ts';
import { visibleRow } from './centreHooks.ts';

const BEGUN = ['ongoing', 'finished'];

async function lockedActivity(ctx: HookContext, id: unknown) {
  const row = await visibleRow(ctx, 'activity', id);
  if (!row) return undefined;
  const [locked] = await ctx.tx.query<{ status: string; quota: number; title: string }>('SELECT status, quota, title FROM el_activity WHERE id = $1 FOR UPDATE', [row.id]);
  return locked;
}

const liveCount = async (q: Queryable, activityId: string) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM el_activity_enrolment WHERE activity_id = $1 AND del_flag = 0', [activityId]))[0]!.n;

async function recount(q: Queryable, activityId: string): Promise<void> {
  await q.query(
    `UPDATE el_activity SET enrolled = (SELECT count(*)::int FROM el_activity_enrolment WHERE activity_id = $1 AND del_flag = 0),
            attended = (SELECT count(*)::int FROM el_activity_enrolment WHERE activity_id = $1 AND del_flag = 0 AND attended) WHERE id = $1`,
    [activityId],
  );
}

export const enrolmentHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const activity = await visibleRow(ctx, 'activity', values.activityId);
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
    return { ...(activity ? { activityTitle: String(activity.title) } : {}), ...(cadre ? { cadreName: cadre.realName } : {}) };
  },
  async beforeWrite(ctx, op, values, current) {
    const activity = await lockedActivity(ctx, values.activityId ?? current?.activity_id);
    if (!activity) return;
    if (values.attended === true && !BEGUN.includes(activity.status)) throw fieldError('attended', zh('enjoyLifeCentre.attendBeforeStart'));
    if (op !== 'create') return;
    const activityId = String(values.activityId);
    if (activity.status !== 'enrolling') {
      throw fieldError('activityId', zh('enjoyLifeCentre.notEnrolling', { state: stateLabel(resourceByName('activity')!, activity.status) }));
    }
    const [twice] = await ctx.tx.query('SELECT 1 FROM el_activity_enrolment WHERE activity_id = $1 AND cadre_id = $2 AND del_flag = 0', [activityId, values.cadreId]);
    if (twice) throw fieldError('cadreId', zh('enjoyLifeCentre.enrolledTwice'));
    if ((await liveCount(ctx.tx, activityId)) >= activity.quota) throw fieldError('activityId', zh('enjoyLifeCentre.quotaFull', { quota: activity.quota }));
  },
  async afterWrite(ctx, op, record) {
    const r = record as Record<string, unknown>;
    const activityId = String(r.activityId ?? r.activity_id);
    if (op === 'restore') {
      const activity = await lockedActivity(ctx, activityId);
      if (activity && (await liveCount(ctx.tx, activityId)) > activity.quota) throw businessError(zh('enjoyLifeCentre.quotaFull', { quota: activity.quota }), 400);
    }
    await recount(ctx.tx, activityId);
    // A finished activity's attendance changed afterwards: the points follow it.
    await settleActivityPoints(ctx, activityId, String(r.cadreId ?? r.cadre_id));
  },
};
