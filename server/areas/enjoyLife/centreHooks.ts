/**
 * Server rules of the activity centres and what belongs to them (docs/enjoyLife.md "活动中心与活动"): a record
 * of a centre takes the centre's name, which follows a renamed centre; a centre counts its rooms and a team its
 * people; a centre or an announcement is published only to organisations chosen; an activity's places never
 * fall below its enrolments.
 */
import { zh } from '../../../model/i18n/index.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { HookContext, ResourceHooks } from '../../engine/hooks.ts';
import { findRow } from '../../engine/read.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { settleActivityPoints } from './activityPoints.ts';

/** Tables whose rows keep their centre's name. */
const WITH_CENTER_NAME = ['el_activity_room', 'el_activity_team', 'el_activity_announcement', 'el_activity', 'el_activity_appointment', 'el_activity_team_member'];

/** A live row of `resource` the principal may see, by id (undefined: the engine refuses the reference). */
export async function visibleRow(ctx: HookContext, resource: string, id: unknown) {
  return typeof id === 'string' ? findRow(ctx.tx, resourceByName(resource)!, ctx.principal, id) : undefined;
}

async function recountRooms(q: Queryable, centerId: string): Promise<void> {
  await q.query('UPDATE el_activity_center SET room_count = (SELECT count(*)::int FROM el_activity_room WHERE center_id = $1 AND del_flag = 0) WHERE id = $1', [centerId]);
}

async function recountMembers(q: Queryable, teamId: string): Promise<void> {
  await q.query('UPDATE el_activity_team SET member_count = (SELECT count(*)::int FROM el_activity_team_member WHERE team_id = $1 AND del_flag = 0) WHERE id = $1', [teamId]);
}

/** The id a written record names in `field` (a wire record on create, update and moves; a row on delete). */
const idIn = (record: object, field: string, column: string): string | undefined => {
  const r = record as Record<string, unknown>;
  const value = field in r ? r[field] : r[column];
  return typeof value === 'string' ? value : undefined;
};

const deriveCenterName: ResourceHooks['derive'] = async (ctx, op, values) => {
  if (op !== 'create') return {};
  const center = await visibleRow(ctx, 'activityCenter', values.centerId);
  return center ? { centerName: String(center.title) } : {};
};

/** Publishing needs the organisations the item is published to (the centre's own; an announcement its centre's). */
export const centerHooks: ResourceHooks = {
  async afterWrite(ctx, op, record) {
    const r = record as Record<string, unknown>;
    if (op === 'transition' && r.pushStatus === '1' && !(Array.isArray(r.receiveOrgs) && r.receiveOrgs.length)) {
      throw fieldError('receiveOrgs', zh('enjoyLifeCentre.noReceivers'));
    }
    if (op === 'update' && typeof r.title === 'string') {
      for (const table of WITH_CENTER_NAME) {
        const key = table === 'el_activity_appointment' ? 'room_id IN (SELECT id FROM el_activity_room WHERE center_id = $1)'
          : table === 'el_activity_team_member' ? 'team_id IN (SELECT id FROM el_activity_team WHERE center_id = $1)'
          : 'center_id = $1';
        await ctx.tx.query(`UPDATE ${table} SET center_name = $2 WHERE ${key} AND center_name <> $2`, [r.id, r.title]);
      }
    }
  },
};

export const roomHooks: ResourceHooks = {
  derive: deriveCenterName,
  async afterWrite(ctx, op, record) {
    const centerId = idIn(record, 'centerId', 'center_id');
    if (centerId && op !== 'update' && op !== 'transition') await recountRooms(ctx.tx, centerId);
    const r = record as Record<string, unknown>;
    if (op === 'update' && typeof r.name === 'string') {
      await ctx.tx.query('UPDATE el_activity_appointment SET room_name = $2 WHERE room_id = $1 AND room_name <> $2', [r.id, r.name]);
    }
  },
};

export const teamHooks: ResourceHooks = {
  derive: deriveCenterName,
  async afterWrite(ctx, op, record) {
    const r = record as Record<string, unknown>;
    if (op === 'update' && typeof r.name === 'string') {
      await ctx.tx.query('UPDATE el_activity_team_member SET team_name = $2 WHERE team_id = $1 AND team_name <> $2', [r.id, r.name]);
    }
  },
};

export const teamMemberHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const team = await visibleRow(ctx, 'activityTeam', values.teamId);
    return team ? { teamName: String(team.name), centerName: String(team.center_name) } : {};
  },
  async afterWrite(ctx, op, record) {
    const teamId = idIn(record, 'teamId', 'team_id');
    if (teamId && op !== 'update') await recountMembers(ctx.tx, teamId);
  },
};

export const announcementHooks: ResourceHooks = { derive: deriveCenterName };

export const activityHooks: ResourceHooks = {
  derive: deriveCenterName,
  async beforeWrite(_ctx, op, values, current) {
    if (op === 'update' && current && typeof values.quota === 'number' && values.quota < Number(current.enrolled)) {
      throw fieldError('quota', zh('enjoyLifeCentre.quotaBelowEnrolled', { enrolled: Number(current.enrolled) }));
    }
  },
  async afterWrite(ctx, op, record) {
    const r = record as Record<string, unknown>;
    if (op === 'update' && typeof r.title === 'string') {
      await ctx.tx.query('UPDATE el_activity_enrolment SET activity_title = $2 WHERE activity_id = $1 AND activity_title <> $2', [r.id, r.title]);
    }
    if (op === 'transition' && r.status === 'finished') await settleActivityPoints(ctx, String(r.id));
  },
};
