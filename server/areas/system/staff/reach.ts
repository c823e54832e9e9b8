/**
 * How far an account reaches, and whether that lies within, or strictly below, an administrator's scope
 * (docs/security.md, "Escalation"). An account reaches, for every department it may act for (its own
 * organisation and sys_user_dept) and every role it holds (enabled or not: a disabled role may be
 * enabled again), what that role's data scope gives: everything, that department's subtree, that
 * department alone, its own records, or the role's listed organisations.
 *
 * "Strictly below" the administrator's scope means every part of that reach is covered by the scope and is
 * smaller than it: a subtree only inside a wider subtree (a strictly deeper path), a single organisation
 * inside a subtree (the subtree of the same organisation already holds more), its own records when the
 * administrator covers the account. The whole scope (`all`) is below nothing, and an equal part is not
 * below: a peer (the same subtree) and a superior are out of reach, whatever their menus. "Within" allows
 * the equal part: what a grant may give (never beyond the granter).
 */
import type { Queryable } from '../../../db/db.ts';
import type { DataScope } from '../../auth/principal.ts';
import type { RoleFacts } from '../role/roleFacts.ts';

export interface Org {
  id: string;
  path: string;
}

export interface Reach {
  all: boolean;
  /** sys_org.path values of subtrees reached. */
  subtrees: string[];
  /** Single organisations reached. */
  orgs: Org[];
  /** Its own records. */
  own: boolean;
}

/** The departments an account may act for: its organisation and sys_user_dept's, with their paths. */
export async function departmentsOf(q: Queryable, userId: string): Promise<Org[]> {
  return q.query<Org & Record<string, unknown>>(
    `SELECT o.id, o.path FROM sys_org o
      WHERE o.id IN (SELECT org_id FROM sys_user_dept WHERE user_id = $1 UNION SELECT org_id FROM sys_user WHERE id = $1)`,
    [userId],
  );
}

/** The organisations (with paths) of custom-scope roles. */
async function customOrgs(q: Queryable, roles: readonly RoleFacts[]): Promise<Org[]> {
  const ids = [...new Set(roles.filter((r) => r.dataScope === 'custom').flatMap((r) => r.customOrgs))];
  if (!ids.length) return [];
  return q.query<Org & Record<string, unknown>>('SELECT id, path FROM sys_org WHERE id = ANY ($1::text[])', [ids]);
}

export async function reachOf(q: Queryable, roles: readonly RoleFacts[], departments: readonly Org[]): Promise<Reach> {
  const reach: Reach = { all: false, subtrees: [], orgs: [], own: false };
  for (const role of roles) {
    if (role.dataScope === 'all') reach.all = true;
    else if (role.dataScope === 'org_and_below') reach.subtrees.push(...departments.map((d) => d.path));
    else if (role.dataScope === 'org') reach.orgs.push(...departments);
    else if (role.dataScope === 'self') reach.own = true;
  }
  reach.orgs.push(...(await customOrgs(q, roles)));
  return reach;
}

/**
 * Whether a reach lies within a scope (`strict`: strictly below it). `coversAccount` says whether the scope
 * covers the account itself (its own records are then within it).
 */
export function reachFits(scope: DataScope, reach: Reach, coversAccount: boolean, strict: boolean): boolean {
  if (reach.all) return scope.all && !strict;
  if (scope.all) return true;
  const inside = (path: string) => scope.subtrees.some((s) => path.startsWith(s));
  const deeper = (path: string) => scope.subtrees.some((s) => path.startsWith(s) && path !== s);
  return (
    reach.subtrees.every(strict ? deeper : inside) &&
    reach.orgs.every((o) => inside(o.path) || (!strict && scope.orgs.includes(o.id))) &&
    (!reach.own || coversAccount)
  );
}
