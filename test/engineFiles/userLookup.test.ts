/**
 * An import finds a user as an export writes them (their name), as well as by id or user name; a name two
 * users share finds nobody, so that no row is given to the wrong person.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { migrate } from '../../server/db/migrate.ts';
import { userLookup } from '../../server/engine/importCells.ts';
import { ENGINES, freshDatabase, type FreshDb } from '../helpers/engines.ts';

for (const engine of ENGINES) {
  describe(`an import's user lookup (${engine})`, () => {
    let fresh: FreshDb;
    before(async () => {
      fresh = await freshDatabase(engine);
      await migrate(fresh.db);
      await fresh.db.query(`INSERT INTO sys_org (id, path, name, kind) VALUES ('330000', '/330000/', '浙江省', 'province')`);
      for (const [id, username, name] of [['u1', 'zhangsan', '张三'], ['u2', 'lisi', '李四'], ['u3', 'lisi2', '李四'], ['u4', 'wangwu', 'lisi']]) {
        await fresh.db.query(`INSERT INTO sys_user (id, username, password_hash, name, org_id) VALUES ($1, $2, 'x', $3, $4)`, [id, username, name, '330000']);
      }
    });
    after(() => fresh?.dispose());

    it('finds a user by id, by user name in any case, and by a name no one else has', async () => {
      const find = userLookup(fresh.db);
      assert.deepEqual(await find('u1'), { id: 'u1' });
      assert.deepEqual(await find('ZhangSan'), { id: 'u1' });
      assert.deepEqual(await find('张三'), { id: 'u1' });
    });

    it('prefers the user name to another user’s name, and refuses a shared name or an unknown one', async () => {
      const find = userLookup(fresh.db);
      assert.deepEqual(await find('lisi'), { id: 'u2' });
      assert.equal(await find('李四'), 'ambiguous');
      assert.equal(await find('赵六'), 'unknown');
    });
  });
}
