/** Reading a resource: list pages, one record, the recycle bin and a record's history, all within scope. */
import { zh } from '../../model/i18n/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import type { Page } from '../../model/wire.ts';
import type { Db, Queryable, Row } from '../db/db.ts';
import { ident } from '../db/db.ts';
import { pageOf } from '../db/pageOf.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { businessError } from '../http/errors.ts';
import type { Dictionaries } from './dictionaries.ts';
import { parseListQuery } from './listQuery.ts';
import { selectList, toRecord, type WireRecord } from './records.ts';
import { scopeSql } from './scope.ts';
import { SqlParams } from './sqlParams.ts';

export interface ReadDeps {
  db: Db;
  dictionaries: Dictionaries;
}

/** One page of live (or, for the recycle bin, deleted) records matching the query, with the exact total. */
export async function listRecords(
  deps: ReadDeps,
  def: ResourceDef,
  principal: Principal,
  query: URLSearchParams,
  options: { recycle?: boolean } = {},
): Promise<Page<WireRecord>> {
  const p = new SqlParams();
  const q = parseListQuery(def, query, p, principal);
  const from = listFrom(def, principal, q.where, p, options.recycle);
  const order = options.recycle && !query.get('sort') ? 't.deleted_at DESC, t.id' : q.orderBy;
  const fromParams = p.values.length;
  const columns = selectList(def, { ...options, reader: { principal, p }, fields: q.fields });
  const page = await pageOf(deps.db, { columns, from, order, fromParams, key: 't.id', fewMatches: q.fewMatches }, p.values, q);
  const label = await deps.dictionaries.labeller();
  return { ...page, records: page.records.map((r) => toRecord(def, r, { label, fields: q.fields })) };
}

/** `FROM … WHERE …` of a list: the live (or deleted) records in the principal's scope that match the query's filters. */
function listFrom(def: ResourceDef, principal: Principal, filters: readonly string[], p: SqlParams, recycle = false): string {
  const where = [`t.del_flag = ${recycle ? 1 : 0}`, scopeSql(def, principal, p), ...filters].join(' AND ');
  return `FROM ${ident(def.table)} t WHERE ${where}`;
}

/** What a list's total counts, for a statement that counts several lists at once (home's 今日工作). */
export function listCountFrom(def: ResourceDef, principal: Principal, query: URLSearchParams, p: SqlParams): string {
  return listFrom(def, principal, parseListQuery(def, query, p, principal).where, p);
}

/** The raw row of a live record inside the principal's scope, or undefined (outside scope = absent). */
export async function findRow(
  q: Queryable,
  def: ResourceDef,
  principal: Principal,
  id: string,
  options: { deleted?: boolean; lock?: boolean } = {},
): Promise<Row | undefined> {
  const p = new SqlParams();
  const where = `t.id = ${p.add(id)} AND t.del_flag = ${options.deleted ? 1 : 0} AND ${scopeSql(def, principal, p)}`;
  const rows = await q.query(
    `SELECT ${selectList(def, { recycle: options.deleted, reader: { principal, p } })} FROM ${ident(def.table)} t WHERE ${where}${options.lock ? ' FOR UPDATE OF t' : ''}`,
    p.values,
    { byKey: true },
  );
  return rows[0];
}

/** One record; the spec's silent 该Id查询结果为空 when it does not exist or lies outside the scope. */
export async function getRecord(deps: ReadDeps, def: ResourceDef, principal: Principal, id: string): Promise<WireRecord> {
  const row = await findRow(deps.db, def, principal, id);
  if (!row) throw businessError(zh('empty.noResultForId'));
  return toRecord(def, row, { label: await deps.dictionaries.labeller() });
}

export interface HistoryEntry {
  id: number;
  time: string;
  username: string | null;
  userName: string | null;
  action: string;
  changes: unknown;
}

/** A record's own operation log, newest first (only when the record is visible to the principal). */
export async function recordHistory(deps: ReadDeps, def: ResourceDef, principal: Principal, id: string): Promise<HistoryEntry[]> {
  const row = (await findRow(deps.db, def, principal, id)) ?? (def.recycleBin ? await findRow(deps.db, def, principal, id, { deleted: true }) : undefined);
  if (!row) throw businessError(zh('empty.noResultForId'));
  return deps.db.query<HistoryEntry & Row>(
    `SELECT l.id, l.time, l.username, u.name AS "userName", l.action, l.changes
       FROM sys_operation_log l LEFT JOIN sys_user u ON u.id = l.user_id
      WHERE l.resource = $1 AND l.record_id = $2 ORDER BY l.time DESC, l.id DESC LIMIT 500`,
    [def.name, id],
  );
}
