/**
 * The export centre's calls (docs/api.md, "Export centre"): start an export of a list with its current
 * filters and sort, follow its progress in the download records, and get a single-use link to the file
 * (open it with `window.location.assign(url)` or a link: the ticket in it is the credential).
 */
import type { DownloadRecord, DownloadStatus } from '../../../model/downloadRecord.ts';
import type { Page } from '../../../model/wire.ts';
import { http } from '../client.ts';
import type { Params } from '../query.ts';
import type { Client } from '../request.ts';
import type { PageQuery } from './resource.ts';


const BASE = '/lgbsmp/api/v1/downloadRecord';

/** GET {resource}/export with the list's filters and sort (paging is ignored): the job's id at once. */
export function startExport(resource: string, query: PageQuery = {}, client: Client = http): Promise<{ jobId: string }> {
  return client.get<{ jobId: string }>(`/lgbsmp/api/v1/${resource}/export`, { params: query });
}

/** GET downloadRecord/{jobId}: status, progress, rows, file name and error of one export. */
export function downloadRecord(jobId: string, client: Client = http): Promise<DownloadRecord> {
  return client.get<DownloadRecord>(`${BASE}/${encodeURIComponent(jobId)}`);
}

/** GET downloadRecord: the user's own exports (an administrator's: also those in their data scope). */
export function downloadRecords(
  query: PageQuery & Params & { resource?: string; status?: DownloadStatus | DownloadStatus[]; fileName?: string; username?: string } = {},
  client: Client = http,
): Promise<Page<DownloadRecord>> {
  return client.get<Page<DownloadRecord>>(BASE, { params: query });
}

/** POST downloadRecord/{jobId}/ticket: a single-use link to the exporter's own ready file, good for about 60 s. */
export function downloadLink(jobId: string, client: Client = http): Promise<{ url: string }> {
  return client.post<{ url: string }>(`${BASE}/${encodeURIComponent(jobId)}/ticket`);
}
