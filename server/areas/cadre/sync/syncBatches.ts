/** Sync batches and their compared rows, as stored between the comparison and its application. */
import { randomUUID } from 'node:crypto';
import { zh } from '../../../../model/i18n/index.ts';
import type { Principal } from '../../auth/principal.ts';
import { insertRows } from '../../../db/bulk.ts';
import type { Queryable } from '../../../db/db.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import type { SyncKind, SyncRow } from '../../../../model/cadreSync.ts';

export interface SyncBatch {
  id: string;
  status: 'previewed' | 'applied' | 'discarded';
  orgId: string;
}

export const BATCH_COLUMNS = `b.id, b.source, b.file_name AS "fileName", b.format, b.status, b.total, b.new_count AS "newCount", b.changed_count AS "changedCount",
  b.unchanged_count AS "unchangedCount", b.conflict_count AS "conflictCount", b.error_count AS "errorCount", b.applied_count AS "appliedCount",
  b.org_id AS "orgId", b.create_time AS "createTime", b.applied_at AS "appliedAt"`;

export const ROW_COLUMNS = `r.row_no AS "rowNo", r.kind, r.id_card AS "idCard", r.real_name AS "realName", r.unit_code AS "unitCode", r.org_id AS "orgId",
  r.cadre_id AS "cadreId", r.cadre_version AS "cadreVersion", r.input, r.changes, r.error_code AS "errorCode", r.error_message AS "errorMessage"`;

/** A batch the principal may see: run within their scope, or by themselves. */
export function batchVisible(principal: Principal, p: SqlParams): string {
  return orgScopeSql('b.org_id', principal.scope, p, 'b.create_by', principal.userId);
}

export async function storeBatch(q: Queryable, principal: Principal, meta: { source: 'file' | 'http'; fileName: string | null; format: string }, rows: SyncRow[]): Promise<string> {
  const id = randomUUID().replaceAll('-', '');
  const count = (kind: SyncKind) => rows.filter((r) => r.kind === kind).length;
  await q.query(
    `INSERT INTO cadre_sync_batch (id, source, file_name, format, status, total, new_count, changed_count, unchanged_count, conflict_count, error_count, org_id, create_by)
     VALUES ($1, $2, $3, $4, 'previewed', $5, $6, $7, $8, $9, $10, $11, $12)`,
    [id, meta.source, meta.fileName, meta.format, rows.length, count('new'), count('changed'), count('unchanged'), count('conflict'), count('error'), principal.deptId, principal.userId],
  );
  await insertRows(q, 'cadre_sync_row', rows.map((r) => ({
    batch_id: id, row_no: r.rowNo, kind: r.kind, id_card: r.idCard, real_name: r.realName, unit_code: r.unitCode, org_id: r.orgId, cadre_id: r.cadreId,
    cadre_version: r.cadreVersion, input: r.input, changes: r.changes, error_code: r.errorCode, error_message: r.errorMessage,
  })), 2000);
  return id;
}

/** A previewed batch of the principal, locked for its application or discarding. */
export async function claimBatch(q: Queryable, principal: Principal, id: string): Promise<SyncBatch> {
  const p = new SqlParams();
  const [b] = await q.query<{ id: string; status: SyncBatch['status']; org_id: string }>(
    `SELECT b.id, b.status, b.org_id FROM cadre_sync_batch b WHERE b.id = ${p.add(id)} AND ${batchVisible(principal, p)} FOR UPDATE`,
    p.values,
  );
  if (!b) throw businessError(zh('empty.noResultForId'));
  if (b.status !== 'previewed') throw businessError(zh('cadre.syncBatchState', { state: zh(b.status === 'applied' ? 'cadre.applied' : 'cadre.discarded') }), 409);
  return { id: b.id, status: b.status, orgId: b.org_id };
}

export async function batchRows(q: Queryable, batchId: string): Promise<SyncRow[]> {
  const rows = await q.query<SyncRow & Record<string, unknown>>(`SELECT ${ROW_COLUMNS} FROM cadre_sync_row r WHERE r.batch_id = $1 ORDER BY r.row_no`, [batchId]);
  return rows;
}
