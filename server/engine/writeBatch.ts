/**
 * Many creates and updates inside the caller's transaction (an import's commit): the same rules as
 * write.ts, row by row where a rule is per row (hooks, lifecycle, versions), and in one statement per
 * batch where the rule allows (references checked once per distinct value, unique fields with one query,
 * rows and operation log entries inserted in bulk). A failing row throws RowError naming it.
 */
import { pick, zh } from '../../model/i18n/index.ts';
import { columnOf, fieldOf, writableFields } from '../../model/resource/fields.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import { CODE_BUSINESS } from '../../model/wire.ts';
import { insertRows } from '../db/bulk.ts';
import { ident, type Queryable, type Row } from '../db/db.ts';
import { AppError, businessError } from '../http/errors.ts';
import { hooksOf, type HookContext } from './hooks.ts';
import { diff, type Actor, type Changes } from './oplog.ts';
import type { ReadDeps } from './read.ts';
import { castOf, selectList, toParam, toRecord } from './records.ts';
import { scopeSql } from './scope.ts';
import { SqlParams } from './sqlParams.ts';
import { stateLabel } from './stateLabel.ts';
import { checkReferences, duplicate, fieldValues, mapDbError, newId } from './write.ts';

/** A row of the batch failed: `row` is the caller's row number (a spreadsheet row). */
export class RowError extends Error {
  constructor(
    readonly row: number,
    readonly error: AppError,
  ) {
    super(`row ${row}: ${error.userMessage}`);
    this.name = 'RowError';
  }
}

export interface NewRow {
  row: number;
  /** Validated values (validateRecord in create mode). */
  values: Record<string, unknown>;
}

export interface ChangedRow extends NewRow {
  id: string;
  /** The version the caller saw: a record changed since then is refused. */
  version: number;
}

interface Prepared {
  row: number;
  id: string;
  values: Record<string, unknown>;
  title: string;
  changes: Changes;
}

async function atRow<T>(row: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw e instanceof AppError ? new RowError(row, e) : e;
  }
}

/** References (organisations in scope, users, visible parent records): each distinct value checked once. */
async function checkReferencesOnce(tx: Queryable, def: ResourceDef, actor: Actor, rows: readonly Prepared[]): Promise<void> {
  for (const field of def.fields) {
    if (!['org', 'orgs', 'user', 'users', 'ref'].includes(field.type) && def.scopeVia?.field !== field.name) continue;
    const firstRow = new Map<string, { row: number; value: unknown }>();
    for (const r of rows) {
      const value = r.values[field.name];
      if (value === undefined || value === null || value === '') continue;
      const key = JSON.stringify(value);
      if (!firstRow.has(key)) firstRow.set(key, { row: r.row, value });
    }
    for (const { row, value } of firstRow.values()) await atRow(row, () => checkReferences(tx, def, actor, { [field.name]: value }));
  }
}

/** Unique fields: no two rows of the batch alike, none like another live record. */
async function checkUniqueOnce(tx: Queryable, def: ResourceDef, rows: readonly Prepared[]): Promise<void> {
  for (const field of def.fields.filter((f) => f.unique)) {
    const byValue = new Map<string, number>();
    for (const r of rows) {
      const value = r.values[field.name];
      if (value === undefined || value === null || value === '') continue;
      if (byValue.has(String(value))) throw new RowError(r.row, duplicate(field, value));
      byValue.set(String(value), r.row);
    }
    if (!byValue.size) continue;
    const taken = await tx.query<{ v: string }>(
      `SELECT ${ident(columnOf(field))}::text AS v FROM ${ident(def.table)} WHERE ${ident(columnOf(field))}::text = ANY ($1::text[]) AND del_flag = 0 AND NOT (id = ANY ($2::text[])) LIMIT 1`,
      [[...byValue.keys()], rows.map((r) => r.id)],
    );
    if (taken[0]) throw new RowError(byValue.get(taken[0].v)!, duplicate(field, taken[0].v));
  }
}

async function logMany(tx: Queryable, actor: Actor, def: ResourceDef, action: 'create' | 'update', rows: readonly Prepared[]): Promise<void> {
  const { principal } = actor;
  await insertRows(
    tx,
    'sys_operation_log',
    rows.map((r) => ({
      user_id: principal.userId,
      username: principal.username,
      org_id: principal.orgId,
      resource: def.name,
      record_id: r.id,
      action,
      title: r.title,
      changes: r.changes,
      ip: actor.ip,
      request_id: actor.requestId,
    })),
  );
}

/** afterWrite hooks see the stored records, as with single writes. */
async function afterWriteMany(deps: ReadDeps, hc: HookContext, def: ResourceDef, op: 'create' | 'update', ids: string[]): Promise<void> {
  const after = hooksOf(def.name).afterWrite;
  if (!after || !ids.length) return;
  const label = await deps.dictionaries.labeller();
  const rows = await hc.tx.query(`SELECT ${selectList(def)} FROM ${ident(def.table)} t WHERE t.id = ANY ($1::text[])`, [ids]);
  for (const row of rows) await after(hc, op, toRecord(def, row, { label }));
}

export async function createMany(tx: Queryable, deps: ReadDeps, def: ResourceDef, actor: Actor, rows: readonly NewRow[]): Promise<void> {
  if (!rows.length) return;
  const hooks = hooksOf(def.name);
  const hc: HookContext = { tx, principal: actor.principal };
  const prepared: Prepared[] = [];
  for (const r of rows) {
    const values = { ...r.values, ...(await atRow(r.row, async () => hooks.derive?.(hc, 'create', r.values))) };
    prepared.push({ row: r.row, id: newId(), values, title: String(values[def.titleField] ?? ''), changes: diff({}, values) });
  }
  await checkReferencesOnce(tx, def, actor, prepared);
  await checkUniqueOnce(tx, def, prepared);
  for (const p of prepared) await atRow(p.row, async () => hooks.beforeWrite?.(hc, 'create', p.values));

  const names = [...new Set(prepared.flatMap((p) => Object.keys(p.values)))].filter((n) => fieldOf(def, n));
  const statusColumn = def.lifecycle ? columnOf(fieldOf(def, def.lifecycle.field)!) : undefined;
  const records = prepared.map((p) => {
    const record: Row = { id: p.id, create_by: actor.principal.userId, update_by: actor.principal.userId };
    for (const name of names) record[columnOf(fieldOf(def, name)!)] = p.values[name] ?? null;
    if (statusColumn) record[statusColumn] = def.lifecycle!.initial;
    return record;
  });
  try {
    await insertRows(tx, def.table, records, 1000);
  } catch (e) {
    // checkUniqueOnce passed, so another writer took the value meanwhile; which row is unknown.
    const mapped = mapDbError(def, e, {});
    const field = mapped instanceof AppError ? def.fields.find((f) => f.unique && mapped.data && JSON.stringify(mapped.data).includes(`"${f.name}"`)) : undefined;
    throw field ? businessError(zh('batch.duplicate', { label: pick('zh-CN', field.label) }), 400) : e;
  }
  await logMany(tx, actor, def, 'create', prepared);
  await afterWriteMany(deps, hc, def, 'create', prepared.map((p) => p.id));
}

export async function updateMany(tx: Queryable, deps: ReadDeps, def: ResourceDef, actor: Actor, rows: readonly ChangedRow[]): Promise<void> {
  if (!rows.length) return;
  const hooks = hooksOf(def.name);
  const hc: HookContext = { tx, principal: actor.principal };
  const p = new SqlParams();
  const ids = p.add(rows.map((r) => r.id));
  const stored = await tx.query(
    `SELECT ${selectList(def)} FROM ${ident(def.table)} t WHERE t.id = ANY (${ids}::text[]) AND t.del_flag = 0 AND ${scopeSql(def, actor.principal, p)} FOR UPDATE OF t`,
    p.values,
  );
  const byId = new Map(stored.map((row) => [String(row.id), row]));
  const writable = new Set(writableFields(def, 'update').map((f) => f.name));
  const prepared: (Prepared & { current: Row; version: number })[] = [];
  for (const r of rows) {
    const current = byId.get(r.id);
    if (!current || current.version !== r.version) throw new RowError(r.row, new AppError(409, zh('engine.conflict'), CODE_BUSINESS));
    const status = def.lifecycle ? current[columnOf(fieldOf(def, def.lifecycle.field)!)] : undefined;
    if (def.lifecycle?.editableIn && !def.lifecycle.editableIn.includes(String(status))) {
      throw new RowError(r.row, businessError(zh('engine.notEditable', { state: stateLabel(def, status) })));
    }
    const given = Object.fromEntries(Object.entries(r.values).filter(([name]) => writable.has(name)));
    const values = { ...given, ...(await atRow(r.row, async () => hooks.derive?.(hc, 'update', given, current))) };
    const changes = diff(fieldValues(def, current), values);
    if (!Object.keys(changes).length) continue;
    const changed = Object.fromEntries(Object.keys(changes).map((k) => [k, values[k]]));
    const title = String(current[columnOf(fieldOf(def, def.titleField)!)] ?? '');
    prepared.push({ row: r.row, id: r.id, values: changed, title, changes, current, version: r.version });
  }
  await checkReferencesOnce(tx, def, actor, prepared);
  await checkUniqueOnce(tx, def, prepared);
  for (const u of prepared) await atRow(u.row, async () => hooks.beforeWrite?.(hc, 'update', u.values, u.current));
  for (const u of prepared) {
    const sets = ['version = version + 1', 'update_by = $3', 'update_time = now()'];
    const params: unknown[] = [u.id, u.version, actor.principal.userId];
    for (const [name, value] of Object.entries(u.values)) {
      const field = fieldOf(def, name)!;
      params.push(toParam(field, value));
      sets.push(`${ident(columnOf(field))} = $${params.length}${castOf(field)}`);
    }
    await atRow(u.row, async () => {
      try {
        await tx.query(`UPDATE ${ident(def.table)} SET ${sets.join(', ')} WHERE id = $1 AND version = $2`, params);
      } catch (e) {
        throw mapDbError(def, e, u.values);
      }
    });
  }
  await logMany(tx, actor, def, 'update', prepared);
  await afterWriteMany(deps, hc, def, 'update', prepared.map((u) => u.id));
}
