/**
 * The columns of an import template, from the declaration: the form's writable fields (attachments aside,
 * which a spreadsheet cannot carry), headed by their labels with required ones marked `*`, drop-downs of
 * dictionary labels, 是/否 and the organisations the user may file under, and the lookups that turn what
 * people type (labels, names) back into codes and ids. The template, the reader and the error sheet all
 * use this one plan.
 */
import { pick } from '../../model/i18n/index.ts';
import { writableFields } from '../../model/resource/fields.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { Queryable } from '../db/db.ts';
import type { Dictionaries } from './dictionaries.ts';
import { zh } from '../../model/i18n/index.ts';
import { assignableScope, orgScopeSql } from './scope.ts';
import { SqlParams } from './sqlParams.ts';

export interface ImportColumn {
  field: FieldDef;
  label: string;
  /** The label, with `*` before it when the field is required. */
  header: string;
  options?: string[];
  text: boolean;
  width?: number;
}

export interface OrgLookup {
  byId: Map<string, string>;
  /** Name (and short name) → ids: a name held by several organisations is ambiguous. */
  byName: Map<string, string[]>;
}

export interface ImportPlan {
  def: ResourceDef;
  columns: ImportColumn[];
  /** Dictionary type → label → code (enabled items). */
  dictCodes: Map<string, Map<string, string>>;
  /** Organisations the user may file records under (org fields). */
  assignable: OrgLookup;
  /** Every enabled organisation (orgs fields: receivers need not be in scope). */
  allOrgs: OrgLookup;
}

const NOT_IMPORTED = new Set(['image', 'files']);
/** Types kept as text in the template, so that leading zeros and long digit strings survive Excel. */
const TEXT_TYPES = new Set(['text', 'longText', 'richText', 'idCard', 'mobile', 'phone', 'email', 'url', 'dict', 'dicts', 'org', 'orgs', 'user', 'users', 'ref']);
/** Drop-downs longer than this are left out (typing is then checked on import instead). */
const MAX_OPTIONS = 2000;

export function importFields(def: ResourceDef): FieldDef[] {
  return writableFields(def, 'create').filter((f) => !NOT_IMPORTED.has(f.type));
}

/** Header text without the required mark and spaces, for comparing what a file has with the template. */
export function normalizeHeader(value: unknown): string {
  return String(value ?? '').replace(/\s+/g, '').replace(/^\*/, '');
}

async function orgLookup(q: Queryable, principal: Principal | undefined): Promise<{ lookup: OrgLookup; names: string[] }> {
  const p = new SqlParams();
  const scope = principal ? `AND ${orgScopeSql('o.id', assignableScope(principal), p)}` : '';
  const rows = await q.query<{ id: string; name: string; short_name: string | null }>(
    `SELECT o.id, o.name, o.short_name FROM sys_org o WHERE o.enabled ${scope} ORDER BY o.path`,
    p.values,
  );
  const lookup: OrgLookup = { byId: new Map(), byName: new Map() };
  for (const r of rows) {
    lookup.byId.set(r.id, r.name);
    for (const name of new Set([r.name, r.short_name ?? r.name])) lookup.byName.set(name, [...(lookup.byName.get(name) ?? []), r.id]);
  }
  return { lookup, names: rows.map((r) => r.name) };
}

export async function importPlan(q: Queryable, dictionaries: Dictionaries, def: ResourceDef, principal: Principal): Promise<ImportPlan> {
  const types = await dictionaries.all();
  const dictCodes = new Map<string, Map<string, string>>();
  const dictLabels = new Map<string, string[]>();
  for (const t of types) {
    const enabled = t.items.filter((i) => i.enabled);
    dictCodes.set(t.code, new Map(enabled.map((i) => [i.label, i.code])));
    dictLabels.set(t.code, enabled.map((i) => i.label));
  }
  const assignable = await orgLookup(q, principal);
  const allOrgs = def.fields.some((f) => f.type === 'orgs') ? (await orgLookup(q, undefined)).lookup : assignable.lookup;
  const columns = importFields(def).map((field): ImportColumn => {
    const label = pick('zh-CN', field.label);
    let options: string[] | undefined;
    if (field.type === 'dict' && field.dict) options = dictLabels.get(field.dict);
    if (field.type === 'boolean') options = [zh('export.yes'), zh('export.no')];
    if (field.type === 'org') options = assignable.names;
    return {
      field,
      label,
      header: field.required ? `*${label}` : label,
      ...(options && options.length && options.length <= MAX_OPTIONS ? { options } : {}),
      text: TEXT_TYPES.has(field.type),
      width: field.type === 'idCard' ? 22 : field.type === 'org' || field.type === 'orgs' ? 30 : field.type === 'richText' || field.type === 'longText' ? 40 : undefined,
    };
  });
  return { def, columns, dictCodes, assignable: assignable.lookup, allOrgs };
}
