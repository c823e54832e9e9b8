/**
 * The database engines an API suite runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set
 * (as .ci/run does). Each test server gets a fresh database: PGlite in memory, or a fresh schema.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Db } from '../../server/db/db.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';

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

export async function freshDatabase(engine: Engine): Promise<FreshDb> {
  if (engine === 'pglite') {
    const db = await openPglite('memory://');
    return { db, dispose: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(url, { schema, max: 4 });
  return {
    db,
    url,
    schema,
    async dispose() {
      await db.close();
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
