/** Who is asking: resolved from the session once per request, before any handler that needs it runs. */
import type { Grants } from './grants.ts';

/**
 * What records a user may touch, as the union of their roles' data scopes (architecture.md):
 * everything; organisation subtrees (by sys_org.path prefix); single organisations; their own records.
 */
export interface DataScope {
  all: boolean;
  /** sys_org.path values: the organisation and everything below it. */
  subtrees: string[];
  /**
   * The ids of the organisations in `subtrees`, as the grants' stamp knows them (sys_org renews it): what SQL
   * compares with, as a value the planner sees (docs/platform.md, "Data scope and the planner").
   */
  subtreeOrgs: string[];
  /** sys_org.id values: that organisation only. */
  orgs: string[];
  /** Records the user created (create_by = userId). */
  own: boolean;
}

export interface Principal {
  sessionId: string;
  userId: string;
  username: string;
  name: string;
  /** The user's own organisation. */
  orgId: string;
  orgPath: string;
  /** The city code of the user's organisation (330000 for the province); spec section 6's Shaoxing rule. */
  cityCode: string;
  /** The department the request acts for: the deptId header when it is one of the user's, else orgId. */
  deptId: string;
  roleIds: string[];
  roleCodes: string[];
  /** Menu and button permission codes granted through the user's roles. */
  permissions: ReadonlySet<string>;
  scope: DataScope;
  /** The grants the fields above were built from, as read for this request (GET /admin/user answers them). */
  grants: Grants;
}
