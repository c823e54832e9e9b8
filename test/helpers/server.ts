/** Starts the real server on a free port against a fresh database, for API tests. */
import { loadConfig, type Config } from '../../server/config.ts';
import { createLogger, type Logger } from '../../server/log.ts';
import { startServer, type Running } from '../../server/start.ts';
import { freshDatabase, type Engine, type FreshDb } from './engines.ts';
import { seededDatabase } from './seededPglite.ts';

export interface TestServer extends Running {
  config: Config;
  /** Log lines the server wrote, parsed. */
  logs: Record<string, unknown>[];
  /** fetch against the server: path relative to its URL. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** fetch and parse the JSON body. */
  json<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * `database`: a database the test prepared (a restored backup, say), closed with the server. Else a fresh one:
 * on PGlite a copy of a first start's database (seededPglite.ts), unless the test gives the server a files
 * directory of its own, which the demo's attachments must then be written to by a first start of its own.
 */
export async function startTestServer(
  engine: Engine,
  env: Record<string, string> = {},
  database?: FreshDb,
): Promise<TestServer> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', DIST_DIR: process.env.DIST_DIR ?? 'dist/public', ...env });
  const fresh =
    database ??
    (engine === 'pglite' && !env.FILES_DIR
      ? await seededDatabase(config)
      : await freshDatabase(engine, { statementTimeoutMs: config.statementTimeoutMs }));
  const logs: Record<string, unknown>[] = [];
  const log: Logger = createLogger({ level: 'debug', write: (line) => logs.push(JSON.parse(line)) });
  let running: Running;
  try {
    running = await startServer(config, log, { db: fresh.db, drainMs: 2000 });
  } catch (e) {
    await fresh.dispose();
    throw e;
  }
  const server: TestServer = {
    ...running,
    config,
    logs,
    fetch: (path, init) => fetch(running.url + path, init),
    async json(path, init) {
      const res = await fetch(running.url + path, init);
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    },
    async close() {
      await running.stop();
      await fresh.dispose();
    },
  };
  return server;
}
