/**
 * The export centre's records (downloadRecord): the list, one record's status and progress, and the
 * single-use link to its file, which only the exporter gets, while the file is kept.
 */
import { pick, zh } from '../../model/i18n/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import { resourceByName } from '../../model/resources/index.ts';
import type { DownloadStatus, DownloadRecord as WireDownloadRecord } from '../../model/downloadRecord.ts';
import type { Page } from '../../model/wire.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { Row } from '../db/db.ts';
import { businessError } from '../http/errors.ts';
import type { FilesDeps } from './filesDeps.ts';
import { getJob, listJobs } from './jobVisibility.ts';
import { issueTicket } from './tickets.ts';

export type DownloadRecord = WireDownloadRecord<Date>;

/** Filters and sorts of the list, parsed by the engine's list parser (no column name from the request). */
const LIST: ResourceDef = {
  name: 'downloadRecord',
  table: 'download_record',
  label: ['下载记录', 'Downloads'],
  titleField: 'fileName',
  permissions: { view: '', add: '', edit: '', delete: '' },
  defaultSort: 'createTime,desc',
  fields: [
    { name: 'resource', type: 'text', label: ['数据', 'Data'], search: 'exact' },
    { name: 'status', type: 'text', label: ['状态', 'Status'], search: 'in' },
    { name: 'fileName', type: 'text', label: ['文件名', 'File name'], search: 'contains', sortable: true },
    { name: 'username', type: 'text', label: ['导出人', 'Exported by'], search: 'contains' },
    { name: 'createTime', type: 'datetime', label: ['导出时间', 'Exported'], search: 'range', sortable: true },
  ],
};

function toDownloadRecord(row: Row, now: number): DownloadRecord {
  const expiresAt = (row.expires_at as Date | null) ?? null;
  // A file past its time is expired even before the sweep has removed it.
  const status = row.status === 'ready' && expiresAt && expiresAt.getTime() <= now ? 'expired' : (row.status as DownloadStatus);
  const def = resourceByName(String(row.resource));
  return {
    id: String(row.id),
    resource: String(row.resource),
    resourceLabel: def ? pick('zh-CN', def.label) : String(row.resource),
    fileName: String(row.file_name),
    status,
    progress: Number(row.progress),
    total: (row.total as number | null) ?? null,
    rows: Number(row.row_count),
    size: (row.size as number | null) ?? null,
    revealed: Boolean(row.revealed),
    query: (row.query as Record<string, string | string[]>) ?? {},
    error: (row.error as string | null) ?? null,
    userId: String(row.user_id),
    username: String(row.username),
    userName: (row.user_name as string | null) ?? null,
    orgId: String(row.org_id),
    orgName: (row.org_name as string | null) ?? null,
    createTime: row.create_time as Date,
    finishedAt: (row.finished_at as Date | null) ?? null,
    expiresAt,
  };
}

export async function listDownloads(deps: FilesDeps, principal: Principal, query: URLSearchParams): Promise<Page<DownloadRecord>> {
  const page = await listJobs(deps, principal, LIST, query);
  const now = deps.clock.now();
  return { ...page, records: page.records.map((r) => toDownloadRecord(r, now)) };
}

export async function getDownload(deps: FilesDeps, principal: Principal, id: string): Promise<DownloadRecord> {
  const row = await getJob(deps, principal, LIST.table, id);
  if (!row) throw businessError(zh('export.notFound'), 404);
  return toDownloadRecord(row, deps.clock.now());
}

/** A single-use link to the exporter's own ready file. */
export async function downloadTicket(deps: FilesDeps, principal: Principal, id: string): Promise<{ url: string }> {
  const record = await getDownload(deps, principal, id);
  if (record.userId !== principal.userId) throw businessError(zh('export.notYours'), 400);
  if (record.status === 'generating') throw businessError(zh('export.notReady'));
  if (record.status === 'expired') throw businessError(zh('export.expired'));
  if (record.status === 'failed') throw businessError(record.error ?? zh('export.failed'));
  return issueTicket(deps.db, { kind: 'export', refId: id, userId: principal.userId }, deps.clock.now(), deps.config.files.ticketSeconds);
}
