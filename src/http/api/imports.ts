/**
 * The import pipeline's calls (docs/api.md, "Import pipeline"): the template, the upload that answers a
 * preview, the commit (in the background: follow it with importRecord), the rows page by page, and the
 * single-use link to the invalid rows as a sheet.
 */
import type { Page } from '../../../model/wire.ts';
import { http } from '../client.ts';
import type { Client } from '../request.ts';
import type { PageQuery } from './resource.ts';

export type { ImportPreview, ImportRecord, ImportRow, ImportRowStatus, ImportStatus } from '../../../model/importRecord.ts';
import type { ImportPreview, ImportRecord, ImportRow, ImportRowStatus, ImportStatus } from '../../../model/importRecord.ts';

const API = '/lgbsmp/api/v1';
const RECORDS = `${API}/importRecord`;
/** Reading and checking 100 000 rows takes longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 300_000;
const one = (batchId: string) => `${RECORDS}/${encodeURIComponent(batchId)}`;

/** GET {resource}/template: the import template as an .xlsx Blob (save it with the name 「…导入模板.xlsx」). */
export function importTemplate(resource: string, client: Client = http): Promise<Blob> {
  return client.get<Blob>(`${API}/${resource}/template`, { responseType: 'blob' });
}

/** POST {resource}/import (multipart, field `file`): every row checked; nothing is written until the commit. */
export function uploadImport(resource: string, file: Blob, fileName?: string, client: Client = http): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'import.xlsx'));
  return client.post<ImportPreview>(`${API}/${resource}/import`, { multipart: form, timeout: UPLOAD_TIMEOUT_MS });
}

/** POST importRecord/{batchId}/commit: writes the valid rows, all or none, in the background. */
export function commitImport(batchId: string, client: Client = http): Promise<{ batchId: string; status: 'importing' }> {
  return client.post<{ batchId: string; status: 'importing' }>(`${one(batchId)}/commit`);
}

/** GET importRecord/{batchId}: status and progress of a batch. */
export function importRecord(batchId: string, client: Client = http): Promise<ImportRecord> {
  return client.get<ImportRecord>(one(batchId));
}

/** GET importRecord: the user's imports (an administrator's: also those in their data scope). */
export function importRecords(
  query: PageQuery & { resource?: string; status?: ImportStatus | ImportStatus[]; fileName?: string; username?: string } = {},
  client: Client = http,
): Promise<Page<ImportRecord>> {
  return client.get<Page<ImportRecord>>(RECORDS, { params: query });
}

/** GET importRecord/{batchId}/rows: the uploader's rows page by page, of some statuses. */
export function importRows(batchId: string, query: PageQuery & { status?: ImportRowStatus | ImportRowStatus[] } = {}, client: Client = http): Promise<Page<ImportRow>> {
  return client.get<Page<ImportRow>>(`${one(batchId)}/rows`, { params: query });
}

/** POST importRecord/{batchId}/errors/ticket: a single-use link to the invalid rows with a 错误说明 column. */
export function importErrorsLink(batchId: string, client: Client = http): Promise<{ url: string }> {
  return client.post<{ url: string }>(`${one(batchId)}/errors/ticket`);
}
