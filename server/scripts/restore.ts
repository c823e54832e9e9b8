/**
 * npm run restore -- FILE: restores a backup into the configured database (DATA_DIR or DATABASE_URL, as
 * the server), which must be empty: a new DATA_DIR, or a newly created PostgreSQL database.
 */
import { createReadStream, existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { restoreDatabase } from '../db/restore.ts';
import { Refusal, parseArguments, runCli } from './cli.ts';

await runCli(async () => {
  const { positionals } = parseArguments('npm run restore -- FILE', {}, 1);
  const file = positionals[0]!;
  if (!existsSync(file)) throw new Refusal(`找不到备份文件 ${file}。The backup file ${file} does not exist.`);
  const db = await openDatabase(loadConfig());
  try {
    const summary = await restoreDatabase(db, createReadStream(file));
    const upgraded = summary.upgraded.length ? `; then applied newer migrations ${summary.upgraded.join(', ')}` : '';
    console.log(
      `恢复完成 Restored ${file}: ${summary.tables} tables, ${summary.rows} rows at schema versions ${summary.migrations.join(', ')}${upgraded}.`,
    );
  } finally {
    await db.close();
  }
});
