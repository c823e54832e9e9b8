/**
 * Server rules of 活动预约 (activityAppointment): a booking takes its room's and centre's names, brings no more
 * people than the room holds, and never overlaps an approved booking of the room: refused when it is made or
 * changed, and when it is approved (the room's row locked first, so that two approvals at once are decided one
 * after the other). Migration 021's trigger holds the same rule in the database.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { Row } from '../../db/db.ts';
import { businessError } from '../../http/errors.ts';
import type { HookContext, ResourceHooks } from '../../engine/hooks.ts';
import { chinaTime } from '../../engine/chinaTime.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { visibleRow } from './centreHooks.ts';

/** States in which a booking holds its room. */
const HOLDING = ['approved', 'checkedIn'];

const shown = (t: unknown) => chinaTime(new Date(t as string | Date).getTime()).display.slice(0, 16);

/** The first booking holding the room that overlaps the slot, other than `exceptId`. */
async function clashOf(ctx: HookContext, roomId: string, start: unknown, end: unknown, exceptId: string): Promise<Row | undefined> {
  const [row] = await ctx.tx.query(
    `SELECT start_time, end_time FROM el_activity_appointment
      WHERE room_id = $1 AND id <> $2 AND del_flag = 0 AND status = ANY ($3::text[]) AND start_time < $5::timestamptz AND $4::timestamptz < end_time
      ORDER BY start_time LIMIT 1`,
    [roomId, exceptId, HOLDING, start, end],
  );
  return row;
}

const slotTaken = (clash: Row) => zh('enjoyLifeCentre.slotTaken', { from: shown(clash.start_time), to: shown(clash.end_time) });

export const appointmentHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const room = await visibleRow(ctx, 'activityRoom', values.roomId);
    return room ? { roomName: String(room.name), centerName: String(room.center_name) } : {};
  },
  async beforeWrite(ctx, op, values, current) {
    const roomId = String(values.roomId ?? current?.room_id ?? '');
    const room = await visibleRow(ctx, 'activityRoom', roomId);
    if (!room) return;
    const people = values.people ?? current?.people;
    if (typeof people === 'number' && people > Number(room.capacity)) {
      throw fieldError('people', zh('enjoyLifeCentre.overCapacity', { capacity: Number(room.capacity) }));
    }
    const start = values.startTime ?? current?.start_time;
    const end = values.endTime ?? current?.end_time;
    const clash = await clashOf(ctx, roomId, start, end, String(current?.id ?? ''));
    if (clash) throw fieldError('startTime', slotTaken(clash));
  },
  async afterWrite(ctx, op, record) {
    const r = record as Record<string, unknown>;
    // An approval takes the room; so does a restored booking that had taken it before its deletion.
    if (!((op === 'transition' && r.status === 'approved') || (op === 'restore' && HOLDING.includes(String(r.status))))) return;
    await ctx.tx.query('SELECT 1 FROM el_activity_room WHERE id = $1 FOR UPDATE', [r.roomId]);
    const clash = await clashOf(ctx, String(r.roomId), r.startTime, r.endTime, String(r.id));
    if (clash) throw businessError(slotTaken(clash), 400);
  },
};
