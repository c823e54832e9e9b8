/**
 * The auth area's dependencies, built once per app. Tests reach them through authDepsOf(app) to set the
 * clock: every time check of the area reads `deps.clock` at the moment it checks.
 */
import type { App } from '../../app.ts';
import type { AreaDeps } from '../../areas.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import type { Logger } from '../../log.ts';
import { systemClock, type Clock } from './clock.ts';
import type { GrantsCache } from './grants.ts';
import { createServerKeys, type ServerKeys } from './serverKeys.ts';
import { createSmsProvider, type SmsProvider } from './sms/smsProvider.ts';
import { createSsoProvider, type SsoProvider } from './sso/ssoProvider.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  log: Logger;
  clock: Clock;
  keys: ServerKeys;
  grants: GrantsCache;
  sms: SmsProvider;
  sso: SsoProvider;
}

const byApp = new WeakMap<App, AuthDeps>();

export function createAuthDeps({ app, db, config, log, grants }: AreaDeps): AuthDeps {
  const now = () => deps.clock.now();
  const deps: AuthDeps = {
    db,
    config,
    log,
    clock: systemClock,
    keys: createServerKeys(db, config.auth.keyRotateDays),
    grants,
    sms: createSmsProvider(config, db, log, now),
    sso: createSsoProvider(config.auth.sso, db, now),
  };
  byApp.set(app, deps);
  return deps;
}

/** The auth dependencies of an app (tests: `authDepsOf(server.app).clock = ...`). */
export function authDepsOf(app: App): AuthDeps {
  const deps = byApp.get(app);
  if (!deps) throw new Error('the auth area is not registered on this app');
  return deps;
}
