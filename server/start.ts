/** Starts the portal: open the database, migrate, seed an empty one, listen. Used by main.ts and tests. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from './app.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { setExactTotalLimit } from './db/pageOf.ts';
import type { Logger } from './log.ts';
import { seedIfEmpty } from './seed/seedIfEmpty.ts';
import { analyseNeverAnalysed } from './db/refreshStatistics.ts';
import { createDictionaries, syncDictionaries } from './engine/dictionaries.ts';
import { createGrantsCache } from './areas/auth/grants.ts';
import { syncMenus } from './areas/menu/syncMenus.ts';
import { createPush, type Push } from './areas/push/push.ts';

export interface Running {
  app: App;
  db: Db;
  /** Publishing to browsers (every instance on the same database delivers). */
  push: Push;
  server: Server;
  /** http://host:port of the listening server. */
  url: string;
  /** Graceful stop: not ready, stop accepting, let in-flight requests finish, close the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** An already opened database (tests); otherwise the configured engine is opened and closed here. */
  db?: Db;
  /** How long in-flight requests may take to finish on stop before their connections are cut. */
  drainMs?: number;
}

export async function startServer(config: Config, log: Logger, options: StartOptions = {}): Promise<Running> {
  const db = options.db ?? (await openDatabase(config, { statementTimeoutMs: config.statementTimeoutMs }));
  setExactTotalLimit(config.listExactTotal);
  try {
    if (db.engine === 'pglite') {
      log.warn('embedded database (PGlite): for trials, demos and a single server; production runs on PostgreSQL (DATABASE_URL)', {
        dataDir: config.dataDir,
      });
    }
    const applied = await migrate(db);
    if (applied.length) log.info('migrations applied', { versions: applied });
    await syncDictionaries(db);
    await syncMenus(db);
    await seedIfEmpty(db, config, log);
    // A database written before statistics were kept (or by hand) gets them now, not at its first slow list.
    const analysed = await analyseNeverAnalysed(db);
    if (analysed.length) log.info('planner statistics made for tables never analysed', { tables: analysed.length });
  } catch (e) {
    if (!options.db) await db.close();
    throw e;
  }

  const dictionaries = createDictionaries(db);
  const unlistenDictionaries = await dictionaries.listen();
  const push = createPush(db, log);
  await push.start();
  const app = createApp({ config, db, log, dictionaries, grants: createGrantsCache(db), push });
  const server = createServer({ requestTimeout: 120_000, headersTimeout: 30_000, keepAliveTimeout: 5_000 }, (req, res) => {
    void app.handle(req, res);
  });
  server.on('upgrade', (req, socket, head) => {
    Promise.resolve(app.upgrade(req, socket, head)).catch((err: unknown) => {
      log.error('upgrade failed', { err });
      socket.destroy();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    // A port in use must not leave the data directory locked by a process that is about to exit.
    if (!options.db) await db.close();
    throw e;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  app.ready = true;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      app.ready = false;
      // Push sockets are long-lived: close them first (browsers reconnect to another instance).
      await app.stopped();
      await push.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection whose request finishes during the drain turns idle without telling the
      // server, and would hold the exit until keepAliveTimeout: close idle ones again until all are gone.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), options.drainMs ?? 10_000);
      await closed;
      clearInterval(idle);
      clearTimeout(cut);
      await unlistenDictionaries();
      if (!options.db) await db.close();
    })());

  return { app, db, push, server, url: `http://${host}:${port}`, stop };
}
