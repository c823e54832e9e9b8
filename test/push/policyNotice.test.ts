import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { listenPush as listen, until } from './helpers/listenPush.ts';

const API = '/lgbsmp/api/v1/policyDocument';

for (const engine of ENGINES) {
  describe(`publishing a policy document notifies its receivers (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    it('pushes a notice to the staff of the receiving organisations when published, and not before', async () => {
      const hz = await listen(server, await signIn(server, 'hz_admin'), 'user-hz-admin');
      const sx = await listen(server, await signIn(server, 'sx_admin'), 'user-sx-admin');
      const created = (await admin.json(API, { method: 'POST', json: {
        title: '关于开展重阳节走访慰问的通知', category: '2', receiveType: '0', receiveOrgs: ['330100'], orgId: '330000',
        publishDate: '2025-10-01', content: '<p>请各地做好走访慰问。</p>',
      } })).body.data;
      const published = await admin.json(`${API}/${created.id}/publish`, { method: 'PUT', json: { version: created.version } });
      assert.equal(published.body.data.status, '1');
      await until(() => hz.messages.some((m) => m.type === 'notice'));
      assert.deepEqual(hz.messages.find((m) => m.type === 'notice'), { type: 'notice', id: created.id, title: '关于开展重阳节走访慰问的通知', resource: 'policyDocument' });
      // The Shaoxing administrator's organisation was not a receiver: a heartbeat round trip proves nothing came before it.
      sx.ws.send('{"type":"heartbeat"}');
      await until(() => sx.messages.length > 0);
      assert.deepEqual(sx.messages, [{ type: 'heartbeat' }]);
      hz.ws.close();
      sx.ws.close();
    });

    it('sends nothing when the publishing is refused', async () => {
      const hz = await listen(server, await signIn(server, 'hz_admin'), 'user-hz-admin');
      const created = (await admin.json(API, { method: 'POST', json: {
        title: '草稿', category: '2', receiveType: '0', receiveOrgs: ['330100'], orgId: '330000', publishDate: '2025-10-01', content: 'x',
      } })).body.data;
      const stale = await admin.json(`${API}/${created.id}/publish`, { method: 'PUT', json: { version: created.version + 1 } });
      assert.equal(stale.status, 409);
      hz.ws.send('{"type":"heartbeat"}');
      await until(() => hz.messages.length > 0);
      assert.deepEqual(hz.messages, [{ type: 'heartbeat' }]);
      hz.ws.close();
    });
  });
}

describe('grant changes tell signed-in holders to reload their menu', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite');
  });
  after(() => server.close());

  it('sends menuChanged to the sockets of a role’s holders when its grants are saved', async () => {
    const admin = await signIn(server, 'admin');
    const unit = await listen(server, await signIn(server, 'unit_user'), 'user-unit');
    const grants = (await admin.json('/lgbsmp/api/v1/RoleRule/selectRuleByRoleId/role-unit-user')).body.data;
    const ids: string[] = grants;
    const page = 'guideWork/phoneBook#add'; // a button: a leaf, so toggling it is a real change
    const menuIds = ids.includes(page) ? ids.filter((id) => id !== page) : [...ids, page];
    const saved = await admin.json('/lgbsmp/api/v1/RoleRule', { method: 'PUT', json: { roleId: 'role-unit-user', menuIds } });
    assert.equal(saved.body.code, 0, JSON.stringify(saved.body));
    await until(() => unit.messages.some((m) => m.type === 'menuChanged'));
    unit.ws.close();
  });
});
