/**
 * 编办同步 (synchronous) and 同步异常 (synchronouserror): compare a feed and look at the result, apply or
 * discard it, and fix a failed row by re-applying it with corrected values.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import type { AreaDeps } from '../../../areas.ts';
import { refreshStatistics } from '../../../db/refreshStatistics.ts';
import { logOperation } from '../../../engine/oplog.ts';
import { findRow } from '../../../engine/read.ts';
import { API } from '../../../engine/routes.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { AppError, businessError } from '../../../http/errors.ts';
import type { Ctx, Router } from '../../../http/router.ts';
import { CODE_BUSINESS } from '../../../../model/wire.ts';
import { pageOf } from '../../../db/pageOf.ts';
import { pageParams } from '../../../http/pageParams.ts';
import { CODES, requireAll } from '../permissions.ts';
import { writeSyncRows, recordSyncFailures } from './applySync.ts';
import { compareFeed } from './compareFeed.ts';
import { BATCH_COLUMNS, batchRows, batchVisible, claimBatch, ROW_COLUMNS, storeBatch } from './syncBatches.ts';
import { parseFeed, SYNC_FIELDS } from './syncFeed.ts';
import { actorOf, objectBody } from '../../../engine/requestParts.ts';

export function syncRoutes(router: Router, deps: AreaDeps): void {
  const base = `${API}/cadreSync`;
  const summary = async (ctx: Ctx, id: string) => {
    const p = new SqlParams();
    const [batch] = await deps.db.query(`SELECT ${BATCH_COLUMNS} FROM cadre_sync_batch b WHERE b.id = ${p.add(id)} AND ${batchVisible(ctx.principal!, p)}`, p.values);
    if (!batch) throw businessError(zh('empty.noResultForId'));
    return batch;
  };

  router.post(`${base}/preview`, requireAll([CODES.syncView], async (ctx) => {
    const body = await objectBody(ctx);
    const feed = await parseFeed(body);
    const rows = await compareFeed(deps.db, deps, ctx.principal!, feed.rows);
    const source = body.source === 'http' ? 'http' : 'file';
    const id = await deps.db.transaction((tx) =>
      storeBatch(tx, ctx.principal!, { source, fileName: typeof body.fileName === 'string' ? body.fileName.slice(0, 200) : null, format: feed.format }, rows),
    );
    return summary(ctx, id);
  }));
  router.get(`${base}/batches`, requireAll([CODES.syncView], (ctx) => {
    const p = new SqlParams();
    return pageOf(deps.db, { from: `FROM cadre_sync_batch b WHERE ${batchVisible(ctx.principal!, p)}`, columns: BATCH_COLUMNS, order: 'b.create_time DESC, b.id' }, p.values, pageParams(ctx.query));
  }));
  router.get(`${base}/{batchId}`, requireAll([CODES.syncView], (ctx) => summary(ctx, ctx.params.batchId!)));
  router.get(`${base}/{batchId}/rows`, requireAll([CODES.syncView], async (ctx) => {
    await summary(ctx, ctx.params.batchId!);
    const p = new SqlParams();
    const kinds = ctx.query.getAll('kind').flatMap((k) => k.split(',')).filter(Boolean);
    const where = `r.batch_id = ${p.add(ctx.params.batchId!)}${kinds.length ? ` AND r.kind = ANY (${p.add(kinds)}::text[])` : ''}`;
    return pageOf(deps.db, { from: `FROM cadre_sync_row r WHERE ${where}`, columns: ROW_COLUMNS, order: 'r.row_no' }, p.values, pageParams(ctx.query));
  }));
  router.post(`${base}/{batchId}/apply`, requireAll([CODES.syncApply], async (ctx) => {
    const actor = actorOf(ctx);
    const result = await deps.db.transaction(async (tx) => {
      const batch = await claimBatch(tx, actor.principal, ctx.params.batchId!);
      const rows = await batchRows(tx, batch.id);
      const applied = await writeSyncRows(tx, deps, actor, rows);
      const failed = await recordSyncFailures(tx, actor, batch.id, batch.orgId, rows);
      await tx.query(`UPDATE cadre_sync_batch SET status = 'applied', applied_count = $2, applied_by = $3, applied_at = now() WHERE id = $1`, [batch.id, applied, actor.principal.userId]);
      return { applied, failed };
    });
    await refreshStatistics(deps.db, ['cadre', 'cadre_sync_error']);
    return { ...(await summary(ctx, ctx.params.batchId!)), ...result };
  }));
  router.post(`${base}/{batchId}/discard`, requireAll([CODES.syncApply], async (ctx) => {
    await deps.db.transaction(async (tx) => {
      const batch = await claimBatch(tx, ctx.principal!, ctx.params.batchId!);
      await tx.query(`UPDATE cadre_sync_batch SET status = 'discarded' WHERE id = $1`, [batch.id]);
    });
    return summary(ctx, ctx.params.batchId!);
  }));

  router.post(`${API}/cadreSyncError/{id}/retry`, requireAll([CODES.syncErrorHandle], async (ctx) => {
    const actor = actorOf(ctx);
    const corrections = (await objectBody(ctx)).values;
    return deps.db.transaction(async (tx) => {
      const row = await findRow(tx, resourceByName('cadreSyncError')!, actor.principal, ctx.params.id!, { lock: true });
      if (!row) throw businessError(zh('empty.noResultForId'));
      if (row.status !== 'pending') throw businessError(zh('cadre.syncNotPending'), 409);
      const values: Record<string, string> = {};
      const given = { ...JSON.parse(String(row.payload)), ...(corrections && typeof corrections === 'object' ? corrections : {}) };
      for (const f of SYNC_FIELDS) if (given[f] !== undefined && given[f] !== null && String(given[f]).trim()) values[f] = String(given[f]).trim();
      const [compared] = await compareFeed(tx, deps, actor.principal, [{ rowNo: Number(row.row_no ?? 1), values }]);
      if (compared!.kind === 'error' || compared!.kind === 'conflict') {
        throw new AppError(400, compared!.errorMessage ?? '', CODE_BUSINESS, { errorCode: compared!.errorCode });
      }
      await writeSyncRows(tx, deps, actor, [compared!]);
      await tx.query(`UPDATE cadre_sync_error SET status = 'fixed', status_reason = '已修正并重新同步', version = version + 1, update_by = $2, update_time = now() WHERE id = $1`, [row.id, actor.principal.userId]);
      await logOperation(tx, actor, { resource: 'cadreSyncError', recordId: String(row.id), action: 'transition', title: String(row.real_name ?? ''), changes: { status: ['pending', 'fixed'] } });
      return { kind: compared!.kind, cadreId: compared!.cadreId };
    });
  }));
}
