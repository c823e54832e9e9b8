/**
 * What attachments, exports, imports and the retention sweep share, built once per app. Tests reach it
 * through filesDepsOf(app) to move the clock (tickets, expiry, retention) and to wait for background jobs.
 */
import type { App } from '../app.ts';
import type { AreaDeps } from '../areas.ts';
import { systemClock, type Clock } from '../areas/auth/clock.ts';
import type { GrantsCache } from '../areas/auth/grants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Logger } from '../log.ts';
import type { Dictionaries } from './dictionaries.ts';
import { createFileStore, type FileStore } from './fileStore.ts';
import { createJobs, type Jobs } from './jobs.ts';
import { createOnJobFinished, type OnJobFinished } from './onJobFinished.ts';
import { createRetention, type Retention, type SweepDeps } from './retention.ts';

export interface FilesDeps {
  db: Db;
  config: Config;
  log: Logger;
  dictionaries: Dictionaries;
  grants: GrantsCache;
  /** Read at every time check: tests replace it. */
  clock: Clock;
  store: FileStore;
  jobs: Jobs;
  onJobFinished: OnJobFinished;
  /** The retention sweep (engineFilesRoutes starts it with the app). */
  retention: Retention;
}

const byApp = new WeakMap<App, FilesDeps>();

export function createFilesDeps({ app, db, config, log, dictionaries, grants, push }: AreaDeps): FilesDeps {
  const shared: SweepDeps = {
    db,
    config,
    log,
    dictionaries,
    grants,
    clock: systemClock,
    store: createFileStore(config.files.dir),
    jobs: createJobs(log),
    onJobFinished: createOnJobFinished(push, log),
  };
  // One object: a clock a test sets on it is the sweep's clock too.
  const deps: FilesDeps = Object.assign(shared, { retention: createRetention(shared) });
  byApp.set(app, deps);
  return deps;
}

/** The files dependencies of an app (tests: `filesDepsOf(server.app).clock = ...`). */
export function filesDepsOf(app: App): FilesDeps {
  const deps = byApp.get(app);
  if (!deps) throw new Error('the engine files routes are not registered on this app');
  return deps;
}
