/**
 * The auth area: installs app.authenticate and registers sign-in, sessions, SMS, single sign-on,
 * hand-off, account and error-log endpoints (docs/api.md, "Auth endpoints"; docs/security.md).
 */
import type { AreaDeps } from '../../areas.ts';
import type { Router } from '../../http/router.ts';
import { createAuthDeps } from './authDeps.ts';
import { createAuthenticate } from './authenticate.ts';
import { clientErrorLogRoutes } from './clientErrorLogs.ts';
import { handoffRoutes } from './handoffRoutes.ts';
import { loginReminderRoutes } from './loginReminderRoutes.ts';
import { oauthRoutes } from './oauthRoutes.ts';
import { smsRoutes } from './sms/smsRoutes.ts';
import { devIdpRoutes } from './sso/devIdpRoutes.ts';
import { zzdRoutes } from './sso/zzdRoutes.ts';
import { userRoutes } from './userRoutes.ts';

export function authRoutes(router: Router, area: AreaDeps): void {
  const deps = createAuthDeps(area);
  area.app.authenticate = createAuthenticate(deps);
  oauthRoutes(router, deps);
  userRoutes(router, deps);
  smsRoutes(router, deps);
  loginReminderRoutes(router, deps);
  zzdRoutes(router, deps);
  if (deps.config.auth.sso.provider === 'dev') devIdpRoutes(router, deps);
  handoffRoutes(router, deps);
  clientErrorLogRoutes(router, deps);
}
