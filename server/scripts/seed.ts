/**
 * npm run seed [-- --reset] [--seed N] [--cadres N]: writes the demo data set into the configured database
 * (DATA_DIR or DATABASE_URL, as the server) and prints its accounts. Refuses a database that holds data,
 * unless --reset, which drops the schema's tables and migrates again first, in the same transaction.
 * --cadres N sets the size of the cadre archive; past ONE_TRANSACTION_CADRES the cadres are written after
 * that transaction, in batches of their own (server/seed/cadres.ts seedManyCadres, docs/cadre.md).
 */
import { loadConfig } from '../config.ts';
import { dataTables } from '../db/catalog.ts';
import { dropSchemaObjects } from '../db/dropSchemaObjects.ts';
import { isEmpty } from '../db/isEmpty.ts';
import { applyMigrations, appliedVersions, lockSchema, readMigrations } from '../db/migrate.ts';
import { ensureDeclaredIndexes } from '../db/declaredIndexes.ts';
import { openDatabase } from '../db/open.ts';
import { createFileStore } from '../engine/fileStore.ts';
import { syncMenus } from '../areas/menu/syncMenus.ts';
import { seedManyCadres } from '../seed/cadres.ts';
import { seedDemo } from '../seed/demo.ts';
import { grantDemoRoles } from '../seed/grants.ts';
import { organisations } from '../seed/organisations.ts';
import { DEMO_PASSWORD } from '../seed/staff.ts';
import { Refusal, parseArguments, runCli } from './cli.ts';

const USAGE = 'npm run seed [-- --reset] [--seed N] [--cadres N]';

/** Up to this many cadres are written in the demo data's own transaction. */
const ONE_TRANSACTION_CADRES = 20_000;

await runCli(async () => {
  const { values } = parseArguments(USAGE, { reset: { type: 'boolean' }, seed: { type: 'string' }, cadres: { type: 'string' } }, 0);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0)) throw new Refusal(`--seed 须为非负整数。--seed must be a whole number.\n${USAGE}`);
  const cadres = values.cadres === undefined ? undefined : Number(values.cadres);
  if (cadres !== undefined && !(Number.isInteger(cadres) && cadres >= 0 && cadres <= 10_000_000)) {
    throw new Refusal(`--cadres 须为0到10000000之间的整数。--cadres must be a whole number from 0 to 10000000.\n${USAGE}`);
  }
  const apart = cadres !== undefined && cadres > ONE_TRANSACTION_CADRES;
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
      await ensureDeclaredIndexes(tx);
      if (!(await isEmpty(tx))) {
        throw new Refusal(
          '数据库已有数据。若要删除全部数据并重新写入演示数据，请使用 npm run seed -- --reset。' +
            'The database already holds data: `npm run seed -- --reset` deletes all of it and seeds the demo data again.',
        );
      }
      return seedDemo(tx, createFileStore(config.files.dir), { seed, cadres: apart ? 0 : cadres });
    });
    // The demo roles' grants name menu entries, which a server start adds (syncMenus): add them now and
    // grant again, or the city and county administrators would hold nothing until someone granted it.
    await syncMenus(db);
    await db.transaction((tx) => grantDemoRoles(tx));
    if (apart) {
      const started = Date.now();
      const written = await seedManyCadres(db, organisations(), {
        count: cadres,
        seed: seed ?? 20181,
        onProgress: (done, rows) => process.stdout.write(`\r离退休干部 Cadres: ${done}/${cadres} (${rows} rows, ${Math.round((Date.now() - started) / 1000)} s)`),
      });
      process.stdout.write('\n');
      result.cadres = written.cadres;
    }
    console.log(`演示数据已写入 Demo data written: ${result.organisations} organisations, ${result.users} users, ${result.cadres} cadres.`);
    console.log(`演示账号 Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of result.accounts) console.log(`  ${account.username.padEnd(10)} ${account.name}（${account.org}）`);
  } finally {
    await db.close();
  }
});
