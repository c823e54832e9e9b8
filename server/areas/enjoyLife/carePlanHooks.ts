/**
 * Server rules of 一人一策 (model/resources/onePersonOneStrategy.ts): a plan is for a cadre in the user's scope
 * (the cadre's name and organisation copied in, as every work record), and a cadre has one plan in force at a
 * time. A partial unique index holds the second rule against concurrent writers; this says it in words first.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { deriveSubRecord } from '../cadre/hooks/subRecordHooks.ts';

export function carePlanHooks(def: ResourceDef): ResourceHooks {
  return {
    derive: (ctx, op, values) => deriveSubRecord(def, ctx, op, values),
    async beforeWrite(ctx, op, values) {
      if (op !== 'create' || typeof values.cadreId !== 'string') return;
      const [inForce] = await ctx.tx.query(
        `SELECT 1 FROM el_care_plan WHERE cadre_id = $1 AND status = 'active' AND del_flag = 0`, [values.cadreId],
      );
      if (inForce) throw fieldError('cadreId', zh('enjoyLifeCare.planInForce'));
    },
  };
}
