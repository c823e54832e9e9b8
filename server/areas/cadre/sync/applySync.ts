/**
 * Applies a compared batch in one transaction: new people created and changed ones updated through the
 * engine's batch writes (a person changed since the comparison stops everything: compare again), and
 * every conflict or error recorded in 同步异常 (synchronouserror); a person it names who is on file is
 * moved to 数据异常 (abnormal data) with the reason. All of it, or nothing.
 */
import { randomUUID } from 'node:crypto';
import { zh } from '../../../../model/i18n/index.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import { CODE_BUSINESS } from '../../../../model/wire.ts';
import { insertRows } from '../../../db/bulk.ts';
import type { Queryable } from '../../../db/db.ts';
import { logOperation, type Actor } from '../../../engine/oplog.ts';
import type { ReadDeps } from '../../../engine/read.ts';
import { createMany, RowError, updateMany } from '../../../engine/writeBatch.ts';
import { AppError } from '../../../http/errors.ts';
import type { SyncRow } from '../../../../model/cadreSync.ts';

/** Writes the good rows; returns how many people were created or changed. */
export async function writeSyncRows(tx: Queryable, deps: ReadDeps, actor: Actor, rows: readonly SyncRow[]): Promise<number> {
  const def = resourceByName('cadre')!;
  const fresh = rows.filter((r) => r.kind === 'new');
  const changed = rows.filter((r) => r.kind === 'changed');
  try {
    await createMany(tx, deps, def, actor, fresh.map((r) => ({ row: r.rowNo, values: { ...r.input, dataSource: 'sync', syncKey: r.idCard } })));
    await updateMany(tx, deps, def, actor, changed.map((r) => ({ row: r.rowNo, id: r.cadreId!, version: r.cadreVersion!, values: r.input })));
  } catch (e) {
    if (!(e instanceof RowError)) throw e;
    const message = e.error.status === 409 ? zh('cadre.syncStale', { row: e.row }) : zh('cadre.rowFailed', { row: e.row, message: e.error.userMessage });
    throw new AppError(e.error.status === 409 ? 409 : 400, message, CODE_BUSINESS, { row: e.row });
  }
  return fresh.length + changed.length;
}

/** Records failed rows as sync errors and marks the people they name who are on file as abnormal. */
export async function recordSyncFailures(tx: Queryable, actor: Actor, batchId: string | null, fallbackOrg: string, rows: readonly SyncRow[]): Promise<number> {
  const failed = rows.filter((r) => r.kind === 'error' || r.kind === 'conflict');
  await insertRows(tx, 'cadre_sync_error', failed.map((r) => ({
    id: randomUUID().replaceAll('-', ''), batch_id: batchId, row_no: r.rowNo, real_name: r.realName, id_card: r.idCard, unit_code: r.unitCode,
    org_id: r.orgId ?? fallbackOrg, error_code: r.errorCode, error_message: r.errorMessage, cadre_id: r.cadreId,
    payload: JSON.stringify({ ...r.input, ...(r.unitCode ? { unitCode: r.unitCode } : {}), ...(r.idCard ? { idCard: r.idCard } : {}), ...(r.realName ? { realName: r.realName } : {}) }),
    create_by: actor.principal.userId, update_by: actor.principal.userId,
  })));
  for (const r of failed.filter((f) => f.cadreId)) {
    const [moved] = await tx.query<{ real_name: string }>(
      `UPDATE cadre SET status = 'abnormal', status_reason = $2, version = version + 1, update_by = $3, update_time = now()
        WHERE id = $1 AND del_flag = 0 AND status = 'normal' RETURNING real_name`,
      [r.cadreId, `编办同步：${r.errorMessage}`.slice(0, 500), actor.principal.userId],
    );
    if (moved) {
      await logOperation(tx, actor, { resource: 'cadre', recordId: r.cadreId, action: 'transition', title: moved.real_name, changes: { status: ['normal', 'abnormal'], reason: [null, r.errorMessage] } });
    }
  }
  return failed.length;
}
