/** Rows to wire records: camelCase fields, names of organisations, users and referenced records, dictionary labels, masking. */
import { maskIdCard } from '../../model/idCard.ts';
import { columnOf, LIST_TYPES } from '../../model/resource/fields.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import { resourceByName } from '../../model/resources/index.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { ident, type Row } from '../db/db.ts';
import { refTitleSql } from './scope.ts';
import type { SqlParams } from './sqlParams.ts';

export type WireRecord = Record<string, unknown>;

const AUDIT = ['id', 'version', 'create_time', 'update_time', 'create_by', 'update_by'];

export interface SelectOptions {
  recycle?: boolean;
  /** Whose reading it is: a reference field then comes with its record's title when that record is visible to them. */
  reader?: { principal: Principal; p: SqlParams };
  /** The fields to read (a list's `fields`); all the declaration's when absent. */
  fields?: readonly FieldDef[];
}

/** The SELECT list for a resource's table aliased `t`. */
export function selectList(def: ResourceDef, options: SelectOptions = {}): string {
  const cols = [...AUDIT.map((c) => `t.${c}`)];
  (options.fields ?? def.fields).forEach((f, i) => {
    const col = ident(columnOf(f));
    cols.push(`t.${col}`);
    const ref = f.type === 'ref' && f.ref ? resourceByName(f.ref) : undefined;
    if (ref && options.reader) cols.push(`${refTitleSql(ref, `t.${col}`, options.reader.principal, options.reader.p, `r${i}`)} AS ${ident(columnOf(f) + '__name')}`);
    if (f.type === 'org') cols.push(`(SELECT o.name FROM sys_org o WHERE o.id = t.${col}) AS ${ident(columnOf(f) + '__name')}`);
    if (f.type === 'orgs') {
      cols.push(`(SELECT COALESCE(json_agg(o.name ORDER BY o.path), '[]') FROM sys_org o WHERE o.id IN (SELECT jsonb_array_elements_text(t.${col}))) AS ${ident(columnOf(f) + '__names')}`);
    }
    if (f.type === 'user') cols.push(`(SELECT u.name FROM sys_user u WHERE u.id = t.${col}) AS ${ident(columnOf(f) + '__name')}`);
    if (f.type === 'users') {
      // In the order chosen, so that the browser pairs each id with its name.
      cols.push(`(SELECT COALESCE(json_agg(u.name ORDER BY e.n), '[]') FROM jsonb_array_elements_text(t.${col}) WITH ORDINALITY AS e (id, n) JOIN sys_user u ON u.id = e.id) AS ${ident(columnOf(f) + '__names')}`);
    }
  });
  if (def.lifecycle) cols.push('t.status_reason');
  if (options.recycle) {
    cols.push('t.deleted_at', '(SELECT u.name FROM sys_user u WHERE u.id = t.deleted_by) AS deleted_by__name');
  }
  return cols.join(', ');
}

export function maskValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (field.idCardKeys) return maskIdCardsIn(String(value), field.idCardKeys);
  return field.type === 'idCard' ? maskIdCard(String(value)) : '******';
}

/** A JSON object's ID numbers masked under the given keys; text that is no JSON object is masked whole. */
function maskIdCardsIn(text: string, keys: readonly string[]): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return '******';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return '******';
  const row = parsed as Record<string, unknown>;
  for (const key of keys) if (typeof row[key] === 'string' && row[key] !== '') row[key] = maskIdCard(row[key]);
  return JSON.stringify(row);
}

export interface ToRecordOptions {
  label: (type: string, code: unknown) => string;
  /** Show sensitive fields unmasked (exports by a holder of the reveal permission). */
  reveal?: boolean;
  /** The fields to send (those selectList read); all the declaration's when absent. */
  fields?: readonly FieldDef[];
}

/** What toRecord reads and writes for one field, worked out once per declaration (it runs for every row read). */
interface FieldPlan {
  field: FieldDef;
  column: string;
  /** The column of the joined name(s) of an org/user/ref/orgs/users field, and the key it is sent under. */
  joined?: { column: string; key: string; many: boolean; optional: boolean };
  /** The key of a dict/dicts field's label. */
  labelKey?: string;
}

/** Plans by the array of fields they cover: a declaration's, or one list request's (one plan for its whole page). */
const plans = new WeakMap<readonly FieldDef[], FieldPlan[]>();

function planOf(fields: readonly FieldDef[]): FieldPlan[] {
  let plan = plans.get(fields);
  if (plan) return plan;
  plan = fields.map((field) => {
    const column = columnOf(field);
    const t = field.type;
    const joined =
      t === 'org' || t === 'user' || t === 'ref'
        ? { column: `${column}__name`, key: `${field.name}Name`, many: false, optional: t === 'ref' }
        : t === 'orgs' || t === 'users'
          ? { column: `${column}__names`, key: `${field.name}Names`, many: true, optional: false }
          : undefined;
    const labelKey = (t === 'dict' || t === 'dicts') && field.dict ? `${field.name}Label` : undefined;
    return { field, column, joined, labelKey };
  });
  plans.set(fields, plan);
  return plan;
}

/** Maps one row to the wire record. */
export function toRecord(def: ResourceDef, row: Row, options: ToRecordOptions): WireRecord {
  const out: WireRecord = {
    id: row.id,
    version: row.version,
    createTime: row.create_time,
    updateTime: row.update_time,
    createBy: row.create_by,
  };
  for (const { field: f, column, joined, labelKey } of planOf(options.fields ?? def.fields)) {
    const value = row[column];
    out[f.name] = f.sensitive && !options.reveal ? maskValue(f, value) : value;
    if (joined) {
      const named = row[joined.column];
      if (joined.many) out[joined.key] = named ?? [];
      else if (!joined.optional) out[joined.key] = named ?? null;
      // A ref's name is sent only when the read joined it.
      else if (joined.column in row) out[joined.key] = named;
    }
    if (labelKey) out[labelKey] = f.type === 'dict' ? options.label(f.dict!, value) : ((value as string[] | null) ?? []).map((c) => options.label(f.dict!, c)).join('、');
  }
  if (def.lifecycle) out.statusReason = row.status_reason ?? null;
  if ('deleted_at' in row) {
    out.deletedAt = row.deleted_at;
    out.deletedByName = row.deleted_by__name ?? null;
  }
  return out;
}

/** A value in the form its column takes as a parameter (lists are stored as jsonb). */
export function toParam(field: FieldDef, value: unknown): unknown {
  if (LIST_TYPES.has(field.type) && value !== null) return JSON.stringify(value ?? []);
  return value;
}

/** Placeholder cast for a field's column type, so that both engines bind the same way. */
export function castOf(field: FieldDef): string {
  switch (field.type) {
    case 'dicts':
    case 'files':
    case 'orgs':
    case 'users':
      return '::text::jsonb'; // text first: a driver would re-encode a JSON-typed string
    case 'date':
      return '::date';
    case 'datetime':
      return '::timestamptz';
    case 'integer':
      return '::integer';
    case 'decimal':
      return '::numeric';
    case 'boolean':
      return '::boolean';
    default:
      return '::text';
  }
}
