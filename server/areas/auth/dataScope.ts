/**
 * Data scope: the union of the user's roles' scopes (architecture.md), relative to the department the
 * request acts for; and the one check "may this principal touch a record of that organisation".
 */
import type { DataScope, Principal } from './principal.ts';
import type { DataScopeKind, OrgTree } from './grants.ts';

export function dataScopeOf(kinds: DataScopeKind[], acting: { id: string; path: string }, customOrgs: string[], tree: OrgTree): DataScope {
  const scope: DataScope = { all: false, subtrees: [], subtreeOrgs: [], orgs: [], own: false };
  for (const kind of new Set(kinds)) {
    if (kind === 'all') scope.all = true;
    else if (kind === 'org_and_below') scope.subtrees.push(acting.path);
    else if (kind === 'org') scope.orgs.push(acting.id);
    else if (kind === 'self') scope.own = true;
    else scope.orgs.push(...customOrgs);
  }
  scope.orgs = [...new Set(scope.orgs)];
  if (scope.subtrees.length) scope.subtreeOrgs = tree.filter((o) => scope.subtrees.some((path) => o.path.startsWith(path))).map((o) => o.id);
  return scope;
}

/** Whether a record of this organisation (created by createdBy) is within the principal's scope. */
export function scopeCovers(principal: Principal, record: { orgId: string; orgPath: string; createdBy?: string | null }): boolean {
  const { scope } = principal;
  return (
    scope.all ||
    scope.subtrees.some((path) => record.orgPath.startsWith(path)) ||
    scope.orgs.includes(record.orgId) ||
    (scope.own && !!record.createdBy && record.createdBy === principal.userId)
  );
}
