/**
 * Server rules of 积分管理 (docs/enjoyLife.md): an entry takes its cadre's name and organisation, and the
 * cadre's balance after it (the sum of their points so far, this entry's too); a correction names an entry of
 * the same cadre. The cadre's row is locked first, so that two entries at once see each other's points.
 * Entries are never edited in place (the lifecycle's only state is not editable) nor deleted (no one holds it).
 */
import { zh } from '../../../model/i18n/index.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';

export const integralHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
    if (!cadre) return {};
    await ctx.tx.query(`SELECT id FROM cadre WHERE id = $1 FOR UPDATE`, [cadre.id]);
    const [sum] = await ctx.tx.query<{ total: number }>(`SELECT coalesce(sum(points), 0)::int AS total FROM el_integral WHERE cadre_id = $1 AND del_flag = 0`, [cadre.id]);
    return { cadreName: cadre.realName, orgId: cadre.manageOrgId, balance: sum!.total + Number(values.points) };
  },
  async beforeWrite(ctx, op, values) {
    if (op !== 'create' || typeof values.correctsId !== 'string') return;
    const [corrected] = await ctx.tx.query<{ cadre_id: string }>(`SELECT cadre_id FROM el_integral WHERE id = $1`, [values.correctsId]);
    if (corrected && corrected.cadre_id !== values.cadreId) throw fieldError('correctsId', zh('enjoyLife.correctsOtherCadre'));
  },
};
