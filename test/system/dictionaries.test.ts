import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../server/db/db.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { createLogger } from '../../server/log.ts';
import { startServer, type Running } from '../../server/start.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { clientFor, signIn, type SignedClient } from '../helpers/session.ts';
import { API, createRole, createUser, menusUnder, signInAs } from './helpers/admin.ts';

/** Asks until the answer passes `done` (another instance hears of a change when PostgreSQL tells it), at most 10 s. */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await ask();
  for (let i = 0; i < 200 && !done(value); i++) {
    await sleep(50);
    value = await ask();
  }
  return value;
}

const labelOf = (dictionaries: { code: string; items: { code: string; label: string; enabled: boolean }[] }[], type: string, code: string) =>
  dictionaries.find((d) => d.code === type)?.items.find((i) => i.code === code);

for (const engine of ENGINES) {
  describe(`dictionary management (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let second: Running;
    let secondDb: Db | undefined;
    let elsewhere: SignedClient;

    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      // A second server instance on the same database, with its own connections on PostgreSQL.
      if (engine === 'postgres') {
        const [{ schema }] = (await server.db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
        secondDb = await openPostgres(process.env.TEST_DATABASE_URL!, { schema, max: 2 });
      }
      second = await startServer(server.config, createLogger({ write: () => {} }), { db: secondDb ?? server.db, drainMs: 1000 });
      elsewhere = clientFor({ ...server, url: second.url }, admin.tokens);
    });
    after(async () => {
      await second.stop();
      await secondDb?.close();
      await server.close();
    });

    it('adds a dictionary with items, edits and disables an item, and deletes what an administrator added', async () => {
      const type = await admin.json(`${API}/dictionary/types`, { method: 'POST', json: { code: 'volunteer_level', name: '志愿者星级' } });
      assert.equal(type.body.code, 0, JSON.stringify(type.body));
      const items = [];
      for (const [code, label] of [['1', '一星'], ['2', '二星'], ['3', '三星']]) {
        const { body } = await admin.json(`${API}/dictionary/items`, { method: 'POST', json: { typeCode: 'volunteer_level', code, label, sort: Number(code) } });
        assert.equal(body.code, 0, JSON.stringify(body));
        items.push(body.data);
      }
      const edited = await admin.json(`${API}/dictionary/items/${items[0].id}`, { method: 'PUT', json: { label: '一星志愿者', enabled: false } });
      assert.deepEqual([edited.body.data.label, edited.body.data.enabled], ['一星志愿者', false]);
      const detail = (await admin.json(`${API}/dictionary/types/volunteer_level`)).body.data;
      assert.deepEqual(detail.items.map((i: { code: string; enabled: boolean }) => `${i.code}:${i.enabled}`), ['1:false', '2:true', '3:true']);
      const dupe = await admin.json(`${API}/dictionary/items`, { method: 'POST', json: { typeCode: 'volunteer_level', code: '2', label: '重复' } });
      assert.deepEqual([dupe.status, dupe.body.msg], [400, '字典项编码“2”已存在']);
      assert.deepEqual((await admin.json(`${API}/dictionary/types/volunteer_level`, { method: 'DELETE' })).body.msg, '该字典下还有3个字典项，请先删除字典项');
      for (const item of items) assert.equal((await admin.json(`${API}/dictionary/items/${item.id}`, { method: 'DELETE' })).body.code, 0);
      assert.deepEqual((await admin.json(`${API}/dictionary/types/volunteer_level`, { method: 'DELETE' })).body.data, { deleted: 1 });
    });

    it('lets built-in dictionaries and items be disabled but never deleted', async () => {
      const sex = (await admin.json(`${API}/dictionary/types/sex`)).body.data;
      const unknown = sex.items.find((i: { code: string }) => i.code === '0');
      const kept = { status: 400, msg: '内置字典只能停用，不能删除' };
      const del = await admin.json(`${API}/dictionary/items/${unknown.id}`, { method: 'DELETE' });
      assert.deepEqual({ status: del.status, msg: del.body.msg }, kept);
      const delType = await admin.json(`${API}/dictionary/types/sex`, { method: 'DELETE' });
      assert.deepEqual({ status: delType.status, msg: delType.body.msg }, kept);
      assert.equal((await admin.json(`${API}/dictionary/items/${unknown.id}`, { method: 'PUT', json: { enabled: false } })).body.data.enabled, false);
    });

    it('shows a change on every server instance of the same database: labels and validation', async () => {
      const before = await elsewhere.json(`${API}/dictionary`);
      assert.equal(labelOf(before.body.data, 'holiday', '2')?.label, '七一', 'the second instance has its cache loaded');
      const holiday = (await admin.json(`${API}/dictionary/types/holiday`)).body.data.items.find((i: { code: string }) => i.code === '2');
      await admin.json(`${API}/dictionary/items/${holiday.id}`, { method: 'PUT', json: { label: '七一建党节' } });
      const after = await eventually(() => elsewhere.json(`${API}/dictionary`), (r) => labelOf(r.body.data, 'holiday', '2')?.label !== '七一');
      assert.equal(labelOf(after.body.data, 'holiday', '2')?.label, '七一建党节');

      const category = (await admin.json(`${API}/dictionary/types/policy_category`)).body.data.items.find((i: { code: string }) => i.code === '5');
      await admin.json(`${API}/dictionary/items/${category.id}`, { method: 'PUT', json: { enabled: false } });
      await eventually(() => elsewhere.json(`${API}/dictionary`), (r) => labelOf(r.body.data, 'policy_category', '5')?.enabled === false);
      const doc = { title: '通知', category: '5', receiveType: '0', orgId: '330000', publishDate: '2025-03-01', content: '正文' };
      const refused = await elsewhere.json(`${API}/policyDocument`, { method: 'POST', json: doc });
      assert.equal(refused.status, 400, 'the second instance validates with the disabled item');
      assert.deepEqual(refused.body.data.errors.map((e: { field: string }) => e.field), ['category']);
    });

    it('keeps dictionary changes to administrators of the whole province', async () => {
      const role = await createRole(admin, { code: 'CITY_DICT', dataScope: 'org_and_below', menuIds: menusUnder('system/dictionaries') });
      await createUser(server, admin, { username: 'city_dict', orgId: '330100', roleIds: [role] });
      const city = await signInAs(server, 'city_dict');
      assert.equal((await city.json(`${API}/dictionary/types?size=5`)).body.data.records.length, 5, 'reading is fine');
      const write = await city.json(`${API}/dictionary/items`, { method: 'POST', json: { typeCode: 'holiday', code: '8', label: '端午节' } });
      assert.deepEqual([write.status, write.body.msg], [400, '字典为全省共用，只有全省范围的管理员可以修改']);
      const audit = await signIn(server, 'audit_admin');
      assert.equal((await audit.json(`${API}/dictionary/items`, { method: 'POST', json: { typeCode: 'holiday', code: '8', label: '端午节' } })).status, 403);
    });

    it('answered every bad request with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
