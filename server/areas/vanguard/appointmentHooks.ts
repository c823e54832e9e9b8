/**
 * Server rules of the visit appointments of 党建阵地 and 教育基地: each kind keeps to its rows (kindHooks); an
 * appointment shows its base by name; its day is today or later; and the people booked for a base on one day
 * (submitted or approved) never exceed what the base receives at once. The base's row is locked while the
 * day is summed, so that two bookings at once cannot both take its last places.
 */
import { zh } from '../../../model/i18n/index.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { BaseKind } from '../../../model/resources/partyBase.ts';
import type { Row } from '../../db/db.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { findRow } from '../../engine/read.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { kindHooks } from './kindHooks.ts';

/** The states whose people a base expects. */
const BOOKED = ['submitted', 'approved'];

export function appointmentHooks(base: BaseKind): ResourceHooks {
  const kind = kindHooks(`${base}Appointment`);
  return {
    visibleWhere: kind.visibleWhere,
    async derive(ctx, op, values, current) {
      if (op !== 'create') return kind.derive(ctx, op, values, current);
      const row = typeof values.baseId === 'string' ? await findRow(ctx.tx, resourceByName(base)!, ctx.principal, values.baseId) : undefined;
      return { ...(await kind.derive(ctx, op, values, current)), ...(row ? { baseName: String(row.name) } : {}) };
    },
    async beforeWrite(ctx, op, values, current?: Row) {
      const visitDate = String(values.visitDate ?? current?.visit_date ?? '');
      if ('visitDate' in values && visitDate < todayCst()) throw fieldError('visitDate', zh('vanguard.visitDatePast'));
      if (!('visitDate' in values) && !('people' in values)) return;
      const baseId = values.baseId ?? current?.base_id;
      const [stored] = await ctx.tx.query<{ capacity: number }>('SELECT capacity FROM vg_party_base WHERE id = $1 FOR UPDATE', [baseId]);
      if (!stored) return;
      const [day] = await ctx.tx.query<{ booked: number }>(
        `SELECT COALESCE(sum(people), 0)::int AS booked FROM vg_base_appointment
         WHERE base_id = $1 AND visit_date = $2 AND status = ANY ($3::text[]) AND del_flag = 0 AND id <> $4`,
        [baseId, visitDate, BOOKED, current?.id ?? ''],
      );
      const people = Number(values.people ?? current?.people);
      if (day!.booked + people > stored.capacity) {
        throw fieldError('people', zh('vanguard.baseFull', { capacity: String(stored.capacity), booked: String(day!.booked) }));
      }
    },
  };
}
