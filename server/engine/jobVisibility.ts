/**
 * Who sees a download or import record: its user always; an administrator (a role in ADMIN_ROLES) also
 * every record of a user whose organisation lies in the administrator's data scope, for oversight (who
 * exported or imported what). Files themselves are only ever handed to the user who made them.
 */
import type { Principal } from '../areas/auth/principal.ts';
import type { Config } from '../config.ts';
import { orgScopeSql } from './scope.ts';
import type { SqlParams } from './sqlParams.ts';

export function isAdministrator(config: Config, principal: Principal): boolean {
  return principal.roleCodes.some((code) => config.auth.adminRoles.includes(code));
}

/** The condition on a record table aliased `t` (with user_id and org_id columns). */
export function jobVisibilitySql(config: Config, principal: Principal, p: SqlParams): string {
  const own = `t.user_id = ${p.add(principal.userId)}`;
  if (!isAdministrator(config, principal)) return own;
  return `(${own} OR ${orgScopeSql('t.org_id', principal.scope, p, 't.user_id', principal.userId)})`;
}
