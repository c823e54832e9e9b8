/**
 * Which records an import's rows are: a row whose key (the declaration's importKey, else each unique
 * field) matches a live record updates it ("changed", or "unchanged" when every value is the same);
 * otherwise it is "new". Unique values held by a record the user cannot see are refused, as a create
 * would be; a key matching several records is refused as ambiguous; rows of one file may not share a key.
 */
import { pick, zh } from '../../model/i18n/index.ts';
import { columnOf, fieldOf, LIST_TYPES, writableFields } from '../../model/resource/fields.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import type { FieldError } from '../../model/wire.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { ident, type Queryable, type Row } from '../db/db.ts';
import { importFields } from './importColumns.ts';
import { castOf, selectList } from './records.ts';
import { scopeSql } from './scope.ts';
import { SqlParams } from './sqlParams.ts';
import { stateLabel } from './stateLabel.ts';
import { duplicate, fieldValues } from './write.ts';

export interface KeySpec {
  fields: FieldDef[];
  /** A unique field: matched against every live record, not only those in scope. */
  unique: boolean;
}

export function importKeys(def: ResourceDef): KeySpec[] {
  if (def.importKey?.length) return [{ fields: def.importKey.map((n) => fieldOf(def, n)!), unique: false }];
  return def.fields.filter((f) => f.unique).map((f) => ({ fields: [f], unique: true }));
}

/** One value as a key part: the same text whether it came from a sheet or from the database. */
export function keyPart(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.type === 'decimal') return String(Number(value));
  if (field.type === 'datetime') return new Date(value as string).toISOString();
  if (LIST_TYPES.has(field.type)) return JSON.stringify(value);
  return String(value);
}

/** The key of a row's values, or undefined when a key field is empty (such a row matches nothing). */
export function keyOf(spec: KeySpec, values: Readonly<Record<string, unknown>>): string | undefined {
  const parts = spec.fields.map((f) => keyPart(f, values[f.name]));
  return parts.some((p) => p === '') ? undefined : JSON.stringify(parts);
}

export const keyLabel = (spec: KeySpec) => spec.fields.map((f) => pick('zh-CN', f.label)).join('、');

export type Classified =
  | { status: 'new' }
  | { status: 'changed' | 'unchanged'; id: string; version: number }
  | { status: 'invalid'; error: FieldError };

export interface Candidate {
  row: number;
  values: Record<string, unknown>;
}

function same(field: FieldDef, a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  if (blank(a) && blank(b)) return true;
  return keyPart(field, a) === keyPart(field, b);
}

/** Live records whose key is one of the candidates', with whether each lies in the user's scope. */
async function liveByKey(q: Queryable, def: ResourceDef, principal: Principal, spec: KeySpec, keys: string[][]): Promise<Map<string, Row[]>> {
  const p = new SqlParams();
  const scope = scopeSql(def, principal, p);
  const json = p.add(JSON.stringify(keys.map((parts) => Object.fromEntries(parts.map((v, i) => [`k${i}`, v])))));
  const cols = spec.fields.map((f) => `t.${ident(columnOf(f))}`).join(', ');
  const casts = spec.fields.map((f, i) => `x.k${i}${castOf(f)}`).join(', ');
  const types = spec.fields.map((_, i) => `k${i} text`).join(', ');
  const rows = await q.query(
    `SELECT ${selectList(def)}, (${scope}) AS in_scope__ FROM ${ident(def.table)} t
      WHERE t.del_flag = 0 ${spec.unique ? '' : `AND ${scope}`}
        AND (${cols}) IN (SELECT ${casts} FROM json_to_recordset(${json}::text::json) AS x(${types}))`,
    p.values,
  );
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(spec, fieldValues(def, row))!;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/** Classifies valid candidates against live records (call per chunk of rows). */
export async function classifyRows(q: Queryable, def: ResourceDef, principal: Principal, candidates: readonly Candidate[]): Promise<Map<number, Classified>> {
  const out = new Map<number, Classified>();
  const targets = new Map<number, Map<string, Row>>();
  for (const spec of importKeys(def)) {
    const keys = new Map<string, string[]>();
    for (const c of candidates) {
      const key = keyOf(spec, c.values);
      if (key) keys.set(key, JSON.parse(key) as string[]);
    }
    if (!keys.size) continue;
    const live = await liveByKey(q, def, principal, spec, [...keys.values()]);
    for (const c of candidates) {
      const key = keyOf(spec, c.values);
      for (const row of (key && live.get(key)) || []) {
        if (!row.in_scope__) {
          const field = spec.fields[0]!;
          out.set(c.row, { status: 'invalid', error: { field: field.name, message: duplicate(field, c.values[field.name]).userMessage } });
        } else targets.set(c.row, (targets.get(c.row) ?? new Map()).set(String(row.id), row));
      }
    }
  }
  const compared = importFields(def).filter((f) => writableFields(def, 'update').some((w) => w.name === f.name));
  for (const c of candidates) {
    if (out.has(c.row)) continue;
    const found = [...(targets.get(c.row)?.values() ?? [])];
    if (found.length === 0) {
      out.set(c.row, { status: 'new' });
      continue;
    }
    if (found.length > 1) {
      const spec = importKeys(def)[0]!;
      out.set(c.row, { status: 'invalid', error: { field: spec.fields[0]!.name, message: zh('import.matchesSeveral', { key: keyLabel(spec) }) } });
      continue;
    }
    const current = found[0]!;
    const stored = fieldValues(def, current);
    const changed = compared.some((f) => !same(f, stored[f.name], c.values[f.name]));
    // A record its state keeps from edits refuses a change, not a row that matches it as it is (an export of
    // submitted entries, imported back).
    const status = def.lifecycle ? current[columnOf(fieldOf(def, def.lifecycle.field)!)] : undefined;
    if (changed && def.lifecycle?.editableIn && !def.lifecycle.editableIn.includes(String(status))) {
      out.set(c.row, { status: 'invalid', error: { field: def.lifecycle.field, message: zh('engine.notEditable', { state: stateLabel(def, status) }) } });
      continue;
    }
    out.set(c.row, { status: changed ? 'changed' : 'unchanged', id: String(current.id), version: Number(current.version) });
  }
  return out;
}
