/**
 * Data scope, enforced in one place: the SQL condition that limits a resource's rows to what the
 * principal may see (architecture.md). Lists, reads, writes, exports and statistics all pass through it.
 *
 * The conditions are written so that their plan does not depend on the planner's statistics (docs/platform.md,
 * "Data scope and the planner"): on a table never analysed the planner guesses a handful of rows everywhere and
 * would join the scoped table, its parent and sys_org in nested loops, scanning the whole of the inner ones for
 * every outer row (minutes on a demo database). So no scope condition is a join: the organisations of a subtree
 * are a parameter, resolved with the grants (DataScope.subtreeOrgs), whose values the planner sees and weighs
 * (the city's share of a table); a parent's scope is read by its primary key, one probe per row, through a
 * correlated scalar subquery (which PostgreSQL never turns into a join) whose WHERE holds the key alone, so that
 * no other index can look as cheap. A row that keeps its parent's organisation (scopeVia `kept`) needs no probe.
 */
import { columnOf, fieldOf } from '../../model/resource/fields.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import type { Queryable } from '../db/db.ts';
import type { DataScope, Principal } from '../areas/auth/principal.ts';
import { ident } from '../db/db.ts';
import { SqlParams } from './sqlParams.ts';
import { resourceByName } from '../../model/resources/index.ts';
import { hooksOf } from './hooks.ts';

/** The org condition for a column holding organisation ids; `TRUE` for the all scope. */
export function orgScopeSql(column: string, scope: DataScope, p: SqlParams, createByColumn?: string, userId?: string): string {
  if (scope.all) return 'TRUE';
  const parts: string[] = [];
  if (scope.subtrees.length) parts.push(`${column} = ANY (${p.add(scope.subtreeOrgs)}::text[])`);
  if (scope.orgs.length) parts.push(`${column} = ANY (${p.add(scope.orgs)}::text[])`);
  if (scope.own && createByColumn && userId) parts.push(`${createByColumn} = ${p.add(userId)}`);
  return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
}

/**
 * The visibility condition for a resource's table under `alias`: its data scope (own org column, or its
 * parent's through scopeVia) and its hooks' extra condition. TRUE when nothing limits it.
 */
export function scopeSql(def: ResourceDef, principal: Principal, p: SqlParams, alias = 't'): string {
  const parts: string[] = [];
  if (def.orgField) {
    const field = fieldOf(def, def.orgField);
    if (!field) throw new Error(`${def.name}: orgField ${def.orgField} is not declared`);
    parts.push(orgScopeSql(`${alias}.${ident(columnOf(field))}`, principal.scope, p, `${alias}.create_by`, principal.userId));
  }
  if (def.scopeVia) {
    const parent = resourceByName(def.scopeVia.resource);
    const field = fieldOf(def, def.scopeVia.field);
    if (!parent || !field) throw new Error(`${def.name}: scopeVia ${def.scopeVia.resource}.${def.scopeVia.field} is not declared`);
    const inner = `${alias}_p`;
    // "Own records" means the parent's creator, which the row does not keep.
    if (def.scopeVia.kept && !principal.scope.own) parts.push(keptScopeSql(`${alias}.scope_org_id`, principal.scope, p));
    else parts.push(parentHolds(`${alias}.${ident(columnOf(field))}`, parent.table, inner, `${inner}.del_flag = 0 AND ${scopeSql(parent, principal, p, inner)}`));
  }
  const extra = hooksOf(def.name).visibleWhere;
  if (extra) parts.push(`(${extra(principal, p, alias)})`);
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

/**
 * The scope condition on a row that keeps its parent's organisation (scopeVia `kept`): NULL while the parent
 * is deleted or hidden, so that even the all scope asks for one.
 */
function keptScopeSql(column: string, scope: DataScope, p: SqlParams): string {
  return scope.all ? `${column} IS NOT NULL` : orgScopeSql(column, scope, p);
}

/**
 * True when the row of `table` (aliased `inner`) whose id is `key` exists and satisfies `condition`: the one
 * way a scope condition looks at another table (see the head of this file), for hooks' visibleWhere too.
 */
export function parentHolds(key: string, table: string, inner: string, condition: string): string {
  return `COALESCE ((SELECT ${condition} FROM ${ident(table)} ${inner} WHERE ${inner}.id = ${key}), FALSE)`;
}

/**
 * The title of the record of `ref` whose id is `key`, or NULL when it is deleted or outside the principal's
 * scope: what a reference field shows beside its id, read by the key alone as a parent's scope is.
 */
export function refTitleSql(ref: ResourceDef, key: string, principal: Principal, p: SqlParams, inner: string): string {
  const title = fieldOf(ref, ref.titleField);
  if (!title) throw new Error(`${ref.name}: titleField ${ref.titleField} is not declared`);
  const visible = `${inner}.del_flag = 0 AND ${scopeSql(ref, principal, p, inner)}`;
  return `(SELECT CASE WHEN ${visible} THEN ${inner}.${ident(columnOf(title))} END FROM ${ident(ref.table)} ${inner} WHERE ${inner}.id = ${key})`;
}

/** The organisations a principal may file records under: their data scope, or their own org for "own records". */
export function assignableScope(principal: Principal): DataScope {
  const scope = principal.scope;
  // "Own records" alone does not let a user file records under an organisation: their own org does.
  return scope.own && !scope.all && !scope.subtrees.length && !scope.orgs.length ? { ...scope, orgs: [principal.orgId] } : scope;
}

/** True when an organisation lies inside the principal's scope (a record may be put there). */
export async function orgInScope(q: Queryable, principal: Principal, orgId: string): Promise<boolean> {
  const p = new SqlParams();
  const id = p.add(orgId);
  const rows = await q.query(`SELECT 1 FROM sys_org o WHERE o.id = ${id} AND o.enabled AND ${orgScopeSql('o.id', assignableScope(principal), p)}`, p.values);
  return rows.length > 0;
}
