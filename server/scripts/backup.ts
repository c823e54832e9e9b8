/**
 * npm run backup -- FILE: a consistent dump of the configured database (DATA_DIR or DATABASE_URL, as the
 * server) into a new gzipped file; format in server/db/backupFormat.ts. A PGlite directory that a
 * running server holds is refused by its lock file: stop the server, or back up through PostgreSQL.
 */
import { closeSync, createWriteStream, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup.ts';
import { openDatabase } from '../db/open.ts';
import { Refusal, parseArguments, runCli } from './cli.ts';

await runCli(async () => {
  const { positionals } = parseArguments('npm run backup -- FILE', {}, 1);
  const file = positionals[0]!;
  if (existsSync(file)) {
    throw new Refusal(`文件 ${file} 已存在，备份不会覆盖已有文件。${file} already exists: a backup never overwrites a file, choose a new name.`);
  }
  const db = await openDatabase(loadConfig());
  // Written under another name and renamed when complete: FILE is never a half-written backup.
  const partial = `${file}.partial`;
  try {
    const summary = await backupDatabase(db, createWriteStream(partial));
    const fd = openSync(partial, 'r');
    fsyncSync(fd); // on disk before it is called a backup
    closeSync(fd);
    renameSync(partial, file);
    const kib = Math.ceil(statSync(file).size / 1024);
    console.log(
      `备份完成 Backup written: ${file} (${kib} KiB; ${summary.tables} tables, ${summary.rows} rows; schema versions ${summary.migrations.join(', ')})`,
    );
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  } finally {
    await db.close();
  }
});
