/**
 * npm run seed [-- --reset] [--seed N]: writes the demo data set into the configured database (DATA_DIR
 * or DATABASE_URL, as the server) and prints its accounts. Refuses a database that holds data, unless
 * --reset, which drops the schema's tables and migrates again first, in the same transaction.
 */
import { loadConfig } from '../config.ts';
import { dataTables } from '../db/catalog.ts';
import { dropSchemaObjects } from '../db/dropSchemaObjects.ts';
import { isEmpty } from '../db/isEmpty.ts';
import { applyMigrations, appliedVersions, lockSchema, readMigrations } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO_PASSWORD } from '../seed/staff.ts';
import { Refusal, parseArguments, runCli } from './cli.ts';

const USAGE = 'npm run seed [-- --reset] [--seed N]';

await runCli(async () => {
  const { values } = parseArguments(USAGE, { reset: { type: 'boolean' }, seed: { type: 'string' } }, 0);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0)) throw new Refusal(`--seed 须为非负整数。--seed must be a whole number.\n${USAGE}`);
  const config = loadConfig();
  if (config.production) {
    throw new Refusal(
      '生产环境 (NODE_ENV=production) 不写入演示数据。Demo data and its published demo accounts never go into a production database (NODE_ENV=production).',
    );
  }
  const db = await openDatabase(config);
  try {
    // One transaction under the schema lock: a failed reset or seed leaves the old data as it was, and a
    // server starting meanwhile on the same PostgreSQL waits instead of seeding too.
    const result = await db.transaction(async (tx) => {
      await lockSchema(tx);
      if (values.reset) {
        if ((await appliedVersions(tx)).length === 0 && (await dataTables(tx)).length > 0) {
          throw new Refusal(
            '该数据库结构中的表不属于本系统，不予删除。The schema holds tables that the portal never migrated: --reset will not drop them.',
          );
        }
        await dropSchemaObjects(tx);
      }
      await applyMigrations(tx, readMigrations());
      if (!(await isEmpty(tx))) {
        throw new Refusal(
          '数据库已有数据。若要删除全部数据并重新写入演示数据，请使用 npm run seed -- --reset。' +
            'The database already holds data: `npm run seed -- --reset` deletes all of it and seeds the demo data again.',
        );
      }
      return seedDemo(tx, { seed });
    });
    console.log(`演示数据已写入 Demo data written: ${result.organisations} organisations, ${result.users} users.`);
    console.log(`演示账号 Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of result.accounts) console.log(`  ${account.username.padEnd(10)} ${account.name}（${account.org}）`);
  } finally {
    await db.close();
  }
});
