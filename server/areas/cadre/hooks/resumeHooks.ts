/**
 * Work résumé rules that need the other periods or the cadre (domain.md §3.4): periods of one cadre do
 * not overlap (sharing the month of a change of post is not an overlap), and none starts before 14.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { addYears, monthOf } from '../../../../model/resources/cadreDates.ts';
import type { ResourceHooks } from '../../../engine/hooks.ts';
import { fieldError } from '../fieldError.ts';
import { cadreOf } from './cadreOf.ts';

const OPEN_END = '9999-12';

export const resumeHooks: ResourceHooks = {
  async beforeWrite(ctx, op, values, current) {
    if (op === 'update' && !('startDate' in values) && !('endDate' in values)) return;
    const cadreId = values.cadreId ?? current?.cadre_id;
    const start = String(values.startDate ?? current?.start_date);
    const end = (('endDate' in values ? values.endDate : current?.end_date) as string | null) ?? OPEN_END;
    const cadre = await cadreOf(ctx.tx, ctx.principal, cadreId);
    if (cadre?.dateOfBirth && start < monthOf(addYears(cadre.dateOfBirth, 14))) throw fieldError('startDate', zh('cadre.resumeTooEarly'));
    const [other] = await ctx.tx.query<{ start_date: string; end_date: string | null; unit_name: string }>(
      `SELECT start_date, end_date, unit_name FROM cadre_resume
        WHERE cadre_id = $1 AND del_flag = 0 AND id <> $2 AND start_date < $4 AND coalesce(end_date, '${OPEN_END}') > $3
        ORDER BY start_date LIMIT 1`,
      [cadreId, current?.id ?? '', start, end],
    );
    if (other) {
      throw fieldError('startDate', zh('cadre.resumeOverlap', { from: other.start_date, to: other.end_date ?? zh('cadre.until'), unit: other.unit_name.slice(0, 40) }));
    }
  },
};
