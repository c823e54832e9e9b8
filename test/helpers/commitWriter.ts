/**
 * Commits one row per transaction, as fast as it can, into the configured database (DATA_DIR or
 * DATABASE_URL, opened as the server opens it) and prints each row's number once its COMMIT has
 * returned. The durability test kills it with SIGKILL and then looks for every printed number.
 */
import { loadConfig } from '../../server/config.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';

const db = await openDatabase(loadConfig());
await migrate(db);
for (let n = 1; ; n++) {
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO sys_role (id, code, name) VALUES ($1, $1, '持久性测试')`, [`durable-${n}`]);
  });
  process.stdout.write(`${n}\n`);
}
