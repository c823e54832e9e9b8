/**
 * 编办同步 and 同步异常's own calls (docs/api.md "Cadre archive"): compare a feed with the archive, read a
 * comparison and its rows, apply or discard it, and retry a failed row with corrected values. The failures
 * themselves are the engine's resource cadreSyncError.
 */
import { SYNC_KINDS, type SyncKind, type SyncRow as StoredRow } from '../../../../model/cadreSync.ts';
import type { Page } from '../../../../model/wire.ts';
import { http } from '../../../http/client.ts';
import type { Params } from '../../../http/query.ts';

export { SYNC_KINDS, type SyncKind };
/** A compared row, keyed by its row number for the table. */
export type SyncRow = StoredRow & { id: string };

const API = '/lgbsmp/api/v1';
const BASE = `${API}/cadreSync`;
/** Comparing or applying 10 000 rows takes longer than an ordinary call. */
const LONG_MS = 300_000;


export type FeedFormat = 'json' | 'csv' | 'xlsx';

/** The body of POST cadreSync/preview: JSON rows, CSV text or an .xlsx in Base64. */
export type FeedBody = { source: 'file'; fileName: string; format: FeedFormat; rows?: unknown[]; content?: string };

export type SyncBatch = {
  id: string;
  source: 'file' | 'http';
  fileName: string | null;
  format: FeedFormat;
  status: 'previewed' | 'applied' | 'discarded';
  total: number;
  newCount: number;
  changedCount: number;
  unchangedCount: number;
  conflictCount: number;
  errorCount: number;
  appliedCount: number | null;
  orgId: string;
  createTime: string;
  appliedAt: string | null;
};

/** The answer of apply: the batch, with how many people were written and how many rows failed. */
export type AppliedBatch = SyncBatch & { applied: number; failed: number };

const one = (batchId: string) => `${BASE}/${encodeURIComponent(batchId)}`;

export function previewFeed(body: FeedBody): Promise<SyncBatch> {
  return http.post<SyncBatch>(`${BASE}/preview`, { json: body, timeout: LONG_MS });
}

export function syncBatches(query: Params, signal?: AbortSignal): Promise<Page<SyncBatch>> {
  return http.get<Page<SyncBatch>>(`${BASE}/batches`, { params: query, signal });
}

export function syncBatch(batchId: string, signal?: AbortSignal): Promise<SyncBatch> {
  return http.get<SyncBatch>(one(batchId), { signal });
}

/** GET cadreSync/{batchId}/rows, of some kinds. */
export async function syncRows(batchId: string, query: Params, signal?: AbortSignal): Promise<Page<SyncRow>> {
  const page = await http.get<Page<Omit<SyncRow, 'id'>>>(`${one(batchId)}/rows`, { params: query, signal });
  return { ...page, records: page.records.map((r) => ({ ...r, id: String(r.rowNo) })) };
}

export function applySync(batchId: string): Promise<AppliedBatch> {
  return http.post<AppliedBatch>(`${one(batchId)}/apply`, { timeout: LONG_MS });
}

export function discardSync(batchId: string): Promise<SyncBatch> {
  return http.post<SyncBatch>(`${one(batchId)}/discard`);
}

/** POST cadreSyncError/{id}/retry: the failed row again, with the corrected values over it. */
export function retrySyncError(id: string, values: Record<string, string>): Promise<{ kind: SyncKind; cadreId: string | null }> {
  return http.post<{ kind: SyncKind; cadreId: string | null }>(`${API}/cadreSyncError/${encodeURIComponent(id)}/retry`, { json: { values } });
}
