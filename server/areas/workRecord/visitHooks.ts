/**
 * Server rules of 走访慰问 (the `<visitType>Visit` resources, one table): each kind sees and writes only its
 * own rows, a new visit takes its cadre's name and managing organisation, and a condolence's survivor must
 * be a survivor of the visit's cadre.
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
      if (typeof values.survivorId !== 'string') return;
      const cadreId = values.cadreId ?? current?.cadre_id;
      const [survivor] = await ctx.tx.query('SELECT 1 FROM cadre_survivor WHERE id = $1 AND cadre_id = $2 AND del_flag = 0', [values.survivorId, cadreId]);
      if (!survivor) throw fieldError('survivorId', zh('workRecord.survivorNotOfCadre'));
    },
    visibleWhere: (_principal, p, alias) => `${alias}.visit_type = ${p.add(type)}`,
  };
}
