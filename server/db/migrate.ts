/**
 * Versioned SQL migrations (server/db/migrations/NNN_name.sql), applied at start in one transaction.
 * A transaction-scoped advisory lock makes two instances starting at once on one PostgreSQL safe:
 * the second waits, then finds nothing left to apply.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../paths.ts';
import type { Db, Queryable } from './db.ts';
import { ensureDeclaredIndexes } from './declaredIndexes.ts';
import { limitTransaction } from './statementTimeout.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Serialises everything that changes a schema's shape or first contents (migrations, the first-start
 * seed, restore, seed --reset) until the caller's transaction ends. Keyed by schema, so test schemas
 * of one database do not wait for each other.
 */
export async function lockSchema(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('lgb-portal-migrate:' || current_schema()))`);
}

/** The migration versions applied to the current schema, ascending; none when it was never migrated. */
export async function appliedVersions(q: Queryable): Promise<number[]> {
  const [found] = await q.query(
    `SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'schema_migration'`,
  );
  if (!found) return [];
  const rows = await q.query<{ version: number }>('SELECT version FROM schema_migration ORDER BY version');
  return rows.map((r) => r.version);
}

/** Applies, inside the caller's transaction (which holds lockSchema), the migrations not yet applied. */
export async function applyMigrations(tx: Queryable, migrations: readonly Migration[]): Promise<number[]> {
  await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(await appliedVersions(tx));
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await tx.exec(m.sql);
    await tx.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [m.version, m.name]);
    applied.push(m.version);
  }
  return applied;
}

/** Applies the migrations not yet applied and makes the declarations' indexes; returns the versions it applied. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await limitTransaction(tx, 0); // maintenance at start, not a request: as long as the migrations take
    await lockSchema(tx);
    const applied = await applyMigrations(tx, migrations);
    await ensureDeclaredIndexes(tx);
    return applied;
  });
}
