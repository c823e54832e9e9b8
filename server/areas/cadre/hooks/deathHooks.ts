/**
 * Death and survivors (domain.md §3.8–3.9). Saving a death record moves its cadre to deceased with the
 * date of death and stops birthday reminders, in the same transaction; removing it (a record made in error)
 * puts the cadre back on file. Survivors exist only for a deceased cadre.
 */
import { zh } from '../../../../model/i18n/index.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import type { HookContext, ResourceHooks } from '../../../engine/hooks.ts';
import { logOperation } from '../../../engine/oplog.ts';
import { businessError } from '../../../http/errors.ts';
import { fieldError } from '../fieldError.ts';
import { cadreOf } from './cadreOf.ts';

async function setCadreState(ctx: HookContext, cadreId: string, change: { status: string; deathDate: string | null; reminder: boolean }): Promise<void> {
  const [before] = await ctx.tx.query<{ status: string; real_name: string; death_date: string | null }>(
    'SELECT status, real_name, death_date FROM cadre WHERE id = $1 FOR UPDATE',
    [cadreId],
  );
  if (!before || (before.status === change.status && before.death_date === change.deathDate)) return;
  await ctx.tx.query(
    `UPDATE cadre SET status = $2, death_date = $3::date, is_reminder = $4, version = version + 1, update_by = $5, update_time = now() WHERE id = $1`,
    [cadreId, change.status, change.deathDate, change.reminder, ctx.principal.userId],
  );
  // The hook has no request at hand: the cadre's history shows who and when, the death record's shows why.
  await logOperation(ctx.tx, { principal: ctx.principal, ip: '', requestId: '' }, {
    resource: 'cadre',
    recordId: cadreId,
    action: 'transition',
    title: before.real_name,
    changes: { status: [before.status, change.status], deathDate: [before.death_date, change.deathDate] },
  });
}

async function liveSurvivors(q: Queryable, cadreId: unknown): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM cadre_survivor WHERE cadre_id = $1 AND del_flag = 0 LIMIT 1', [cadreId]);
  return rows.length > 0;
}

export const deathHooks: ResourceHooks = {
  async beforeWrite(ctx, op, values, current) {
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId ?? current?.cadre_id);
    const dieDate = (values.dieDate ?? current?.die_date) as string | undefined;
    if (cadre?.dateOfBirth && dieDate && dieDate < cadre.dateOfBirth) {
      throw fieldError('dieDate', zh('cadre.deathBeforeBirth', { birth: cadre.dateOfBirth }));
    }
  },
  async beforeDelete(ctx, row: Row) {
    if (await liveSurvivors(ctx.tx, row.cadre_id)) throw businessError(zh('cadre.deathHasSurvivors'), 400);
  },
  async afterWrite(ctx, op, record) {
    const cadreId = String(record.cadreId ?? record.cadre_id);
    if (op === 'delete') await setCadreState(ctx, cadreId, { status: 'normal', deathDate: null, reminder: true });
    else await setCadreState(ctx, cadreId, { status: 'deceased', deathDate: String(record.dieDate), reminder: false });
  },
};

export const survivorHooks: ResourceHooks = {
  async beforeWrite(ctx, op, values) {
    if (op !== 'create') return;
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
    if (cadre && cadre.status !== 'deceased') throw fieldError('cadreId', zh('cadre.survivorLiving'));
  },
};
