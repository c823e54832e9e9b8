/**
 * What the system area needs, built once per app. Time comes from the auth area's clock (read at each
 * call), so that locks, sessions and their tests agree on one "now".
 */
import type { AreaDeps } from '../../areas.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import type { Dictionaries } from '../../engine/dictionaries.ts';
import { authDepsOf, type AuthDeps } from '../auth/authDeps.ts';

export interface SystemDeps {
  db: Db;
  config: Config;
  dictionaries: Dictionaries;
  /** The auth area's dependencies: sealed passwords are opened with its keys. */
  auth: AuthDeps;
  now(): number;
}

/** Needs the auth area registered first (server/areas.ts). */
export function createSystemDeps(area: AreaDeps): SystemDeps {
  const auth = authDepsOf(area.app);
  return { db: area.db, config: area.config, dictionaries: area.dictionaries, auth, now: () => auth.clock.now() };
}
