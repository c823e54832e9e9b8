/**
 * Turns a list request's query string into SQL, allowing only what the declaration allows: filters on
 * search fields, sorting on sortable fields. No column name ever comes from the request.
 */
import { pick, zh } from '../../model/i18n/index.ts';
import { columnOf, fieldOf, LIST_TYPES } from '../../model/resource/fields.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import { ident } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { CODE_BUSINESS } from '../../model/wire.ts';
import type { SqlParams } from './sqlParams.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { FIELDS_KEY, filterKeys, LIST_PAGE_FIELDS, listPageFields, listQueryKeys } from '../../model/resource/listQuery.ts';
import { reviewQueueSql } from './review.ts';
import { pageParams, type PageParams } from '../http/pageParams.ts';
import { escapeLike } from '../db/escapeLike.ts';

export interface ListQuery extends PageParams {
  /** Conditions joined with AND (the caller adds scope and del_flag). */
  where: string[];
  orderBy: string;
  /** The fields the records are sent with (`fields`), the declaration's order; undefined: all. */
  fields?: readonly FieldDef[];
  /** The filters match few rows whatever the planner estimates: a name's first two characters or more (PageSql.fewMatches). */
  fewMatches: boolean;
}

/** A prefix filter's term of two characters or more: the start of a name, which few people share. */
const namesFew = (def: ResourceDef, query: URLSearchParams) =>
  def.fields.some((f) => f.search === 'prefix' && [...(query.get(f.name)?.trim() ?? '')].length >= 2);

function bad(message: string): AppError {
  return new AppError(400, message, CODE_BUSINESS);
}

/** Checks a filter value against the field type so that SQL never sees a value it cannot cast. */
function filterValue(field: FieldDef, raw: string): unknown {
  const invalid = () => bad(zh('engine.badFilter', { label: pick('zh-CN', field.label), value: raw.slice(0, 40) }));
  switch (field.type) {
    case 'integer':
      if (!/^-?\d{1,15}$/.test(raw)) throw invalid();
      return Number(raw);
    case 'decimal':
      if (!/^-?\d{1,15}(\.\d+)?$/.test(raw)) throw invalid();
      return raw;
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) throw invalid();
      return raw;
    case 'month':
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(raw)) throw invalid();
      return raw;
    case 'datetime':
      if (Number.isNaN(Date.parse(raw))) throw invalid();
      return new Date(raw).toISOString();
    case 'boolean':
      if (!['true', 'false', '1', '0'].includes(raw)) throw invalid();
      return raw === 'true' || raw === '1';
    default:
      if (raw.length > 200) throw invalid();
      return raw;
  }
}

function filterSql(field: FieldDef, query: URLSearchParams, p: SqlParams): string | undefined {
  const col = `t.${ident(columnOf(field))}`;
  switch (field.search) {
    case 'contains': {
      const v = query.get(field.name)?.trim();
      if (!v) return undefined;
      const like = `${col} ILIKE ${p.add('%' + escapeLike(v) + '%')}`;
      // Its pairs of characters first, which the filter's index answers (migration 035): a term of one has none.
      return [...v].length < 2 ? like : `search_bigrams(${col}) @> search_bigrams(${p.add(v)}) AND ${like}`;
    }
    case 'prefix': {
      const v = query.get(field.name)?.trim();
      if (!v) return undefined;
      return `lower(${col}) LIKE ${p.add(escapeLike(v.toLowerCase()) + '%')}`;
    }
    case 'exact': {
      const v = query.get(field.name);
      if (v === null || v === '') return undefined;
      return `${col} = ${p.add(filterValue(field, v))}`;
    }
    case 'in': {
      const values = query.getAll(field.name).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
      if (!values.length) return undefined;
      const list = p.add(values.map((v) => String(filterValue(field, v))));
      return LIST_TYPES.has(field.type) ? `${col} ?| ${list}::text[]` : `${col}::text = ANY (${list}::text[])`;
    }
    case 'range': {
      const [fromKey, toKey] = filterKeys(field) as [string, string];
      const from = query.get(fromKey);
      const to = query.get(toKey);
      const parts: string[] = [];
      if (from) parts.push(`${col} >= ${p.add(filterValue(field, from))}`);
      if (to) parts.push(`${col} <= ${p.add(filterValue(field, to))}`);
      return parts.length ? parts.join(' AND ') : undefined;
    }
    case 'subtree': {
      const v = query.get(field.name);
      if (!v) return undefined;
      filterValue(field, v);
      return `${col} IN (SELECT id FROM sys_org WHERE path LIKE (SELECT replace(replace(path, '_', '\\_'), '%', '\\%') || '%' FROM sys_org WHERE id = ${p.add(v)}))`;
    }
    default:
      return undefined;
  }
}

/** The declared fields `fields` names, in the declaration's order; a name it does not declare is refused. */
function fieldsOf(def: ResourceDef, raw: string | null): readonly FieldDef[] | undefined {
  if (raw === null) return undefined;
  const names = new Set(raw === LIST_PAGE_FIELDS ? listPageFields(def) : raw.split(',').map((n) => n.trim()).filter(Boolean));
  for (const name of names) if (!fieldOf(def, name)) throw bad(zh('engine.unknownField', { name: name.slice(0, 40) }));
  return def.fields.filter((f) => names.has(f.name));
}

/** What a list's query may hold: the declaration's keys, and what the transport adds (a download's token, a cache-buster). */
function knownKeys(def: ResourceDef): Set<string> {
  return new Set([...listQueryKeys(def), 'token', '_t']);
}

/** `principal`: whose list it is, for the filters that depend on the user (the reviewer's queue). */
export function parseListQuery(def: ResourceDef, query: URLSearchParams, p: SqlParams, principal?: Principal): ListQuery {
  const known = knownKeys(def);
  for (const key of query.keys()) {
    if (!known.has(key)) throw bad(zh('engine.unknownFilter', { name: key.slice(0, 40) }));
  }
  const page = pageParams(query);

  const where: string[] = [];
  for (const field of def.fields) {
    const sql = field.search ? filterSql(field, query, p) : undefined;
    if (sql) where.push(sql);
  }
  const queue = reviewQueueSql(def, query, principal, p);
  if (queue) where.push(queue);

  const sort = query.get('sort') || def.defaultSort || 'updateTime,desc';
  const [name, dir = 'asc'] = sort.split(',');
  const audit: Record<string, string> = { updateTime: 'update_time', createTime: 'create_time' };
  const field = def.fields.find((f) => f.name === name && (f.sortable || sort === def.defaultSort));
  const column = field ? columnOf(field) : audit[name ?? ''];
  if (!column || (dir !== 'asc' && dir !== 'desc')) throw bad(zh('engine.badSort', { field: (name ?? '').slice(0, 40) }));
  return { where, orderBy: `t.${ident(column)} ${dir.toUpperCase()} NULLS LAST, t.id`, fields: fieldsOf(def, query.get(FIELDS_KEY)), fewMatches: namesFew(def, query), ...page };
}
