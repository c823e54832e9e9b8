/**
 * POST importRecord/{batchId}/commit: the batch's valid rows written in ONE transaction through the
 * engine's batch writes (writeBatch.ts: validation, hooks, scope, operation log), in the background with
 * progress; all of them or, on any failure, none, with the reason recorded on the batch.
 */
import { zh } from '../../model/i18n/index.ts';
import { resourceByName } from '../../model/resources/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import { refreshStatistics } from '../db/refreshStatistics.ts';
import { limitTransaction } from '../db/statementTimeout.ts';
import { AppError, businessError, httpError } from '../http/errors.ts';
import type { FilesDeps } from './filesDeps.ts';
import { startProgress } from './importProgress.ts';
import { ownImport, type ImportRecord } from './importRecords.ts';
import { logOperation, type Actor } from './oplog.ts';
import { createMany, RowError, updateMany, type ChangedRow, type NewRow } from './writeBatch.ts';

const CHUNK = 1000;

export async function commitImport(deps: FilesDeps, actor: Actor, batchId: string): Promise<{ batchId: string; status: 'importing' }> {
  const record = await ownImport(deps, actor.principal, batchId);
  const def = resourceByName(record.resource);
  if (!def?.permissions.import || !actor.principal.permissions.has(def.permissions.import)) throw httpError(403, 'status.403');
  if (record.status !== 'validated') throw businessError(zh('import.notValidated', { status: zh(`import.status.${record.status}`) }));
  if (!record.rowsKept) throw businessError(zh('import.expired'));
  if (record.new + record.changed === 0) throw businessError(zh('import.nothingValid'));
  // One statement decides which of two clicks (or two instances) commits the batch.
  const [claimed] = await deps.db.query(
    `UPDATE import_record SET status = 'importing', progress = 0, updated_at = $2 WHERE id = $1 AND status = 'validated' RETURNING id`,
    [batchId, new Date(deps.clock.now())],
  );
  if (!claimed) throw businessError(zh('import.notValidated', { status: zh('import.status.importing') }));
  deps.jobs.run(`import ${batchId}`, (signal) => runCommit(deps, def, actor, record, signal));
  return { batchId, status: 'importing' };
}

async function runCommit(deps: FilesDeps, def: ResourceDef, actor: Actor, record: ImportRecord, signal: AbortSignal): Promise<void> {
  const { db, clock } = deps;
  const progress = startProgress(record.id, record.new + record.changed);
  try {
    const written = await db.transaction(async (tx) => {
      await limitTransaction(tx, deps.config.jobStatementTimeoutMs);
      let last = 0;
      let count = 0;
      for (;;) {
        if (signal.aborted) throw signal.reason;
        const rows = await tx.query<{ row_number: number; status: string; input: Record<string, unknown>; target_id: string | null; target_version: number | null }>(
          `SELECT row_number, status, input, target_id, target_version FROM import_row
            WHERE batch_id = $1 AND status IN ('new', 'changed') AND row_number > $2 ORDER BY row_number LIMIT ${CHUNK}`,
          [record.id, last],
        );
        if (!rows.length) break;
        const created: NewRow[] = [];
        const changed: ChangedRow[] = [];
        for (const r of rows) {
          if (r.status === 'new') created.push({ row: r.row_number, values: r.input });
          else changed.push({ row: r.row_number, values: r.input, id: r.target_id!, version: r.target_version! });
        }
        await createMany(tx, deps, def, actor, created);
        await updateMany(tx, deps, def, actor, changed);
        count += rows.length;
        progress.advance(rows.length);
        last = rows[rows.length - 1]!.row_number;
      }
      const now = new Date(clock.now());
      await tx.query(`UPDATE import_record SET status = 'imported', imported = $2, progress = 1, updated_at = $3, finished_at = $3 WHERE id = $1`, [
        record.id,
        count,
        now,
      ]);
      await logOperation(tx, actor, {
        resource: def.name,
        recordId: null,
        action: 'import',
        title: record.fileName,
        changes: { batchId: record.id, new: record.new, changed: record.changed, unchanged: record.unchanged, invalid: record.invalid },
      });
      return count;
    });
    deps.log.info('import committed', { batchId: record.id, rows: written });
    await refreshStatistics(db, [def.table]);
    await deps.onJobFinished(actor.principal.userId, { kind: 'import', id: record.id, status: 'imported', fileName: record.fileName });
  } catch (error) {
    let message: string;
    if (error instanceof RowError) message = zh('import.rowFailed', { row: error.row, message: error.error.userMessage });
    else if (error instanceof AppError) message = error.userMessage;
    else if (signal.aborted) message = zh('import.interrupted');
    else {
      message = zh('import.failed');
      deps.log.error('import commit failed', { err: error, batchId: record.id });
    }
    await db.query(`UPDATE import_record SET status = 'failed', error = $2, imported = 0, updated_at = $3, finished_at = $3 WHERE id = $1`, [
      record.id,
      message,
      new Date(clock.now()),
    ]);
    await deps.onJobFinished(actor.principal.userId, { kind: 'import', id: record.id, status: 'failed', fileName: record.fileName });
  } finally {
    progress.end();
  }
}
