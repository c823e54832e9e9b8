/** Server rule of 银龄工作室 (studio): the leader's name beside the reference, for the list and its search. */
import type { ResourceHooks } from '../../engine/hooks.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';

export const studioHooks: ResourceHooks = {
  async derive(ctx, _op, values) {
    if (!('leaderCadreId' in values)) return {};
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.leaderCadreId);
    return { leaderName: cadre?.realName ?? null };
  },
};
