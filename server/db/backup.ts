/**
 * A consistent dump of either engine. Everything is read inside one REPEATABLE READ transaction (one
 * snapshot: a backup taken while servers write is still a single moment), and every row is produced by
 * PostgreSQL itself (`row_to_json`), read through a cursor in batches so that memory stays bounded.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type BackupHeader, type EndLine, type SectionLine } from './backupFormat.ts';
import { dataTables, sequenceValues } from './catalog.ts';
import { ident, type Db, type Queryable } from './db.ts';
import { appliedVersions } from './migrate.ts';

export interface BackupSummary {
  tables: number;
  rows: number;
  migrations: number[];
}

/** Writes the backup of `db` to `out` (gzipped); resolves once `out` has it all. */
export async function backupDatabase(db: Db, out: Writable, batchSize = 1000): Promise<BackupSummary> {
  return db.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = await appliedVersions(tx);
    if (migrations.length === 0) {
      throw new BackupError('数据库尚未初始化，没有可备份的内容。The database has never been migrated: there is nothing to back up.');
    }
    const tables: BackupHeader['tables'] = [];
    for (const name of await dataTables(tx)) {
      const [count] = await tx.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM ${ident(name)}`);
      tables.push({ name, rows: count?.n ?? 0 });
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: db.engine,
      migrations,
      tables,
      // Read after the snapshot was taken, so each value is at least that of any row in it.
      sequences: await sequenceValues(tx),
    };
    const rows = tables.reduce((sum, t) => sum + t.rows, 0);
    await pipeline(Readable.from(lines(tx, header, rows, batchSize)), createGzip(), out);
    return { tables: tables.length, rows, migrations };
  });
}

async function* lines(tx: Queryable, header: BackupHeader, rows: number, batchSize: number): AsyncGenerator<string> {
  yield JSON.stringify(header) + '\n';
  for (const table of header.tables) {
    yield JSON.stringify({ table: table.name, rows: table.rows } satisfies SectionLine) + '\n';
    // No finally: when writing fails, the transaction is rolled back and takes the cursor with it.
    await tx.exec(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${ident(table.name)} t`);
    for (;;) {
      const batch = await tx.query<{ line: string }>(`FETCH ${batchSize} FROM backup_rows`);
      if (batch.length > 0) yield batch.map((r) => r.line).join('\n') + '\n';
      if (batch.length < batchSize) break;
    }
    await tx.exec('CLOSE backup_rows');
  }
  yield JSON.stringify({ end: true, tables: header.tables.length, rows } satisfies EndLine) + '\n';
}
