/**
 * Indexes derived from the declarations (issue 25, docs/performance.md "Provincial scale"): what a resource's
 * lists ask of its table — the default sort, each search filter, the organisation and reference columns —
 * gets an index, made where migrations run when no index of the table serves it already; so does the scope a
 * cadre's rows keep (scopeVia `kept`). Adding a filter to a declaration adds its index; none is listed by hand
 * per table.
 *
 * A `contains` filter gets a GIN index of the text's pairs of characters (`search_bigrams`, migration 035):
 * PostgreSQL's trigrams were measured and not adopted (docs/performance.md, session 27), since most Chinese
 * terms are two characters, which give no trigram.
 *
 * What is not derived: filters that pick a large share of the rows (`selective`), sorts a user picks from a
 * column header (each would cost every write), and the hand-made indexes of migrations (reminders,
 * statistics), which stay and count as serving.
 */
import { RESOURCES } from '../../model/resources/index.ts';
import { columnOf, fieldOf, LIST_TYPES } from '../../model/resource/fields.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import { ident, type Queryable } from './db.ts';

export type Rows = 'live' | 'deleted' | 'all';

/** An index's condition for its rows, as pg_get_indexdef prints it. */
const PREDICATE: Record<Rows, string | null> = { live: 'del_flag = 0', deleted: 'del_flag = 1', all: null };

export interface DeclaredIndex {
  table: string;
  /**
   * What it serves: the list's default order, a filter, the lookups of a key column, or the recycle bin (its
   * list, newest deletion first, and the retention sweep's deletions past their keeping time).
   */
  purpose: 'sort' | 'filter' | 'key' | 'recycle';
  /** The column it is over (a sort's ties are broken by `id`, which every table has). */
  column: string;
  method: 'btree' | 'gin';
  /** The key list as PostgreSQL prints it in pg_get_indexdef, so that an existing index can be recognised. */
  keys: string;
  /** The rows it is over: the live ones (`del_flag = 0`), as every list reads; the deleted ones; or all. */
  rows: Rows;
  /**
   * Columns carried beside the keys (INCLUDE), as PostgreSQL prints them: the row's scope, so that a page deep
   * in the list, or the count of a filter's rows, is found in the index alone, without reading each row.
   */
  include?: string;
}

const AUDIT_SORT: Record<string, string> = { updateTime: 'update_time', createTime: 'create_time' };

/**
 * A filter an index of its own serves: one value or range picks out a few rows. A dictionary or yes/no filter,
 * or one on the lifecycle's states, picks a large share of them (a category, a status): the list walks its
 * sort's index and drops what does not match (the state rides in that index), and a city's count of a
 * category reads the organisation's index, which carries them; an index of each would cost every write.
 * Other lists of codes pick a few (a county among ninety): without an index, counting the few thousand rows
 * of one meant reading the whole table. A filter on several organisations (`orgs`) keeps its GIN index: it is
 * read by the receivers of a document.
 */
function selective(def: ResourceDef, field: FieldDef): boolean {
  if (field.search === 'contains') return false;
  if (field.type === 'dict' || field.type === 'dicts' || field.type === 'boolean') return false;
  return field.name !== def.lifecycle?.field;
}

/** The indexes one declaration's lists need, in the order they are made. */
export function indexesOf(def: ResourceDef): DeclaredIndex[] {
  const out: DeclaredIndex[] = [];
  const add = (purpose: DeclaredIndex['purpose'], column: string, keys: string, rows: Rows, method: DeclaredIndex['method'] = 'btree', include?: string) =>
    out.push({ table: def.table, purpose, column, method, keys, rows, ...(include ? { include } : {}) });
  // The default sort, as listQuery orders: `<column> <DIR> NULLS LAST, id`.
  const [name, dir = 'asc'] = (def.defaultSort ?? 'updateTime,desc').split(',');
  const sortField = def.fields.find((f) => f.name === name);
  const sortColumn = sortField ? columnOf(sortField) : AUDIT_SORT[name ?? ''];
  // The sort index carries what the list's scope reads of the row (server/engine/scope.ts): the organisation
  // it keeps from its parent (one of the many rows of a cadre) or its own, and its state (a hook's visible
  // condition names states: the cadre list leaves out entries in self-entry review). A page deep in the list
  // is then found in the index alone. A kept scope is indexed on its own too, for a city's rows to be counted
  // without the rest of the province's. A filter's index carries the same, so that counting a filter's rows in
  // a city reads the index alone; the organisation's index carries the category filters too (dictionary and
  // yes/no, which get no index of their own), for a city's count of one category (docs/performance.md,
  // session 32).
  const kept = def.scopeVia?.kept ? 'scope_org_id' : undefined;
  const org = def.orgField ? fieldOf(def, def.orgField) : undefined;
  const state = def.lifecycle ? fieldOf(def, def.lifecycle.field) : undefined;
  const scope = [kept ?? (org && !LIST_TYPES.has(org.type) ? columnOf(org) : undefined), state && columnOf(state)];
  const carriedBeside = (key: string) => scope.filter((column) => column && column !== key).join(', ') || undefined;
  if (sortColumn) add('sort', sortColumn, dir === 'desc' ? `${sortColumn} DESC NULLS LAST, id` : `${sortColumn}, id`, 'live', 'btree', carriedBeside(sortColumn));
  if (kept) add('filter', kept, kept, 'live');
  const categories = def.fields
    .filter((f) => f.search && f.search !== 'contains' && !selective(def, f) && !LIST_TYPES.has(f.type) && f.name !== def.lifecycle?.field)
    .map(columnOf);
  for (const field of def.fields) {
    const column = columnOf(field);
    // An index of an expression is over all rows: the planner reads the expression's statistics (how common a
    // name's first characters are, or a pair of characters) only from an index without a condition, and without
    // them it guesses, and walks the whole sort order for a name nobody has (docs/performance.md, session 31).
    if (field.search === 'prefix') add('filter', column, `lower(${column}) text_pattern_ops`, 'all');
    else if (field.search === 'contains') add('filter', column, `search_bigrams(${column})`, 'all', 'gin');
    else if (field.search && selective(def, field)) {
      if (LIST_TYPES.has(field.type)) add('filter', column, column, 'live', 'gin');
      else if (field.name === def.orgField) add('filter', column, column, 'live', 'btree', [carriedBeside(column), ...categories].filter(Boolean).join(', ') || undefined);
      else add('filter', column, column, 'live', 'btree', carriedBeside(column));
    }
    // Scope and parent lookups read these whatever the list asks.
    else if ((field.type === 'ref' || field.name === def.orgField) && !LIST_TYPES.has(field.type)) add('key', column, column, 'all');
  }
  // The recycle bin's few rows, found without reading the live ones: its list, and the hourly sweep of those
  // past their keeping time, read a million-row table whole without it.
  if (def.recycleBin) add('recycle', 'deleted_at', 'deleted_at DESC, id', 'deleted');
  return out;
}

/** Every declaration's indexes, each once (resources sharing a table ask for some of the same). */
export function declaredIndexes(defs: readonly ResourceDef[] = RESOURCES): DeclaredIndex[] {
  const seen = new Map<string, DeclaredIndex>();
  for (const index of defs.flatMap(indexesOf)) {
    const key = `${index.table} ${index.method} ${index.keys}`;
    const before = seen.get(key);
    // One resource's filter over live rows and another's lookup of the same column: the lookup's serves both.
    if (!before || (before.rows === 'live' && index.rows === 'all')) seen.set(key, index);
  }
  return [...seen.values()];
}

/** An index whose keys are a list's order (its sort, or the recycle bin's), read in that direction. */
const ordered = (index: DeclaredIndex) => index.purpose === 'sort' || index.purpose === 'recycle';

/** A name that says what the index is for; PostgreSQL keeps 63 bytes of it. */
export function indexName(index: DeclaredIndex): string {
  const kind = ordered(index) ? index.purpose : index.method === 'gin' ? 'gin' : index.keys.startsWith('lower(') ? 'prefix' : '';
  const name = ['dx', index.table, index.column, kind].filter(Boolean).join('_');
  if (name.length <= 63) return name;
  let hash = 0;
  for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) | 0;
  return `${name.slice(0, 54)}_${(hash >>> 0).toString(36)}`;
}

interface Existing {
  method: string;
  keys: string;
  include?: string;
  predicate: string | null;
}

/** pg_get_indexdef's text: `CREATE [UNIQUE] INDEX n ON s.t USING m (keys) [INCLUDE (…)] [WHERE (p)]`. */
function parseIndexDef(definition: string): Existing | null {
  const m = / USING (\w+) \((.+?)\)(?: INCLUDE \((.*?)\))?(?: WHERE \((.*)\))?$/.exec(definition);
  return m ? { method: m[1]!, keys: m[2]!.replaceAll('"', ''), ...(m[3] ? { include: m[3].replaceAll('"', '') } : {}), predicate: m[4] ?? null } : null;
}

/** An index of an expression of its column (`lower(name)`), not of the column itself. */
const isExpression = (index: DeclaredIndex) => !index.keys.startsWith(index.column);

/**
 * An existing index serves a wanted one when its keys begin with the wanted keys, over live rows or all, and
 * it carries the columns the wanted one includes (as keys or included).
 */
export function serves(existing: Existing, wanted: DeclaredIndex): boolean {
  // A filter is served in either direction, an order only in its own.
  const keys = ordered(wanted) ? existing.keys : existing.keys.replace(/ DESC( NULLS LAST)?| NULLS FIRST/g, '');
  const prefix = keys === wanted.keys || keys.startsWith(`${wanted.keys}, `);
  const carried = new Set([...existing.keys.split(', ').map((k) => k.split(' ')[0]), ...(existing.include?.split(', ') ?? [])]);
  const carries = (wanted.include?.split(', ') ?? []).every((c) => carried.has(c));
  // An expression's statistics come only from an index without a condition (indexesOf).
  const rows = existing.predicate === null || (existing.predicate === PREDICATE[wanted.rows] && !isExpression(wanted));
  return existing.method === wanted.method && prefix && carries && rows;
}

/** The declared indexes that no index of their table serves (on the tables and columns the schema has). */
export async function missingIndexes(q: Queryable, defs: readonly ResourceDef[] = RESOURCES): Promise<DeclaredIndex[]> {
  // pg_catalog rather than information_schema: the same answer, read in a fraction of the time on PGlite.
  const columns = await q.query<{ table_name: string; column_name: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  const tables = new Map<string, Set<string>>();
  for (const c of columns) tables.set(c.table_name, (tables.get(c.table_name) ?? new Set()).add(c.column_name));
  const indexRows = await q.query<{ table_name: string; definition: string }>(
    `SELECT c.relname AS table_name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND i.indisvalid`,
  );
  const existing = new Map<string, Existing[]>();
  for (const row of indexRows) {
    const parsed = parseIndexDef(row.definition);
    if (parsed) existing.set(row.table_name, [...(existing.get(row.table_name) ?? []), parsed]);
  }
  const missing: DeclaredIndex[] = [];
  for (const declared of declaredIndexes(defs)) {
    const has = tables.get(declared.table);
    if (!has?.has(declared.column) || declared.include?.split(', ').some((c) => !has.has(c))) continue;
    // A table without soft delete has no deleted rows to leave out (and no recycle bin).
    if (declared.rows === 'deleted' && !has.has('del_flag')) continue;
    const index: DeclaredIndex = { ...declared, rows: declared.rows === 'live' && !has.has('del_flag') ? 'all' : declared.rows };
    const ofTable = existing.get(index.table) ?? [];
    if (ofTable.some((e) => serves(e, index))) continue;
    ofTable.push({ method: index.method, keys: index.keys, ...(index.include ? { include: index.include } : {}), predicate: PREDICATE[index.rows] });
    existing.set(index.table, ofTable);
    missing.push(index);
  }
  return missing;
}

/**
 * Makes the declared indexes that no index of their table serves, inside the caller's transaction (which
 * holds the schema lock); answers the names made. A table or column a declaration names but the schema
 * lacks is skipped (a restore's older schema, before its upgrade); the engine's own queries would name it
 * first, and test/platform/declaredIndexes.test.ts finds none missing after the migrations.
 */
export async function ensureDeclaredIndexes(tx: Queryable, defs: readonly ResourceDef[] = RESOURCES): Promise<string[]> {
  const made: string[] = [];
  const expressions = new Set<string>();
  for (const index of await missingIndexes(tx, defs)) {
    const name = indexName(index);
    // An index of this name that no longer serves was made for an earlier declaration: it is remade.
    await tx.exec(`DROP INDEX IF EXISTS ${ident(name)}`);
    const include = index.include ? ` INCLUDE (${index.include})` : '';
    await tx.exec(`CREATE INDEX ${ident(name)} ON ${ident(index.table)} USING ${index.method} (${index.keys})${include}${PREDICATE[index.rows] ? ` WHERE ${PREDICATE[index.rows]}` : ''}`);
    if (isExpression(index)) expressions.add(index.table);
    made.push(name);
  }
  // The planner knows an indexed expression's values (how common a pair of characters is) only from ANALYZE,
  // which neither engine runs because an index was made.
  if (expressions.size) await tx.exec(`ANALYZE ${[...expressions].map(ident).join(', ')}`);
  return made;
}
