/**
 * Server rules of 骨干队伍 and 骨干培训: a core member and a trainee show the cadre by name; a trainee joins a
 * course that has not finished, once; the course counts its trainees.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';

export const backboneHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
    return cadre ? { cadreName: cadre.realName } : {};
  },
};

async function recountTrainees(q: Queryable, trainingId: string): Promise<void> {
  await q.query(
    'UPDATE vg_backbone_training SET trainee_count = (SELECT count(*) FROM vg_backbone_trainee t WHERE t.training_id = $1 AND t.del_flag = 0) WHERE id = $1',
    [trainingId],
  );
}

export const traineeHooks: ResourceHooks = {
  derive: backboneHooks.derive,
  async beforeWrite(ctx, op, values) {
    if (op !== 'create') return;
    const [training] = await ctx.tx.query<{ status: string }>('SELECT status FROM vg_backbone_training WHERE id = $1', [values.trainingId]);
    if (training?.status === 'finished') throw fieldError('trainingId', zh('vanguard.trainingFinished'));
    const [taken] = await ctx.tx.query('SELECT 1 FROM vg_backbone_trainee WHERE training_id = $1 AND cadre_id = $2 AND del_flag = 0', [values.trainingId, values.cadreId]);
    if (taken) throw fieldError('cadreId', zh('vanguard.traineeTaken'));
  },
  async afterWrite(ctx, _op, record) {
    const trainingId = 'trainingId' in record ? record.trainingId : record.training_id;
    if (typeof trainingId === 'string') await recountTrainees(ctx.tx, trainingId);
  },
};
