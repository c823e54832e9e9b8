/**
 * System management (issue 7; docs/system.md): organisations, staff accounts, roles and their grants, the
 * menu entries, dictionaries, the logs and online sessions. Every route names the permission it needs
 * (model/menu/systemPermissions.ts); data scope comes from server/engine/scope.ts and
 * server/areas/auth/dataScope.ts, never from a rule of its own.
 */
import type { AreaDeps } from '../../areas.ts';
import type { Router } from '../../http/router.ts';
import { dictRoutes } from './dict/dictRoutes.ts';
import { logRoutes } from './logs/logRoutes.ts';
import { onlineRoutes } from './online/onlineRoutes.ts';
import { orgRoutes } from './org/orgRoutes.ts';
import { roleRoutes } from './role/roleRoutes.ts';
import { staffRoutes } from './staff/staffRoutes.ts';
import { createSystemDeps } from './systemDeps.ts';

export function systemRoutes(router: Router, area: AreaDeps): void {
  const deps = createSystemDeps(area);
  orgRoutes(router, deps);
  staffRoutes(router, deps);
  roleRoutes(router, deps);
  dictRoutes(router, deps);
  logRoutes(router, deps);
  onlineRoutes(router, deps);
}
