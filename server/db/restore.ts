/**
 * Restores a backup (backup.ts) into an empty database of either engine, in one transaction: the target
 * is migrated to exactly the backup's schema version, the rows go in parents first through
 * json_populate_recordset (PostgreSQL converts every value, as when seeding), the sequences continue
 * where the source left them, and then the migrations newer than the backup run, as a server start
 * would run them. Any failure rolls everything back and leaves the target as empty as it was.
 */
import type { Readable } from 'node:stream';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type BackupHeader, type EndLine, type SectionLine } from './backupFormat.ts';
import { insertJson } from './bulk.ts';
import { refreshStatistics } from './refreshStatistics.ts';
import { dataTables, foreignKeys, insertableColumns, type ForeignKey } from './catalog.ts';
import { ident, isDbError, type Db, type Queryable } from './db.ts';
import { gzipLines } from './gzipLines.ts';
import { isEmpty } from './isEmpty.ts';
import { applyMigrations, appliedVersions, lockSchema, readMigrations, type Migration } from './migrate.ts';
import { ensureDeclaredIndexes } from './declaredIndexes.ts';

export interface RestoreOptions {
  migrations?: readonly Migration[];
  /** A batch is inserted once it has this many rows or this many characters, whichever comes first. */
  batchRows?: number;
  batchChars?: number;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** The schema version of the backup. */
  migrations: number[];
  /** Migrations newer than the backup, applied after its rows. */
  upgraded: number[];
}

export async function restoreDatabase(db: Db, input: Readable, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const migrations = options.migrations ?? readMigrations();
  const lines = gzipLines(input);
  try {
    const header = parseHeader(await nextLine(lines));
    const known = new Set(migrations.map((m) => m.version));
    const unknown = header.migrations.filter((v) => !known.has(v));
    if (unknown.length > 0) {
      throw new BackupError(
        `备份来自更新版本的系统（数据库结构版本 ${unknown.join(', ')} 在此版本中不存在），请用相同或更新的版本恢复。` +
          `The backup comes from a newer version of the portal (schema versions ${unknown.join(', ')} are unknown here): restore it with that version or a later one.`,
      );
    }
    const summary = await db.transaction(async (tx) => {
      // Held until commit: a server starting meanwhile on the same PostgreSQL waits, then finds the data.
      await lockSchema(tx);
      if (!(await isEmpty(tx))) {
        throw new BackupError(
          '目标数据库不是空的：只能恢复到空数据库（新的 DATA_DIR 目录或新建的 PostgreSQL 数据库）。' +
            'The target database is not empty: restore only into an empty one (a new DATA_DIR, or a newly created PostgreSQL database).',
        );
      }
      const ahead = (await appliedVersions(tx)).filter((v) => !header.migrations.includes(v));
      if (ahead.length > 0) {
        throw new BackupError(
          `目标数据库的结构版本 (${ahead.join(', ')}) 比备份新，请恢复到新建的数据库。` +
            `The target database is at a newer schema version (${ahead.join(', ')}) than the backup: restore into a newly created database.`,
        );
      }
      await applyMigrations(tx, migrations.filter((m) => header.migrations.includes(m.version)));
      const tables = await dataTables(tx);
      const missing = header.tables.filter((t) => !tables.includes(t.name)).map((t) => t.name);
      if (missing.length > 0) {
        throw new BackupError(`备份中的表 ${missing.join(', ')} 在数据库结构中不存在。The backup's tables ${missing.join(', ')} do not exist in the schema.`);
      }
      // The backup holds every row, those that migrations inserted included.
      if (tables.length > 0) await tx.exec(`TRUNCATE ${tables.map(ident).join(', ')}`);

      const deferred = unorderedKeys(await foreignKeys(tx), header.tables.map((t) => t.name));
      for (const key of deferred) await tx.exec(`ALTER TABLE ${ident(key.table)} DROP CONSTRAINT ${ident(key.name)}`);
      let rows = 0;
      for (const table of header.tables) rows += await loadSection(tx, lines, table, options);
      const end = parseLine<EndLine>(await nextLine(lines));
      if (end.end !== true || end.rows !== rows) throw truncated();
      for (const [name, value] of Object.entries(header.sequences)) {
        await tx.query('SELECT setval($1::regclass, $2::int8, true)', [ident(name), value]);
      }
      // Adding a constraint checks every row, so the restored data is verified as a whole as well.
      for (const key of deferred) await tx.exec(`ALTER TABLE ${ident(key.table)} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`);
      const upgraded = await applyMigrations(tx, migrations);
      // The rows just loaded fire their deferred checks now (the booking overlap check, migration 021): a table
      // with checks still pending cannot be indexed.
      await tx.exec('SET CONSTRAINTS ALL IMMEDIATE');
      await ensureDeclaredIndexes(tx);
      // The archive's maintained counts (migration 029): the backup's rows of them and the deltas its triggers
      // added while the cadres loaded overlap, so they are counted afresh from the restored cadres (where the
      // schema has them: the tests restore schemas of their own too).
      const [counts] = await tx.query<{ kept: boolean }>(`SELECT to_regprocedure('cadre_figure_recount(text)') IS NOT NULL AS kept`);
      if (counts?.kept) await tx.query('SELECT cadre_figure_recount(NULL)');
      return { tables: header.tables.length, rows, migrations: header.migrations, upgraded };
    });
    await refreshStatistics(db);
    return summary;
  } finally {
    await lines.return(undefined);
  }
}

function parseHeader(line: string): BackupHeader {
  const header = parseLine<BackupHeader>(line);
  if (header.format !== BACKUP_FORMAT || !Array.isArray(header.migrations) || !Array.isArray(header.tables)) {
    throw new BackupError('不是本系统的备份文件。This is not a backup of the portal.');
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `备份文件格式版本 ${header.version} 不受支持（支持 ${BACKUP_VERSION}）。Backup format version ${header.version} is not supported (this version reads ${BACKUP_VERSION}).`,
    );
  }
  return header as BackupHeader;
}

/** Foreign keys that file order cannot satisfy: self-references, cycles, or a referenced table not before. */
function unorderedKeys(keys: readonly ForeignKey[], order: readonly string[]): ForeignKey[] {
  return keys.filter((k) => {
    const referenced = order.indexOf(k.references);
    return referenced < 0 || referenced >= order.indexOf(k.table);
  });
}

async function loadSection(
  tx: Queryable,
  lines: AsyncGenerator<string>,
  table: { name: string; rows: number },
  { batchRows = 1000, batchChars = 4 << 20 }: RestoreOptions,
): Promise<number> {
  const section = parseLine<SectionLine>(await nextLine(lines));
  if (section.table !== table.name || section.rows !== table.rows) throw truncated();
  const columns = await insertableColumns(tx, table.name);
  const schema = (await tx.query<{ schema: string }>('SELECT current_schema() AS schema'))[0]!.schema;
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    try {
      await insertJson(tx, table.name, columns, `[${batch.join(',')}]`, { keepIdentity: true, schema });
    } catch (e) {
      if (!isDbError(e)) throw e;
      throw new BackupError(`表 ${table.name} 的数据无法恢复：${e.message}。Rows of ${table.name} could not be restored: ${e.message}`);
    }
    batch = [];
    chars = 0;
  };
  for (let i = 0; i < table.rows; i++) {
    const line = await nextLine(lines);
    batch.push(line);
    chars += line.length;
    if (batch.length >= batchRows || chars >= batchChars) await flush();
  }
  await flush();
  return table.rows;
}

/** A structural line of the file; anything unreadable comes back empty and fails the caller's checks. */
function parseLine<T>(line: string): Partial<T> {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

async function nextLine(lines: AsyncGenerator<string>): Promise<string> {
  const next = await lines.next();
  if (next.done) throw truncated();
  return next.value;
}

function truncated(): BackupError {
  return new BackupError('备份文件不完整（可能在写入时中断）。The backup file is incomplete (perhaps cut short while it was written).');
}
