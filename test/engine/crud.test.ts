import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1/stafftelphone';

for (const engine of ENGINES) {
  describe(`resource engine: phone book CRUD (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      // The suite counts and sorts its own entries: the demo's phone book goes first.
      await server.db.query('DELETE FROM phone_book');
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    const entry = (over: Record<string, unknown> = {}) => ({ userName: '张三', phonenumber: '13812345678', orgId: '330100', post: '科员', sort: 1, ...over });

    it('creates a record and answers it with id, version, organisation name and audit fields', async () => {
      const { status, body } = await admin.json(API, { method: 'POST', json: entry() });
      assert.equal(status, 200);
      assert.equal(body.code, 0);
      assert.match(body.data.id, /^[0-9a-f]{32}$/);
      assert.equal(body.data.version, 1);
      assert.equal(body.data.orgIdName, '杭州市委老干部局');
      assert.equal(body.data.userName, '张三');
    });

    it('refuses invalid input with HTTP 400, code 4, the first problem as msg and every problem listed', async () => {
      const { status, body } = await admin.json(API, { method: 'POST', json: { userName: '', phonenumber: 'abc' } });
      assert.equal(status, 400);
      assert.equal(body.code, 4);
      assert.equal(body.msg, '姓名不能为空');
      assert.deepEqual(body.data.errors.map((e: { field: string }) => e.field), ['userName', 'phonenumber', 'orgId']);
    });

    it('lists with filters, sorting and an exact total, and refuses unknown filters', async () => {
      await admin.json(API, { method: 'POST', json: entry({ userName: '李四', orgId: '330102', sort: 2 }) });
      await admin.json(API, { method: 'POST', json: entry({ userName: '王五', orgId: '330200', sort: 3 }) });
      const all = await admin.json(`${API}/page?current=1&size=2&sort=sort,desc`);
      assert.equal(all.body.data.total, 3);
      assert.deepEqual(all.body.data.records.map((r: { userName: string }) => r.userName), ['王五', '李四']);
      const hangzhou = await admin.json(`${API}?orgId=330100`);
      assert.deepEqual(hangzhou.body.data.records.map((r: { userName: string }) => r.userName).sort(), ['张三', '李四'].sort());
      const named = await admin.json(`${API}?userName=${encodeURIComponent('李')}`);
      assert.equal(named.body.data.total, 1);
      const unknown = await admin.json(`${API}?password=x`);
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.msg, '未知的查询条件：password');
    });

    it('keeps another city out of a city administrator’s lists, reads and writes, as if it did not exist', async () => {
      const ningbo = (await admin.json(API, { method: 'POST', json: entry({ userName: '宁波人', orgId: '330200' }) })).body.data;
      const list = await hz.json(`${API}?size=100`);
      assert.equal(list.status, 200);
      assert.ok(list.body.data.records.every((r: { orgId: string }) => r.orgId.startsWith('3301')));
      const read = await hz.json(`${API}/${ningbo.id}`);
      assert.deepEqual(read.body, { code: 4, msg: '该Id查询结果为空' });
      const write = await hz.json(`${API}/${ningbo.id}`, { method: 'PUT', json: { version: ningbo.version, post: '改' } });
      assert.equal(write.status, 404);
      const del = await hz.json(`${API}/${ningbo.id}`, { method: 'DELETE' });
      assert.equal(del.status, 404);
      const placed = await hz.json(API, { method: 'POST', json: entry({ orgId: '330200' }) });
      assert.equal(placed.status, 400);
      assert.equal(placed.body.msg, '所选单位不在您的管理范围内');
    });

    it('updates with optimistic concurrency: a stale version is refused with a clear message', async () => {
      const created = (await admin.json(API, { method: 'POST', json: entry({ userName: '赵六' }) })).body.data;
      const first = await admin.json(`${API}/${created.id}`, { method: 'PUT', json: { version: 1, post: '主任' } });
      assert.equal(first.body.data.version, 2);
      assert.equal(first.body.data.post, '主任');
      const stale = await admin.json(`${API}/${created.id}`, { method: 'PUT', json: { version: 1, post: '副主任' } });
      assert.equal(stale.status, 409);
      assert.equal(stale.body.msg, '该记录已被他人修改，请刷新后重试');
      const missing = await admin.json(`${API}/${created.id}`, { method: 'PUT', json: { post: 'x' } });
      assert.equal(missing.body.msg, '缺少版本号（version），请刷新后重试');
    });

    it('records every write in the history with the changed fields before and after', async () => {
      const created = (await admin.json(API, { method: 'POST', json: entry({ userName: '钱七' }) })).body.data;
      await admin.json(`${API}/${created.id}`, { method: 'PUT', json: { version: 1, post: '处长', userName: '钱七' } });
      const { body } = await admin.json(`${API}/${created.id}/history`);
      assert.deepEqual(body.data.map((h: { action: string }) => h.action), ['update', 'create']);
      assert.deepEqual(body.data[0].changes, { post: ['科员', '处长'] });
      assert.equal(body.data[0].username, 'admin');
    });

    it('deletes to the recycle bin, restores, and purges for good', async () => {
      const created = (await admin.json(API, { method: 'POST', json: entry({ userName: '孙八' }) })).body.data;
      assert.equal((await admin.json(`${API}/${created.id}`, { method: 'DELETE' })).body.data.deleted, 1);
      assert.deepEqual((await admin.json(`${API}/${created.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      const recycle = await admin.json(`${API}/recycle`);
      const bin = recycle.body.data.records.find((r: { id: string }) => r.id === created.id);
      assert.equal(bin.deletedByName, '系统管理员');
      assert.equal((await admin.json(`${API}/${created.id}/restore`, { method: 'PUT' })).body.data.userName, '孙八');
      await admin.json(`${API}/${created.id}`, { method: 'DELETE' });
      assert.equal((await admin.json(`${API}/${created.id}/purge`, { method: 'DELETE' })).body.data.purged, 1);
      assert.equal((await admin.json(`${API}/recycle`)).body.data.records.some((r: { id: string }) => r.id === created.id), false);
      const again = await admin.json(`${API}/${created.id}/restore`, { method: 'PUT' });
      assert.equal(again.body.msg, '回收站中没有该记录');
    });

    it('bulk-deletes all the records or none of them', async () => {
      const a = (await admin.json(API, { method: 'POST', json: entry({ userName: '批一' }) })).body.data;
      const b = (await admin.json(API, { method: 'POST', json: entry({ userName: '批二' }) })).body.data;
      const partial = await admin.json(API, { method: 'DELETE', json: { ids: [a.id, 'no-such-id'] } });
      assert.equal(partial.status, 404);
      assert.equal(partial.body.msg, '部分记录不存在或无权操作，未做任何修改');
      assert.equal((await admin.json(`${API}/${a.id}`)).body.code, 0);
      const whole = await admin.json(API, { method: 'DELETE', json: { ids: [a.id, b.id] } });
      assert.equal(whole.body.data.deleted, 2);
    });

    it('requires the permission of each operation (a unit clerk without delete cannot delete)', async () => {
      const unit = await signIn(server, 'unit_user');
      const created = (await unit.json(API, { method: 'POST', json: entry({ orgId: '330106-01' }) }));
      assert.equal(created.status, 403);
      assert.equal(created.body.msg, '当前操作没有权限');
      const list = await unit.json(API);
      assert.equal(list.status, 200);
    });
  });
}
