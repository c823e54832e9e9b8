import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { failUntilLocked, solvedCaptcha } from '../helpers/captcha.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { passwordLogin, sealed, signIn, testClock, type SignedClient, type TestClock } from '../helpers/session.ts';
import { API, createUser, signInAs, TEST_PASSWORD } from './helpers/admin.ts';

for (const engine of ENGINES) {
  describe(`staff accounts and online sessions (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      clock = testClock(server);
      admin = await signIn(server, 'admin', { now: clock.now });
    });
    after(() => server.close());

    it('creates an account with a one-time password that must be changed at first sign-in', async () => {
      const { body } = await admin.json(`${API}/users`, {
        method: 'POST',
        json: { username: 'Xihu_Clerk', name: '西湖经办', orgId: '330106-02', mobile: '13900001111', sex: '2', roleIds: ['role-unit-user'], deptIds: ['330106-03'] },
      });
      assert.equal(body.code, 0, JSON.stringify(body));
      const user = body.data;
      assert.equal(typeof user.password, 'string', 'the one-time password is answered once');
      assert.equal(user.mustChangePassword, true);
      assert.deepEqual(user.roles.map((r: { id: string }) => r.id), ['role-unit-user']);
      assert.deepEqual(user.depts.map((d: { id: string }) => d.id), ['330106-02', '330106-03']);
      const client = await signIn(server, 'xihu_clerk', { password: user.password, now: clock.now, deptId: '330106-03' });
      const me = (await client.json('/admin/user')).body.data;
      assert.equal(me.mustChangePassword, true);
      assert.equal(me.deptId, '330106-03', 'deptId chooses among the departments given');
      assert.equal((await admin.json(`${API}/users/${user.id}`)).body.data.password, undefined, 'and never again');
      const listed = await admin.json(`${API}/users?username=xihu&orgId=330106`);
      assert.equal(listed.body.data.records[0].lastLoginIp, '127.0.0.1', 'the list shows the last sign-in');
      assert.ok(listed.body.data.records[0].lastLoginTime);
    });

    it('refuses a taken user name, whatever its case, and a weak chosen password', async () => {
      const taken = await admin.json(`${API}/users`, { method: 'POST', json: { username: 'HZ_ADMIN', name: '重名', orgId: '330100' } });
      assert.deepEqual([taken.status, taken.body.msg], [400, '用户名“HZ_ADMIN”已被使用']);
      const weak = await admin.json(`${API}/users`, { method: 'POST', json: { username: 'weakling', name: '弱', orgId: '330100', password: await sealed(server, 'weak') } });
      assert.deepEqual([weak.status, weak.body.msg], [400, '密码长度不能少于8位']);
    });

    it('disables an account: its sessions end at once and it cannot sign in; enabling lets it back', async () => {
      const id = await createUser(server, admin, { username: 'to_disable', orgId: '330102' });
      const victim = await signInAs(server, 'to_disable', clock.now);
      const { body } = await admin.json(`${API}/users/${id}/disable`, { method: 'PUT' });
      assert.equal(body.data.enabled, false);
      assert.equal((await victim.json('/admin/user')).status, 401);
      const again = await passwordLogin(server, 'to_disable', TEST_PASSWORD);
      assert.deepEqual([again.status, again.body.msg], [401, '账号已停用，请联系管理员']);
      await admin.json(`${API}/users/${id}/enable`, { method: 'PUT' });
      assert.equal((await passwordLogin(server, 'to_disable', TEST_PASSWORD)).status, 200);
    });

    it('unlocks an account locked by failed sign-ins', async () => {
      const id = await createUser(server, admin, { username: 'to_unlock', orgId: '330102' });
      await failUntilLocked(server, 'to_unlock', { clock });
      assert.equal((await passwordLogin(server, 'to_unlock', TEST_PASSWORD, {}, await solvedCaptcha(server))).status, 429);
      assert.equal((await admin.json(`${API}/users/${id}`)).body.data.locked, true);
      assert.equal((await admin.json(`${API}/users/${id}/unlock`, { method: 'PUT' })).body.data.locked, false);
      assert.equal((await passwordLogin(server, 'to_unlock', TEST_PASSWORD)).status, 200);
    });

    it('edits an account, moving it to another unit with its departments following', async () => {
      const id = await createUser(server, admin, { username: 'to_move', orgId: '330102-01' });
      const { body } = await admin.json(`${API}/users/${id}`, { method: 'PUT', json: { version: 1, orgId: '330102-02', post: '科长' } });
      assert.equal(body.code, 0, JSON.stringify(body));
      assert.deepEqual([body.data.orgId, body.data.post, body.data.version], ['330102-02', '科长', 2]);
      assert.deepEqual(body.data.depts.map((d: { id: string }) => d.id), ['330102-02']);
      const depts = await admin.json(`${API}/users/${id}/depts`, { method: 'PUT', json: { deptIds: ['330102-03'] } });
      assert.deepEqual(depts.body.data.depts.map((d: { id: string }) => d.id), ['330102-02', '330102-03'], 'the own unit always stays');
    });

    it('deletes an account softly: it disappears from lists and can no longer sign in', async () => {
      const id = await createUser(server, admin, { username: 'to_delete', orgId: '330102' });
      assert.deepEqual((await admin.json(`${API}/users/${id}`, { method: 'DELETE' })).body.data, { deleted: 1 });
      assert.deepEqual((await admin.json(`${API}/users/${id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      assert.equal((await passwordLogin(server, 'to_delete', TEST_PASSWORD)).status, 426);
      assert.equal((await createUser(server, admin, { username: 'to_delete', orgId: '330102' })).length, 32, 'the name is free again');
    });

    it('lists who is signed in within scope, from where and since when, and signs out one session or all of a user’s', async () => {
      await createUser(server, admin, { username: 'online_one', orgId: '330102' });
      const first = await signInAs(server, 'online_one', clock.now);
      const second = await signInAs(server, 'online_one', clock.now);
      const sec = await signIn(server, 'sec_admin', { now: clock.now });
      const list = (await sec.json(`${API}/onlineUser?name=online_one`)).body.data;
      assert.equal(list.total, 2);
      assert.deepEqual(Object.keys(list.records[0]).sort(), ['client', 'createdAt', 'current', 'expiresAt', 'ip', 'lastSeenAt', 'method', 'name', 'orgName', 'sessionId', 'userAgent', 'userId', 'username']);
      const hz = await signIn(server, 'hz_admin', { now: clock.now });
      assert.equal((await sec.json(`${API}/onlineUser/${list.records[0].sessionId}`, { method: 'DELETE' })).body.data.revoked, 1);
      const alive = [(await first.json('/admin/user')).status, (await second.json('/admin/user')).status].sort();
      assert.deepEqual(alive, [200, 401], 'exactly one of the two sessions ended');
      assert.equal((await sec.json(`${API}/onlineUser/user/${list.records[0].userId}`, { method: 'DELETE' })).body.data.revoked, 1);
      assert.equal((await first.json('/admin/user')).status, 401);
      assert.equal((await second.json('/admin/user')).status, 401);
      const mine = (await sec.json(`${API}/onlineUser?name=sec_admin`)).body.data.records.find((r: { current: boolean }) => r.current);
      assert.deepEqual((await sec.json(`${API}/onlineUser/${mine.sessionId}`, { method: 'DELETE' })).body.msg, '不能强制下线当前会话，请使用退出登录');
      const idle = (await sec.json(`${API}/onlineUser?name=hz_admin`)).body.data.total;
      clock.advance(server.config.auth.sessionIdleTimeout * 1000 + 1000);
      const later = await signIn(server, 'sec_admin', { now: clock.now });
      assert.equal(idle, 1);
      assert.equal((await later.json(`${API}/onlineUser?name=hz_admin`)).body.data.total, 0, 'an idle session is no longer online');
      assert.equal((await hz.json('/admin/user')).status, 401);
    });

    it('answered every bad request with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
