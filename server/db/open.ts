/** Opens the configured engine: PostgreSQL when DATABASE_URL is set, else PGlite behind a lock file. */
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { lockDataDir } from './lockfile.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export class RefusedEngineError extends Error {}

/** `statementTimeoutMs`: the server's request limit (scripts open without one). */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'production' | 'allowEmbeddedInProduction'>,
  options: { statementTimeoutMs?: number } = {},
): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, options);
  if (config.production && !config.allowEmbeddedInProduction) {
    throw new RefusedEngineError(
      '生产环境 (NODE_ENV=production) 须使用 PostgreSQL：请设置 DATABASE_URL。' +
        'Production runs on PostgreSQL: set DATABASE_URL, or ALLOW_EMBEDDED_DB=1 to run on the embedded database anyway.',
    );
  }
  if (config.dataDir.startsWith('memory://')) return openPglite(config.dataDir);
  const release = lockDataDir(config.dataDir);
  try {
    const db = await openPglite(config.dataDir);
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
