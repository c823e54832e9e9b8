/**
 * The calls of role management and role authorisation (docs/api.md, "Roles, grants and menu entries"):
 * roles through the resource calls of `role`, a role's grants (`RoleRule`) and the menu tree (`rule`).
 */
import type { RuleEntry } from '../../../../model/menu/types.ts';
import type { DataScopeKind } from '../../../../model/resources/role.ts';
import { http } from '../../../http/client.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';

export type RoleRecord = WireRecord & {
  code: string;
  name: string;
  description: string | null;
  dataScope: DataScopeKind;
  builtin: boolean;
  enabled: boolean;
  sort: number;
  orgId: string | null;
  orgName: string | null;
  /** The organisations of a custom scope. */
  customOrgs: string[];
  /** Live accounts holding the role. */
  holders: number;
};

export const roleApi = resourceApi<RoleRecord>('role');

const API = '/lgbsmp/api/v1';

/** The menu entry ids a role holds. */
export function roleGrants(roleId: string, signal?: AbortSignal): Promise<string[]> {
  return http.get<string[]>(`${API}/RoleRule/selectRuleByRoleId/${encodeURIComponent(roleId)}`, { signal });
}

/** Saves a role's whole set of grants; the server answers the set with every ancestor added. */
export function saveRoleGrants(roleId: string, menuIds: readonly string[]): Promise<{ menuIds: string[] }> {
  return http.put<{ menuIds: string[] }>(`${API}/RoleRule`, { json: { roleId, menuIds } });
}

/** Every menu entry as one tree, each marked whether the signed-in user may grant it. */
export function menuTree(signal?: AbortSignal): Promise<RuleEntry[]> {
  return http.get<RuleEntry[]>(`${API}/rule`, { signal });
}
