/**
 * Writing a resource: create, update (optimistic concurrency), soft delete, restore, purge and lifecycle
 * transitions. Each write is one transaction that also records the operation log; nothing is half-written.
 */
import { randomUUID } from 'node:crypto';
import { pick, zh } from '../../model/i18n/index.ts';
import { columnOf, fieldOf } from '../../model/resource/fields.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import { validateRecord } from '../../model/resource/validate.ts';
import { CODE_BUSINESS } from '../../model/wire.ts';
import { ident, isDbError, type Queryable, type Row } from '../db/db.ts';
import { AppError, businessError, httpError, validationError } from '../http/errors.ts';
import { diff, loggedChanges, logOperation, type Actor } from './oplog.ts';
import { findRow, type ReadDeps } from './read.ts';
import { castOf, toParam, toRecord, type WireRecord } from './records.ts';
import { orgInScope } from './scope.ts';
import { hooksOf, type HookContext } from './hooks.ts';
import { linkFiles, unlinkFiles } from './fileLinks.ts';
import { checkReviewedEdit, checkReviewMove, decisionStamp } from './review.ts';
import { levelledTarget } from './reviewLevels.ts';
import { stateLabel } from './stateLabel.ts';
import { resourceByName } from '../../model/resources/index.ts';
import { recordChecks } from '../../model/resources/recordChecks.ts';

export const newId = () => randomUUID().replaceAll('-', '');

/** A record's field values by field name, from its row (for diffs and record checks). */
export function fieldValues(def: ResourceDef, row: Row): Record<string, unknown> {
  return Object.fromEntries(def.fields.map((f) => [f.name, row[columnOf(f)]]));
}

async function validated(deps: ReadDeps, def: ResourceDef, input: Record<string, unknown>, mode: 'create' | 'update', current?: Record<string, unknown>) {
  const result = validateRecord(def, input, { mode, checks: await recordChecks(def.name), dictionary: await deps.dictionaries.checker(), current });
  if (result.errors.length) throw validationError(result.errors);
  return result.values;
}

/** Organisation fields must point inside the principal's scope; references must exist. */
export async function checkReferences(q: Queryable, def: ResourceDef, actor: Actor, values: Record<string, unknown>): Promise<void> {
  for (const field of def.fields) {
    const value = values[field.name];
    if (field.type === 'orgs' && Array.isArray(value) && value.length) {
      const [found] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_org WHERE id = ANY ($1::text[]) AND enabled', [value]);
      if (found?.n !== value.length) throw refMissing(field);
    }
    if (field.type === 'users' && Array.isArray(value) && value.length) {
      const [found] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_user WHERE id = ANY ($1::text[]) AND del_flag = 0', [value]);
      if (found?.n !== value.length) throw refMissing(field);
    }
    if (typeof value !== 'string') continue;
    if (field.type === 'org' && !(await orgInScope(q, actor.principal, value))) {
      throw new AppError(400, zh('engine.orgOutOfScope'), CODE_BUSINESS, { errors: [{ field: field.name, message: zh('engine.orgOutOfScope') }] });
    }
    if (field.type === 'user') {
      const found = await q.query('SELECT 1 FROM sys_user WHERE id = $1 AND del_flag = 0', [value]);
      if (!found.length) throw refMissing(field);
    }
    const parent = field.type === 'ref' ? field.ref : def.scopeVia?.field === field.name ? def.scopeVia.resource : undefined;
    if (parent) {
      // A reference must point at a live record the user may see: "as absent as one that does not exist".
      const parentDef = resourceByName(parent);
      if (!parentDef || !(await findRow(q, parentDef, actor.principal, value))) throw refMissing(field);
    }
  }
}

function refMissing(field: FieldDef): AppError {
  const message = zh('engine.refMissing', { label: pick('zh-CN', field.label) });
  return new AppError(400, message, CODE_BUSINESS, { errors: [{ field: field.name, message }] });
}

/** Unique fields: no other live record may hold the same value. */
async function checkUnique(q: Queryable, def: ResourceDef, values: Record<string, unknown>, exceptId?: string): Promise<void> {
  for (const field of def.fields.filter((f) => f.unique)) {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    const rows = await q.query(
      `SELECT 1 FROM ${ident(def.table)} WHERE ${ident(columnOf(field))} = $1 AND del_flag = 0 AND id <> $2 LIMIT 1`,
      [value, exceptId ?? ''],
    );
    if (rows.length) throw duplicate(field, value);
  }
}

export function duplicate(field: FieldDef, value: unknown): AppError {
  const message = zh('engine.duplicate', { label: pick('zh-CN', field.label), value: String(value) });
  return new AppError(400, message, CODE_BUSINESS, { errors: [{ field: field.name, message }] });
}

/** Maps a unique violation raised by a concurrent writer to the same message as checkUnique. */
export function mapDbError(def: ResourceDef, e: unknown, values: Record<string, unknown>): unknown {
  if (isDbError(e, '23505')) {
    const field = def.fields.find((f) => f.unique && (e.constraint ?? '').includes(columnOf(f)));
    if (field) return duplicate(field, values[field.name]);
  }
  return e;
}

export async function createRecord(deps: ReadDeps, def: ResourceDef, actor: Actor, input: Record<string, unknown>): Promise<WireRecord> {
  const defaults = Object.fromEntries(def.fields.filter((f) => f.default !== undefined && input[f.name] === undefined).map((f) => [f.name, f.default]));
  const validValues = await validated(deps, def, { ...defaults, ...input }, 'create');
  let values = validValues;
  const hooks = hooksOf(def.name);
  const id = newId();
  try {
    return await deps.db.transaction(async (tx) => {
      const hc: HookContext = { tx, principal: actor.principal };
      values = { ...validValues, ...(await hooks.derive?.(hc, 'create', validValues)) };
      await checkReferences(tx, def, actor, values);
      await checkUnique(tx, def, values);
      await hooks.beforeWrite?.(hc, 'create', values);
      const cols = ['id', 'create_by', 'update_by'];
      const params: unknown[] = [id, actor.principal.userId, actor.principal.userId];
      const placeholders = ['$1', '$2', '$3'];
      for (const field of def.fields) {
        if (!(field.name in values)) continue;
        cols.push(ident(columnOf(field)));
        params.push(toParam(field, values[field.name]));
        placeholders.push(`$${params.length}${castOf(field)}`);
      }
      if (def.lifecycle) {
        cols.push(ident(columnOf(fieldOf(def, def.lifecycle.field)!)));
        params.push(def.lifecycle.initial);
        placeholders.push(`$${params.length}`);
      }
      await tx.query(`INSERT INTO ${ident(def.table)} (${cols.join(', ')}) VALUES (${placeholders.join(', ')})`, params);
      await linkFiles(tx, def, actor.principal, id, values);
      const row = (await findRow(tx, def, actor.principal, id))!;
      await logOperation(tx, actor, { resource: def.name, recordId: id, action: 'create', title: String(values[def.titleField] ?? ''), changes: loggedChanges(def, diff({}, fieldValues(def, row))) });
      const record = toRecord(def, row, { label: await deps.dictionaries.labeller() });
      await hooks.afterWrite?.(hc, 'create', record);
      return record;
    });
  } catch (e) {
    throw mapDbError(def, e, values);
  }
}

function requireVersion(input: Record<string, unknown>): number {
  const version = Number(input.version);
  if (!Number.isInteger(version) || version < 1) throw new AppError(400, zh('engine.versionMissing'), CODE_BUSINESS);
  return version;
}

export async function updateRecord(deps: ReadDeps, def: ResourceDef, actor: Actor, id: string, input: Record<string, unknown>): Promise<WireRecord> {
  const version = requireVersion(input);
  return deps.db.transaction(async (tx) => {
    const row = await findRow(tx, def, actor.principal, id, { lock: true });
    if (!row) throw httpError(404, 'status.404');
    if (row.version !== version) throw new AppError(409, zh('engine.conflict'), CODE_BUSINESS);
    const status = def.lifecycle ? row[columnOf(fieldOf(def, def.lifecycle.field)!)] : undefined;
    if (def.lifecycle?.editableIn && !def.lifecycle.editableIn.includes(String(status))) {
      throw businessError(zh('engine.notEditable', { state: stateLabel(def, status) }));
    }
    checkReviewedEdit(def, actor.principal, row);
    const before = fieldValues(def, row);
    const hooks = hooksOf(def.name);
    const hc: HookContext = { tx, principal: actor.principal };
    const validValues = await validated(deps, def, input, 'update', before);
    const values = { ...validValues, ...(await hooks.derive?.(hc, 'update', validValues, row)) };
    const changes = diff(before, values);
    if (Object.keys(changes).length === 0) return toRecord(def, row, { label: await deps.dictionaries.labeller() });
    const changedValues = Object.fromEntries(Object.keys(changes).map((k) => [k, values[k]]));
    await checkReferences(tx, def, actor, changedValues);
    await checkUnique(tx, def, changedValues, id);
    await hooks.beforeWrite?.(hc, 'update', changedValues, row);
    const sets = ['version = version + 1', 'update_by = $3', 'update_time = now()'];
    const params: unknown[] = [id, version, actor.principal.userId];
    for (const name of Object.keys(changes)) {
      const field = fieldOf(def, name)!;
      params.push(toParam(field, values[name]));
      sets.push(`${ident(columnOf(field))} = $${params.length}${castOf(field)}`);
    }
    try {
      await tx.query(`UPDATE ${ident(def.table)} SET ${sets.join(', ')} WHERE id = $1 AND version = $2`, params);
    } catch (e) {
      throw mapDbError(def, e, values);
    }
    await linkFiles(tx, def, actor.principal, id, changedValues);
    await logOperation(tx, actor, { resource: def.name, recordId: id, action: 'update', title: String(row[columnOf(fieldOf(def, def.titleField)!)] ?? ''), changes: loggedChanges(def, changes) });
    const updated = toRecord(def, (await findRow(tx, def, actor.principal, id))!, { label: await deps.dictionaries.labeller() });
    await hooks.afterWrite?.(hc, 'update', updated);
    return updated;
  });
}

/** Deletes records (to the recycle bin when the resource has one): all of them, or none. */
export async function removeRecords(deps: ReadDeps, def: ResourceDef, actor: Actor, ids: string[]): Promise<{ deleted: number }> {
  if (!ids.length) throw businessError(zh('engine.idsRequired'), 400);
  const unique = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    for (const id of unique) {
      const row = await findRow(tx, def, actor.principal, id, { lock: true });
      if (!row) throw unique.length === 1 ? httpError(404, 'status.404') : businessError(zh('engine.someMissing'), 404);
      const title = String(row[columnOf(fieldOf(def, def.titleField)!)] ?? '');
      const hooks = hooksOf(def.name);
      const hc: HookContext = { tx, principal: actor.principal };
      await hooks.beforeDelete?.(hc, row);
      if (def.recycleBin) {
        await tx.query(
          `UPDATE ${ident(def.table)} SET del_flag = 1, deleted_at = now(), deleted_by = $2, version = version + 1, update_by = $2, update_time = now() WHERE id = $1`,
          [id, actor.principal.userId],
        );
      } else {
        await tx.query(`DELETE FROM ${ident(def.table)} WHERE id = $1`, [id]);
        await unlinkFiles(tx, def, [id]);
      }
      await logOperation(tx, actor, { resource: def.name, recordId: id, action: 'delete', title, changes: loggedChanges(def, diff(fieldValues(def, row), {})) });
      await hooks.afterWrite?.(hc, 'delete', row);
    }
    return { deleted: unique.length };
  });
}

export async function restoreRecord(deps: ReadDeps, def: ResourceDef, actor: Actor, id: string): Promise<WireRecord> {
  if (!def.recycleBin) throw businessError(zh('engine.noRecycleBin'), 400);
  return deps.db.transaction(async (tx) => {
    const row = await findRow(tx, def, actor.principal, id, { deleted: true, lock: true });
    if (!row) throw businessError(zh('engine.notInRecycleBin'), 404);
    await checkUnique(tx, def, fieldValues(def, row), id);
    const title = String(row[columnOf(fieldOf(def, def.titleField)!)] ?? '');
    await tx
      .query(
        `UPDATE ${ident(def.table)} SET del_flag = 0, deleted_at = NULL, deleted_by = NULL, version = version + 1, update_by = $2, update_time = now() WHERE id = $1`,
        [id, actor.principal.userId],
      )
      .catch((e: unknown) => {
        // A rule over several fields that a unique index holds (one annual report per organisation and year):
        // another live record took its place while it lay in the recycle bin.
        throw isDbError(e, '23505') ? businessError(zh('engine.restoreDuplicate', { title }), 400) : e;
      });
    await logOperation(tx, actor, { resource: def.name, recordId: id, action: 'restore', title });
    const restored = toRecord(def, (await findRow(tx, def, actor.principal, id))!, { label: await deps.dictionaries.labeller() });
    await hooksOf(def.name).afterWrite?.({ tx, principal: actor.principal }, 'restore', restored);
    return restored;
  });
}

/** Removes records from the recycle bin for good: all of them, or none. */
export async function purgeRecords(deps: ReadDeps, def: ResourceDef, actor: Actor, ids: string[]): Promise<{ purged: number }> {
  if (!def.recycleBin) throw businessError(zh('engine.noRecycleBin'), 400);
  if (!ids.length) throw businessError(zh('engine.idsRequired'), 400);
  const unique = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    for (const id of unique) {
      const row = await findRow(tx, def, actor.principal, id, { deleted: true, lock: true });
      if (!row) throw businessError(zh(unique.length === 1 ? 'engine.notInRecycleBin' : 'engine.someMissing'), 404);
      await tx.query(`DELETE FROM ${ident(def.table)} WHERE id = $1 AND del_flag = 1`, [id]);
      await unlinkFiles(tx, def, [id]);
      await logOperation(tx, actor, { resource: def.name, recordId: id, action: 'purge', title: String(row[columnOf(fieldOf(def, def.titleField)!)] ?? '') });
    }
    return { purged: unique.length };
  });
}

export async function transitionRecord(
  deps: ReadDeps,
  def: ResourceDef,
  actor: Actor,
  id: string,
  name: string,
  input: Record<string, unknown>,
): Promise<WireRecord> {
  const lifecycle = def.lifecycle!;
  const transition = lifecycle.transitions.find((t) => t.name === name)!;
  const version = requireVersion(input);
  const reason = typeof input.reason === 'string' ? input.reason.trim().slice(0, 500) : '';
  if (transition.needsReason && !reason) throw new AppError(400, zh('engine.reasonRequired'), CODE_BUSINESS, { errors: [{ field: 'reason', message: zh('engine.reasonRequired') }] });
  const statusColumn = ident(columnOf(fieldOf(def, lifecycle.field)!));
  return deps.db.transaction(async (tx) => {
    const row = await findRow(tx, def, actor.principal, id, { lock: true });
    if (!row) throw httpError(404, 'status.404');
    checkReviewMove(def, transition, actor.principal, row);
    const to = await levelledTarget(tx, def, transition, actor.principal, row);
    if (row.version !== version) throw new AppError(409, zh('engine.conflict'), CODE_BUSINESS);
    const from = String(row[columnOf(fieldOf(def, lifecycle.field)!)]);
    if (!transition.from.includes(from)) {
      throw businessError(zh('engine.badTransition', { state: stateLabel(def, from), action: pick('zh-CN', transition.label) }));
    }
    await hooksOf(def.name).beforeTransition?.({ tx, principal: actor.principal }, transition, row, to, reason);
    const params: unknown[] = [id, version, to, reason || null, actor.principal.userId];
    const stamp = decisionStamp(def, transition, { add: (v) => `$${params.push(v)}` }, actor.principal.userId);
    await tx.query(
      `UPDATE ${ident(def.table)} SET ${[`${statusColumn} = $3`, 'status_reason = $4', ...stamp].join(', ')}, version = version + 1, update_by = $5, update_time = now() WHERE id = $1 AND version = $2`,
      params,
    );
    await logOperation(tx, actor, {
      resource: def.name,
      recordId: id,
      action: 'transition',
      title: String(row[columnOf(fieldOf(def, def.titleField)!)] ?? ''),
      changes: { [lifecycle.field]: [from, to], ...(reason ? { reason: [null, reason] } : {}) },
    });
    const moved = toRecord(def, (await findRow(tx, def, actor.principal, id))!, { label: await deps.dictionaries.labeller() });
    await hooksOf(def.name).afterWrite?.({ tx, principal: actor.principal, actor }, 'transition', moved);
    return moved;
  });
}

/** The unmasked value of one sensitive field, for a holder of the reveal permission; always logged. */
export async function revealField(deps: ReadDeps, def: ResourceDef, actor: Actor, id: string, name: string): Promise<unknown> {
  const field = fieldOf(def, name);
  if (!field?.sensitive) throw businessError(zh('engine.notSensitive'), 400);
  const row = await findRow(deps.db, def, actor.principal, id);
  if (!row) throw businessError(zh('empty.noResultForId'));
  await logOperation(deps.db, actor, { resource: def.name, recordId: id, action: 'reveal', title: String(row[columnOf(fieldOf(def, def.titleField)!)] ?? ''), changes: { field: name } });
  return row[columnOf(field)];
}
