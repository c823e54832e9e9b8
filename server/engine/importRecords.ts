/**
 * The import records (baseInfoRecord and the import operation records): the list, one batch's status
 * and progress, its rows page by page, the preview answered after an upload, and the single-use link to
 * its error sheet.
 */
import { pick, zh } from '../../model/i18n/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import { resourceByName } from '../../model/resources/index.ts';
import type { Page } from '../../model/wire.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { Row } from '../db/db.ts';
import { pageOf } from '../db/pageOf.ts';
import { businessError } from '../http/errors.ts';
import { pageParams } from '../http/pageParams.ts';
import type { FilesDeps } from './filesDeps.ts';
import { commitProgress } from './importProgress.ts';
import type { ImportPreview, ImportRecord as SharedImportRecord, ImportRow, ImportStatus } from '../../model/importRecord.ts';
import { getJob, listJobs } from './jobVisibility.ts';
import { SqlParams } from './sqlParams.ts';
import { issueTicket } from './tickets.ts';

export type { ImportPreview };
export type ImportRecord = SharedImportRecord<Date>;


export const PREVIEW_ROWS = 200;

const LIST: ResourceDef = {
  name: 'importRecord',
  table: 'import_record',
  label: ['导入记录', 'Imports'],
  titleField: 'fileName',
  permissions: { view: '', add: '', edit: '', delete: '' },
  defaultSort: 'createTime,desc',
  fields: [
    { name: 'resource', type: 'text', label: ['数据', 'Data'], search: 'exact' },
    { name: 'status', type: 'text', label: ['状态', 'Status'], search: 'in' },
    { name: 'fileName', type: 'text', label: ['文件名', 'File name'], search: 'contains', sortable: true },
    { name: 'username', type: 'text', label: ['导入人', 'Imported by'], search: 'contains' },
    { name: 'createTime', type: 'datetime', label: ['导入时间', 'Imported'], search: 'range', sortable: true },
  ],
};


function toImportRecord(row: Row): ImportRecord {
  const status = row.status as ImportStatus;
  const def = resourceByName(String(row.resource));
  const live = status === 'importing' ? commitProgress(String(row.id)) : undefined;
  return {
    id: String(row.id),
    batchId: String(row.id),
    resource: String(row.resource),
    resourceLabel: def ? pick('zh-CN', def.label) : String(row.resource),
    fileName: String(row.file_name),
    size: Number(row.size),
    status,
    progress: live ?? Number(row.progress),
    total: Number(row.total),
    valid: Number(row.valid_count),
    invalid: Number(row.invalid_count),
    new: Number(row.new_count),
    changed: Number(row.changed_count),
    unchanged: Number(row.unchanged_count),
    imported: Number(row.imported),
    failed: status === 'failed' ? Number(row.total) : Number(row.invalid_count),
    error: (row.error as string | null) ?? null,
    rowsKept: row.storage_name !== null,
    userId: String(row.user_id),
    username: String(row.username),
    userName: (row.user_name as string | null) ?? null,
    orgName: (row.org_name as string | null) ?? null,
    createTime: row.create_time as Date,
    finishedAt: (row.finished_at as Date | null) ?? null,
  };
}

export async function listImports(deps: FilesDeps, principal: Principal, query: URLSearchParams): Promise<Page<ImportRecord>> {
  const page = await listJobs(deps, principal, LIST, query);
  return { ...page, records: page.records.map(toImportRecord) };
}

export async function getImport(deps: FilesDeps, principal: Principal, id: string): Promise<ImportRecord> {
  const row = await getJob(deps, principal, LIST.table, id);
  if (!row) throw businessError(zh('import.notFound'), 404);
  return toImportRecord(row);
}

/** The uploader's own batch (commits and error sheets are theirs alone). */
export async function ownImport(deps: FilesDeps, principal: Principal, id: string): Promise<ImportRecord> {
  const record = await getImport(deps, principal, id);
  if (record.userId !== principal.userId) throw businessError(zh('import.notYours'), 400);
  return record;
}

const ROW_COLUMNS = `row_number AS row, status, COALESCE(errors, '[]') AS errors`;
const ROW_SELECT = `SELECT ${ROW_COLUMNS} FROM import_row`;

/** The preview: every invalid row first (up to 200), then the first other rows, in row order. */
export async function importPreview(deps: FilesDeps, record: ImportRecord): Promise<ImportPreview> {
  const invalid = await deps.db.query<ImportRow & Row>(
    `${ROW_SELECT} WHERE batch_id = $1 AND status = 'invalid' ORDER BY row_number LIMIT ${PREVIEW_ROWS}`,
    [record.id],
  );
  const others = await deps.db.query<ImportRow & Row>(
    `${ROW_SELECT} WHERE batch_id = $1 AND status <> 'invalid' ORDER BY row_number LIMIT ${PREVIEW_ROWS - invalid.length}`,
    [record.id],
  );
  const rows = [...invalid, ...others].sort((a, b) => a.row - b.row);
  const { total, valid, invalid: invalidCount, changed, unchanged } = record;
  return { batchId: record.id, total, valid, invalid: invalidCount, new: record.new, changed, unchanged, rows };
}

/** GET importRecord/{batchId}/rows: the rows of a batch page by page, optionally of one status. */
export async function importRows(deps: FilesDeps, record: ImportRecord, query: URLSearchParams): Promise<Page<ImportRow>> {
  const page = pageParams(query, 50);
  const statuses = query.getAll('status').flatMap((s) => s.split(',')).filter((s) => ['new', 'changed', 'unchanged', 'invalid'].includes(s));
  const p = new SqlParams();
  const where = `batch_id = ${p.add(record.id)}${statuses.length ? ` AND status = ANY (${p.add(statuses)}::text[])` : ''}`;
  return pageOf<ImportRow>(deps.db, { columns: ROW_COLUMNS, from: `FROM import_row WHERE ${where}`, order: 'row_number' }, p.values, page);
}

/** A single-use link to the batch's invalid rows as a sheet. */
export async function errorsTicket(deps: FilesDeps, principal: Principal, id: string): Promise<{ url: string }> {
  const record = await ownImport(deps, principal, id);
  if (!record.rowsKept) throw businessError(zh('import.expired'));
  if (record.invalid === 0) throw businessError(zh('import.noErrors'));
  return issueTicket(deps.db, { kind: 'importErrors', refId: id, userId: principal.userId }, deps.clock.now(), deps.config.files.ticketSeconds);
}
