import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../server/db/db.ts';
import { ENGINES, processDatabase, type ProcessDatabase } from '../helpers/engines.ts';
import { runNode, tsx } from '../helpers/processes.ts';
import { tempDirs } from '../helpers/tempDirs.ts';

const SEED = 'server/scripts/seed.ts';

async function withDb<T>(target: ProcessDatabase, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await target.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const mobiles = (db: Db) => db.query<{ username: string; mobile: string }>('SELECT username, mobile FROM sys_user ORDER BY username');

for (const engine of ENGINES) {
  describe(`npm run seed on ${engine}`, () => {
    const dirs = tempDirs();
    let target: ProcessDatabase;
    before(async () => {
      target = await processDatabase(engine, dirs.make);
    });
    after(() => target.dispose());

    it('seeds an empty database and prints the demo accounts with their password', async () => {
      const { code, output } = await runNode(tsx(SEED), target.env);
      assert.equal(code, 0, output);
      for (const account of ['admin', 'hz_admin', 'sx_admin', 'unit_user', 'Admin@123456']) assert.ok(output.includes(account), account);
      await withDb(target, async (db) => {
        const users = await db.query<{ username: string }>(`SELECT username FROM sys_user WHERE username IN ('admin', 'hz_admin', 'sx_admin', 'unit_user') ORDER BY 1`);
        assert.deepEqual(users.map((u) => u.username), ['admin', 'hz_admin', 'sx_admin', 'unit_user']);
      });
    });

    it('refuses a database that holds data, and says how to reset it', async () => {
      const { code, output } = await runNode(tsx(SEED), target.env);
      assert.equal(code, 1, output);
      assert.match(output, /数据库已有数据.*npm run seed -- --reset/);
    });

    it('with --reset drops all data and seeds again; --seed N makes the same data every time', async () => {
      const original = await withDb(target, async (db) => {
        await db.query(`INSERT INTO sys_role (id, code, name) VALUES ('role-extra', 'EXTRA', '额外角色')`);
        return mobiles(db);
      });
      const first = await runNode(tsx(SEED, '--reset', '--seed', '7'), target.env);
      assert.equal(first.code, 0, first.output);
      const seeded7 = await withDb(target, async (db) => {
        assert.deepEqual(await db.query(`SELECT id FROM sys_role WHERE id = 'role-extra'`), []);
        return mobiles(db);
      });
      assert.notDeepEqual(seeded7, original);
      const again = await runNode(tsx(SEED, '--reset', '--seed', '7'), target.env);
      assert.equal(again.code, 0, again.output);
      assert.deepEqual(await withDb(target, mobiles), seeded7);
    });
  });
}

describe('npm run seed refusals', () => {
  const dirs = tempDirs();

  it('refuses an option it does not know with its usage line and exit code 2', async () => {
    const { code, output } = await runNode(tsx(SEED, '--planets', '5'), { DATA_DIR: dirs.make() });
    assert.equal(code, 2);
    assert.match(output, /Unknown option '--planets'/);
    assert.match(output, /Usage: npm run seed \[-- --reset\] \[--seed N\]/);
  });

  it('never writes demo data into a production database', async () => {
    const { code, output } = await runNode(tsx(SEED), { NODE_ENV: 'production', DATA_DIR: dirs.make(), ALLOW_EMBEDDED_DB: '1' });
    assert.equal(code, 1);
    assert.match(output, /Demo data and its published demo accounts never go into a production database/);
  });
});
