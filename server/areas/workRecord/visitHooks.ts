/**
 * Server rules of 走访慰问 (the `<visitType>Visit` resources, one table): each kind sees and writes only its
 * own rows, a new visit takes its cadre's name and managing organisation, a condolence's survivor must be a
 * survivor of the visit's cadre, and a hospital visit's stay one of the cadre's stays that the visit falls in.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { VisitType } from '../../../model/resources/visitRecord.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { deriveSubRecord } from '../cadre/hooks/subRecordHooks.ts';

export function visitHooks(def: ResourceDef, type: VisitType): ResourceHooks {
  return {
    async derive(ctx, op, values) {
      return { ...(await deriveSubRecord(def, ctx, op, values)), ...(op === 'create' ? { visitType: type } : {}) };
    },
    async beforeWrite(ctx, _op, values, current) {
      const cadreId = values.cadreId ?? current?.cadre_id;
      if (typeof values.survivorId === 'string') {
        const [survivor] = await ctx.tx.query('SELECT 1 FROM cadre_survivor WHERE id = $1 AND cadre_id = $2 AND del_flag = 0', [values.survivorId, cadreId]);
        if (!survivor) throw fieldError('survivorId', zh('workRecord.survivorNotOfCadre'));
      }
      const stayId = values.inpatientId !== undefined ? values.inpatientId : current?.inpatient_id;
      if (typeof stayId === 'string') {
        const [stay] = await ctx.tx.query<{ during: boolean }>(
          `SELECT $3::date BETWEEN admission_date AND coalesce(discharge_date, $3::date) AS during FROM wr_inpatient WHERE id = $1 AND cadre_id = $2 AND del_flag = 0`,
          [stayId, cadreId, values.visitDate ?? current?.visit_date],
        );
        if (!stay) throw fieldError('inpatientId', zh('workRecord.stayNotOfCadre'));
        if (!stay.during) throw fieldError('visitDate', zh('workRecord.visitOutsideStay'));
      }
    },
    // A stay with a visit recorded during it has been visited (the stay's 已看望, kept in step here).
    async afterWrite(ctx, op, record) {
      const stayId = op === 'create' || op === 'update' ? record.inpatientId : undefined;
      if (typeof stayId !== 'string') return;
      await ctx.tx.query('UPDATE wr_inpatient SET is_visited = true, version = version + 1, update_time = now() WHERE id = $1 AND NOT is_visited', [stayId]);
    },
    visibleWhere: (_principal, p, alias) => `${alias}.visit_type = ${p.add(type)}`,
  };
}
