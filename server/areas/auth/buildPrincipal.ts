/** The Principal of a request: the session's user, the acting department, roles, permissions, scope. */
import { dataScopeOf } from './dataScope.ts';
import type { Grants, OrgTree } from './grants.ts';
import type { Principal } from './principal.ts';

export interface PrincipalUser {
  sessionId: string;
  userId: string;
  username: string;
  name: string;
  orgId: string;
  orgPath: string;
  cityCode: string | null;
}

// One set per grants read: an administrator holds some fifteen hundred codes, and the grants are kept between requests.
const permissionSets = new WeakMap<Grants, ReadonlySet<string>>();

function permissionsOf(grants: Grants): ReadonlySet<string> {
  let set = permissionSets.get(grants);
  if (!set) permissionSets.set(grants, (set = new Set(grants.permissions)));
  return set;
}

/** `deptHeader` is a hint: honoured only when it names one of the user's departments. */
export function buildPrincipal(user: PrincipalUser, grants: Grants, tree: OrgTree, deptHeader: string | undefined): Principal {
  const acting = grants.depts.find((d) => d.id === deptHeader) ?? { id: user.orgId, path: user.orgPath };
  return {
    sessionId: user.sessionId,
    userId: user.userId,
    username: user.username,
    name: user.name,
    orgId: user.orgId,
    orgPath: user.orgPath,
    cityCode: user.cityCode ?? '',
    deptId: acting.id,
    roleIds: grants.roles.map((r) => r.id),
    roleCodes: grants.roles.map((r) => r.code),
    permissions: permissionsOf(grants),
    scope: dataScopeOf(grants.roles.map((r) => r.dataScope), acting, grants.customOrgs, tree),
    grants,
  };
}
