/**
 * Changing dictionaries: types and items are added, edited and disabled; only those an administrator
 * added may be deleted (built-in ones are codes that records and statistics rely on). Dictionaries serve
 * the whole province, so only an administrator of the whole scope changes them. After each commit every
 * server instance drops its dictionary cache (server/engine/dictionaries.ts, NOTIFY dict_changed).
 */
import { randomUUID } from 'node:crypto';
import { zh } from '../../../../model/i18n/index.ts';
import { dictionaryItem, dictionaryType } from '../../../../model/resources/dictionaryType.ts';
import { recordChecks } from '../../../../model/resources/recordChecks.ts';
import type { ResourceDef } from '../../../../model/resource/types.ts';
import { validateRecord } from '../../../../model/resource/validate.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import { diff, logOperation, type Actor } from '../../../engine/oplog.ts';
import { businessError, validationError } from '../../../http/errors.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { getItem, getType } from './dictRead.ts';

const TYPE_COLUMNS: Record<string, string> = { code: 'code', name: 'name', remarks: 'remarks', sort: 'sort', enabled: 'enabled' };
const ITEM_COLUMNS: Record<string, string> = {
  typeCode: 'type_code', code: 'code', label: 'label', parentCode: 'parent_code', sort: 'sort', enabled: 'enabled', isCommonlyUsed: 'is_commonly_used',
};

async function validated(def: ResourceDef, input: Record<string, unknown>, mode: 'create' | 'update', current?: Row) {
  const result = validateRecord(def, input, { mode, checks: await recordChecks(def.name), current });
  if (result.errors.length) throw validationError(result.errors);
  return result.values;
}

/** Runs a change in one transaction, then tells every instance to reload dictionaries. */
async function change<T>(deps: SystemDeps, actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!actor.principal.scope.all) throw businessError(zh('dict.globalOnly'), 400);
  const result = await deps.db.transaction(fn);
  await deps.dictionaries.changed();
  return result;
}

async function assertParent(q: Queryable, typeCode: string, parentCode: unknown): Promise<void> {
  if (typeof parentCode !== 'string' || !parentCode) return;
  const found = await q.query('SELECT 1 FROM sys_dict_item WHERE type_code = $1 AND code = $2', [typeCode, parentCode]);
  if (!found.length) throw validationError([{ field: 'parentCode', message: zh('dict.parentMissing', { code: parentCode }) }]);
}

export async function createType(deps: SystemDeps, actor: Actor, input: Record<string, unknown>): Promise<Row> {
  const values = await validated(dictionaryType, { sort: 100, enabled: true, ...input }, 'create');
  return change(deps, actor, async (tx) => {
    if ((await tx.query('SELECT 1 FROM sys_dict_type WHERE code = $1', [values.code])).length) {
      throw validationError([{ field: 'code', message: zh('dict.typeTaken', { code: String(values.code) }) }]);
    }
    const names = Object.keys(values).filter((k) => TYPE_COLUMNS[k]);
    await tx.query(`INSERT INTO sys_dict_type (${names.map((k) => TYPE_COLUMNS[k]).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`, names.map((k) => values[k]));
    await logOperation(tx, actor, { resource: 'dictionary', recordId: String(values.code), action: 'create', title: String(values.name), changes: diff({}, values) });
    return getType(tx, String(values.code));
  });
}

export function updateType(deps: SystemDeps, actor: Actor, code: string, input: Record<string, unknown>): Promise<Row> {
  return change(deps, actor, async (tx) => {
    const [row] = await tx.query<Row>('SELECT * FROM sys_dict_type WHERE code = $1 FOR UPDATE', [code]);
    if (!row) throw businessError(zh('system.notFound'));
    const changes = diff(row, await validated(dictionaryType, input, 'update', row));
    const names = Object.keys(changes).filter((k) => TYPE_COLUMNS[k]);
    if (names.length) {
      await tx.query(
        `UPDATE sys_dict_type SET update_time = now()${names.map((k, i) => `, ${TYPE_COLUMNS[k]} = $${i + 2}`).join('')} WHERE code = $1`,
        [code, ...names.map((k) => changes[k]![1])],
      );
      await logOperation(tx, actor, { resource: 'dictionary', recordId: code, action: 'update', title: String(row.name), changes });
    }
    return getType(tx, code);
  });
}

export function deleteType(deps: SystemDeps, actor: Actor, code: string): Promise<{ deleted: number }> {
  return change(deps, actor, async (tx) => {
    const [row] = await tx.query<{ name: string; builtin: boolean }>('SELECT name, builtin FROM sys_dict_type WHERE code = $1 FOR UPDATE', [code]);
    if (!row) throw businessError(zh('system.notFound'));
    if (row.builtin) throw businessError(zh('dict.builtinKept'), 400);
    const [items] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_dict_item WHERE type_code = $1', [code]);
    if (items!.n > 0) throw businessError(zh('dict.typeHasItems', { count: items!.n }), 400);
    await tx.query('DELETE FROM sys_dict_type WHERE code = $1', [code]);
    await logOperation(tx, actor, { resource: 'dictionary', recordId: code, action: 'delete', title: row.name });
    return { deleted: 1 };
  });
}

export async function createItem(deps: SystemDeps, actor: Actor, input: Record<string, unknown>): Promise<Row> {
  const values = await validated(dictionaryItem, { sort: 100, enabled: true, isCommonlyUsed: false, ...input }, 'create');
  const typeCode = String(values.typeCode);
  return change(deps, actor, async (tx) => {
    if (!(await tx.query('SELECT 1 FROM sys_dict_type WHERE code = $1', [typeCode])).length) {
      throw validationError([{ field: 'typeCode', message: zh('dict.typeMissing', { code: typeCode }) }]);
    }
    if ((await tx.query('SELECT 1 FROM sys_dict_item WHERE type_code = $1 AND code = $2', [typeCode, values.code])).length) {
      throw validationError([{ field: 'code', message: zh('dict.itemTaken', { code: String(values.code) }) }]);
    }
    await assertParent(tx, typeCode, values.parentCode);
    const id = randomUUID().replaceAll('-', '');
    const names = Object.keys(values).filter((k) => ITEM_COLUMNS[k]);
    await tx.query(
      `INSERT INTO sys_dict_item (id, ${names.map((k) => ITEM_COLUMNS[k]).join(', ')}) VALUES ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})`,
      [id, ...names.map((k) => values[k])],
    );
    await logOperation(tx, actor, { resource: 'dictionary', recordId: `${typeCode}:${String(values.code)}`, action: 'create', title: String(values.label), changes: diff({}, values) });
    return getItem(tx, id);
  });
}

export function updateItem(deps: SystemDeps, actor: Actor, id: string, input: Record<string, unknown>): Promise<Row> {
  return change(deps, actor, async (tx) => {
    const [row] = await tx.query<Row>('SELECT * FROM sys_dict_item WHERE id = $1 FOR UPDATE', [id]);
    if (!row) throw businessError(zh('system.notFound'));
    const current = Object.fromEntries(Object.entries(ITEM_COLUMNS).map(([k, c]) => [k, row[c] ?? null]));
    const changes = diff(current, await validated(dictionaryItem, input, 'update', current));
    if (changes.parentCode) await assertParent(tx, String(row.type_code), changes.parentCode[1]);
    const names = Object.keys(changes);
    if (names.length) {
      await tx.query(
        `UPDATE sys_dict_item SET update_time = now()${names.map((k, i) => `, ${ITEM_COLUMNS[k]} = $${i + 2}`).join('')} WHERE id = $1`,
        [id, ...names.map((k) => changes[k]![1])],
      );
      await logOperation(tx, actor, { resource: 'dictionary', recordId: `${String(row.type_code)}:${String(row.code)}`, action: 'update', title: String(row.label), changes });
    }
    return getItem(tx, id);
  });
}

export function deleteItem(deps: SystemDeps, actor: Actor, id: string): Promise<{ deleted: number }> {
  return change(deps, actor, async (tx) => {
    const [row] = await tx.query<{ type_code: string; code: string; label: string; builtin: boolean }>(
      'SELECT type_code, code, label, builtin FROM sys_dict_item WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) throw businessError(zh('system.notFound'));
    if (row.builtin) throw businessError(zh('dict.builtinKept'), 400);
    await tx.query('DELETE FROM sys_dict_item WHERE id = $1', [id]);
    await logOperation(tx, actor, { resource: 'dictionary', recordId: `${row.type_code}:${row.code}`, action: 'delete', title: row.label });
    return { deleted: 1 };
  });
}
