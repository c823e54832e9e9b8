/**
 * Attachment calls (docs/api.md, "Attachments"): upload (content-checked by the server; an image may bring
 * a thumbnail the page drew on a canvas, at most 512 px a side and 256 KB, JPEG, PNG or WebP), metadata,
 * a single-use link to the content, and the list of the files the user may read (fileinformation).
 */
import type { Page } from '../../../model/wire.ts';
import { http } from '../client.ts';
import type { Client } from '../request.ts';
import type { PageQuery } from './resource.ts';
import type { FileKind, FileMeta } from '../../../model/fileMeta.ts';

/** The thumbnail a page may make: the server refuses larger ones. */
export const THUMBNAIL_MAX_PX = 512;
export const THUMBNAIL_MAX_BYTES = 256 * 1024;

const API = '/lgbsmp/api/v1';
const UPLOAD_TIMEOUT_MS = 300_000;

/** POST file (multipart: `file`, optional `thumbnail`): put the answered id into the record's image or files field. */
export function uploadFile(file: Blob, options: { fileName?: string; thumbnail?: Blob } = {}, client: Client = http): Promise<FileMeta> {
  const form = new FormData();
  form.append('file', file, options.fileName ?? (file instanceof File ? file.name : 'file'));
  if (options.thumbnail) form.append('thumbnail', options.thumbnail, 'thumbnail');
  return client.post<FileMeta>(`${API}/file`, { multipart: form, timeout: UPLOAD_TIMEOUT_MS });
}

/** GET file/{id}: the metadata of a file the user may read. */
export function fileMeta(id: string, client: Client = http): Promise<FileMeta> {
  return client.get<FileMeta>(`${API}/file/${encodeURIComponent(id)}`);
}

/** POST file/{id}/ticket: a single-use link, good for about 60 s (images and PDF open inline). */
export function fileLink(id: string, client: Client = http): Promise<{ url: string }> {
  return client.post<{ url: string }>(`${API}/file/${encodeURIComponent(id)}/ticket`);
}

/** GET fileinformation: the files the user may read (their uploads, and those of records they may see). */
export function fileList(
  query: PageQuery & { fileName?: string; kind?: FileKind | FileKind[]; createBy?: string; createTime_from?: string; createTime_to?: string } = {},
  client: Client = http,
): Promise<Page<FileMeta>> {
  return client.get<Page<FileMeta>>(`${API}/fileinformation`, { params: query });
}
