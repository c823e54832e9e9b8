/**
 * The database engines an API suite runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set
 * (as .ci/run does). Each test server gets a fresh database: PGlite in memory (loaded from an empty
 * cluster made once, see pgliteTemplate.ts), or a fresh schema.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Db } from '../../server/db/db.ts';
import { openDatabase } from '../../server/db/open.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { emptyDataDir, pgliteTemplate } from './pgliteTemplate.ts';

export type Engine = 'pglite' | 'postgres';

export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface FreshDb {
  db: Db;
  /** Closes the database and drops what the test made. */
  dispose(): Promise<void>;
  /** For PostgreSQL: the URL and schema, so that a second process can open the same database. */
  url?: string;
  schema?: string;
}

/**
 * `statementTimeoutMs`: the server's request limit, as the server sets it on its PostgreSQL connections.
 * `ownDatabase`: on PostgreSQL a database rather than a schema, for a test of VACUUM: a transaction of any
 * other suite open in the same database keeps the rows it would free (PostgreSQL's horizon is per database).
 */
export async function freshDatabase(engine: Engine, options: { statementTimeoutMs?: number; ownDatabase?: boolean } = {}): Promise<FreshDb> {
  if (engine === 'pglite') {
    const db = await openPglite('memory://', { loadDataDir: await pgliteTemplate() });
    return { db, dispose: () => db.close() };
  }
  if (options.ownDatabase) return freshOwnDatabase();
  const fresh = await freshSchema();
  const db = await openPostgres(fresh.url, { schema: fresh.schema, max: 4, statementTimeoutMs: options.statementTimeoutMs });
  return {
    db,
    url: fresh.url,
    schema: fresh.schema,
    async dispose() {
      await db.close();
      await fresh.dispose();
    },
  };
}

async function freshOwnDatabase(): Promise<FreshDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const db = await openPostgres(own.toString(), { max: 2 });
  return {
    db,
    url: own.toString(),
    async dispose() {
      await db.close();
      await admin.unsafe(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface FreshSchema {
  url: string;
  schema: string;
  /** TEST_DATABASE_URL with the schema as search_path: a DATABASE_URL for a server or script process. */
  databaseUrl: string;
  /** Drops the schema and everything in it. */
  dispose(): Promise<void>;
}

/** A new empty schema in TEST_DATABASE_URL's database. */
export async function freshSchema(): Promise<FreshSchema> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const databaseUrl = new URL(url);
  databaseUrl.searchParams.set('search_path', schema);
  return {
    url,
    schema,
    databaseUrl: databaseUrl.toString(),
    async dispose() {
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** A database for a server or script process under test: a new PGlite directory (an empty cluster) or a fresh schema. */
export interface ProcessDatabase {
  /** DATA_DIR or DATABASE_URL for the process. */
  env: Record<string, string>;
  /** Opens it in the test process (PGlite through its lock file, as the server does). */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

export async function processDatabase(engine: Engine, dataDir: () => string): Promise<ProcessDatabase> {
  if (engine === 'pglite') {
    const dir = await emptyDataDir(dataDir());
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir, databaseUrl: undefined, production: false, allowEmbeddedInProduction: false }),
      dispose: async () => {},
    };
  }
  const fresh = await freshSchema();
  return {
    env: { DATABASE_URL: fresh.databaseUrl },
    open: () => openPostgres(fresh.url, { schema: fresh.schema, max: 2 }),
    dispose: () => fresh.dispose(),
  };
}
