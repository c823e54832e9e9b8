/**
 * Server rules of 兼职登记 (model/resources/parttime.ts) that need more than the record [POL-jz]: one
 * 社会团体 post at a time, no third term in the same group, no new post for a cadre of 70 or older on the
 * post's first day. Each refusal names its rule; the record checks (parttimeChecks.ts) hold the others.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { ageOn } from '../../../model/resources/cadreDates.ts';
import { PARTTIME_AGE_LIMIT, PARTTIME_MAX_TERMS, SOCIAL_GROUP } from '../../../model/resources/parttime.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';
import { deriveSubRecord } from '../cadre/hooks/subRecordHooks.ts';

const OPEN_END = '9999-12-31';

export function parttimeHooks(def: ResourceDef): ResourceHooks {
  return {
    derive: (ctx, op, values) => deriveSubRecord(def, ctx, op, values),
    async beforeWrite(ctx, op, values, current) {
      // The record as it will be: the values sent over the stored row.
      const value = (name: string, column: string) => (values[name] !== undefined ? values[name] : current?.[column]);
      const cadreId = value('cadreId', 'cadre_id');
      const id = current?.id ?? '';
      const start = String(value('startDate', 'start_date'));
      const end = (value('endDate', 'end_date') as string | null) || OPEN_END;
      const group = String(value('socialGroup', 'social_group'));

      if (op === 'create' || start !== current?.start_date) {
        const birth = (await cadreOf(ctx.tx, ctx.principal, cadreId))?.dateOfBirth;
        const age = birth ? ageOn(birth, start) : 0;
        if (age >= PARTTIME_AGE_LIMIT) throw fieldError('startDate', zh('workRecord.tooOld', { age }));
      }
      if (op === 'create' || group !== current?.social_group) {
        const [{ n }] = (await ctx.tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM wr_parttime WHERE cadre_id = $1 AND social_group = $2 AND id <> $3 AND del_flag = 0',
          [cadreId, group, id],
        )) as [{ n: number }];
        if (n >= PARTTIME_MAX_TERMS) throw fieldError('termNo', zh('workRecord.thirdTerm', { group }));
      }
      if (value('groupType', 'group_type') === SOCIAL_GROUP) {
        const [other] = await ctx.tx.query<{ social_group: string }>(
          `SELECT social_group FROM wr_parttime WHERE cadre_id = $1 AND group_type = $2 AND id <> $3 AND del_flag = 0
             AND start_date <= $4::date AND coalesce(end_date, $5::date) >= $6::date LIMIT 1`,
          [cadreId, SOCIAL_GROUP, id, end, OPEN_END, start],
        );
        if (other) throw fieldError('socialGroup', zh('workRecord.oneSocialGroup', { group: other.social_group }));
      }
    },
  };
}
