import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const VIEWS = '/lgbsmp/api/v1/savedView';
const state = JSON.stringify({ filters: { orgId: '330100' }, columns: ['userName', 'phonenumber'], sort: 'userName,asc', size: 50 });

for (const engine of ENGINES) {
  describe(`saved views (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let colleague: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      colleague = await signIn(server, 'sys_admin'); // the same organisation as admin
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    const save = (client: SignedClient, name: string, scope: 'user' | 'org', extra: Record<string, unknown> = {}) =>
      client.json(VIEWS, { method: 'POST', json: { name, resource: 'stafftelphone', scope, state, ...extra } });
    const names = async (client: SignedClient) =>
      ((await client.json(`${VIEWS}?resource=stafftelphone&size=100`)).body.data.records as { name: string }[]).map((v) => v.name).sort();

    it('saves a view with its owner and organisation set by the server, whatever the client sends', async () => {
      const { status, body } = await save(admin, '杭州通讯录', 'user', { owner: 'user-hz-admin', orgId: '330100' });
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(body.data.owner, 'user-admin');
      assert.equal(body.data.ownerName, '系统管理员');
      assert.equal(body.data.orgId, '330000');
      assert.deepEqual(JSON.parse(body.data.state), JSON.parse(state));
    });

    it('shows a user their own views and those shared with their organisation, and no one else’s', async () => {
      await save(admin, '全省共享', 'org');
      await save(hz, '杭州自用', 'user');
      await save(hz, '杭州共享', 'org');
      assert.deepEqual(await names(admin), ['全省共享', '杭州通讯录']);
      assert.deepEqual(await names(colleague), ['全省共享']);
      assert.deepEqual(await names(hz), ['杭州共享', '杭州自用']);
    });

    it('lets only the owner change or delete a view', async () => {
      const shared = (await save(admin, '只读共享', 'org')).body.data;
      const changed = await colleague.json(`${VIEWS}/${shared.id}`, { method: 'PUT', json: { version: shared.version, name: '改名' } });
      assert.equal(changed.status, 400);
      assert.equal(changed.body.msg, '只能修改或删除自己创建的视图');
      assert.equal((await colleague.json(`${VIEWS}/${shared.id}`, { method: 'DELETE' })).body.msg, '只能修改或删除自己创建的视图');
      const hidden = (await save(hz, '他人看不到', 'user')).body.data;
      assert.equal((await admin.json(`${VIEWS}/${hidden.id}`, { method: 'DELETE' })).status, 404);
      const mine = await admin.json(`${VIEWS}/${shared.id}`, { method: 'PUT', json: { version: shared.version, name: '已改名', scope: 'user' } });
      assert.equal(mine.body.data.name, '已改名');
      assert.ok(!(await names(colleague)).includes('已改名'));
      assert.equal((await admin.json(`${VIEWS}/${shared.id}`, { method: 'DELETE' })).body.data.deleted, 1);
    });

    it('refuses a state that is not a JSON object, an unknown list, a bad scope and a name used twice', async () => {
      const notJson = await save(admin, '坏视图', 'user', { state: '{filters:' });
      assert.equal(notJson.status, 400);
      assert.equal(notJson.body.msg, '视图内容必须是 JSON 对象');
      assert.equal((await save(admin, '数组视图', 'user', { state: '[1,2]' })).body.msg, '视图内容必须是 JSON 对象');
      assert.equal((await save(admin, '无此列表', 'user', { resource: 'nothing' })).body.msg, '列表“nothing”不存在');
      assert.equal((await save(admin, '坏范围', 'all' as 'user')).body.msg, '共享范围只能是 user（仅自己）或 org（本单位）');
      await save(admin, '重名', 'user');
      assert.equal((await save(admin, '重名', 'org')).body.msg, '已有同名视图“重名”');
    });

    it('is open to every signed-in user without a menu grant', async () => {
      const clerk = await signIn(server, 'unit_user');
      assert.equal((await save(clerk, '经办人视图', 'user')).status, 200);
      assert.deepEqual(await names(clerk), ['经办人视图']);
      const anonymous = await server.json(VIEWS);
      assert.equal(anonymous.status, 401);
    });
  });
}
