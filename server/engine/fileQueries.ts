/**
 * Reading attachments' metadata: one file, and the fileinformation list (the files the user may read,
 * with filters, sort and pages as any engine list). Both through readableFileSql.
 */
import { zh } from '../../model/i18n/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import type { Page } from '../../model/wire.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { Queryable } from '../db/db.ts';
import { pageOf } from '../db/pageOf.ts';
import { businessError, type AppError } from '../http/errors.ts';
import { readableFileSql } from './fileAccess.ts';
import { parseListQuery } from './listQuery.ts';
import type { FileMeta } from '../../model/fileMeta.ts';
import { SqlParams } from './sqlParams.ts';

// Aliased `t` like every engine table, so that the list parser's conditions apply as they are.
const COLUMNS = `t.id, t.file_name AS "fileName", t.size, t.content_type AS "contentType", t.kind, t.width, t.height,
       (SELECT th.id FROM sys_file th WHERE th.thumbnail_of = t.id LIMIT 1) AS "thumbnailId",
       t.org_id AS "orgId", (SELECT o.name FROM sys_org o WHERE o.id = t.org_id) AS "orgName",
       t.create_time AS "createTime", t.create_by AS "createBy", (SELECT u.name FROM sys_user u WHERE u.id = t.create_by) AS "createByName"`;

/**
 * The filters and sorts of the fileinformation list, in the declaration language so that the engine's
 * own query parser applies them (no column name ever comes from the request). Not a registered resource:
 * files are created by upload and attached through records, never through a generic form.
 */
const FILE_LIST: ResourceDef = {
  name: 'fileinformation',
  table: 'sys_file',
  label: ['附件', 'Files'],
  titleField: 'fileName',
  permissions: { view: '', add: '', edit: '', delete: '' },
  defaultSort: 'createTime,desc',
  fields: [
    { name: 'fileName', type: 'text', label: ['文件名', 'File name'], search: 'contains', sortable: true },
    { name: 'kind', type: 'text', label: ['类型', 'Type'], search: 'in' },
    { name: 'size', type: 'integer', label: ['大小', 'Size'], sortable: true },
    { name: 'createBy', type: 'user', label: ['上传人', 'Uploaded by'], search: 'exact' },
    { name: 'createTime', type: 'datetime', label: ['上传时间', 'Uploaded'], search: 'range', sortable: true },
  ],
};

/** A file's metadata when the principal may read it, else undefined. */
export async function fileMeta(q: Queryable, principal: Principal, id: string): Promise<FileMeta | undefined> {
  const p = new SqlParams();
  const [row] = await q.query<FileMeta & Record<string, unknown>>(`SELECT ${COLUMNS} FROM sys_file t WHERE t.id = ${p.add(id)} AND ${readableFileSql(principal, p, 't')}`, p.values);
  return row;
}

/** GET /fileinformation: the files the user may read (thumbnails are reached through their image). */
export async function listFiles(q: Queryable, principal: Principal, query: URLSearchParams): Promise<Page<FileMeta>> {
  const p = new SqlParams();
  const list = parseListQuery(FILE_LIST, query, p);
  const where = ['t.thumbnail_of IS NULL', readableFileSql(principal, p, 't'), ...list.where].join(' AND ');
  return pageOf<FileMeta>(q, { columns: COLUMNS, from: `FROM sys_file t WHERE ${where}`, order: list.orderBy }, p.values, list);
}

export function fileNotFound(): AppError {
  return businessError(zh('files.notFound'), 404);
}
