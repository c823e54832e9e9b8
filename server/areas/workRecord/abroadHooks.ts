/**
 * Server rules of 出国（境）登记 (model/resources/abroad.ts): a trip's travel document is one of its cadre's,
 * a trip is closed (销假) only with its date of return, and the overdue list (abroadOverdue) holds the
 * departed trips whose planned return is more than a week ago.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { OVERDUE_AFTER_DAYS } from '../../../model/resources/abroadOverdue.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { deriveSubRecord } from '../cadre/hooks/subRecordHooks.ts';

export function abroadHooks(def: ResourceDef): ResourceHooks {
  return {
    derive: (ctx, op, values) => deriveSubRecord(def, ctx, op, values),
    async beforeWrite(ctx, _op, values, current) {
      // A departed trip is what was approved: only its return is recorded now (the engine passes what changes).
      const changed = current?.status === 'departed' ? Object.keys(values).find((name) => name !== 'actualReturnDate') : undefined;
      if (changed) throw fieldError(changed, zh('workRecord.departedOnlyReturn'));
      if (typeof values.certId !== 'string') return;
      const cadreId = values.cadreId ?? current?.cadre_id;
      const [cert] = await ctx.tx.query('SELECT 1 FROM wr_certificate WHERE id = $1 AND cadre_id = $2 AND del_flag = 0', [values.certId, cadreId]);
      if (!cert) throw fieldError('certId', zh('workRecord.certNotOfCadre'));
    },
    async afterWrite(_ctx, op, record) {
      // Throwing here rolls the transition back with its log row: the trip stays departed.
      if (op === 'transition' && record.status === 'returned' && !record.actualReturnDate) {
        throw fieldError('actualReturnDate', zh('workRecord.returnNeeded'));
      }
    },
  };
}

/** The last planned return that is overdue today (China's today, whatever the server's zone). */
export function overdueCutoff(today = todayCst()): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - OVERDUE_AFTER_DAYS * 86_400_000).toISOString().slice(0, 10);
}

export const abroadOverdueHooks: ResourceHooks = {
  visibleWhere: (_principal, p, alias) => `${alias}.status = 'departed' AND ${alias}.return_date < ${p.add(overdueCutoff())}::date`,
};
