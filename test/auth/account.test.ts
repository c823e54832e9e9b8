import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { failUntilLocked, solvedCaptcha } from '../helpers/captcha.ts';
import { DEMO_PASSWORD, passwordLogin, sealed, signIn, testClock, type SignedClient, type TestClock } from '../helpers/session.ts';

const NO_PERMISSION = { code: 1, msg: '当前操作没有权限' };

for (const engine of ENGINES) {
  describe(`the signed-in user and their password (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    before(async () => {
      server = await startTestServer(engine);
      clock = testClock(server);
      server.app.router.get('/lgbsmp/api/v1/authTestGuarded', () => 'granted', { permission: 'auth_test_view' });
    });
    after(() => server.close());

    const login = (username: string, password?: string) => signIn(server, username, { now: clock.now, ...(password ? { password } : {}) });
    /** The demo's phone: the temporary password the outbox provider last texted to an account's number. */
    const textedPassword = async (userId: string) => {
      const [row] = await server.db.query<{ content: string }>(
        `SELECT content FROM sms_outbox WHERE mobile = (SELECT mobile FROM sys_user WHERE id = $1) AND purpose = 'password-reset' ORDER BY id DESC LIMIT 1`,
        [userId],
      );
      return /临时密码为(\S+?)，/.exec(row?.content ?? '')?.[1] ?? '';
    };
    const change = async (client: SignedClient, oldPassword: string, newPassword: string, path = '/admin/user/changePassword', method = 'POST') =>
      client.json(path, { method, json: { oldPassword: await sealed(server, oldPassword), newPassword: await sealed(server, newPassword) } });

    it('answers the user data of spec section 3', async () => {
      const { status, body } = await (await login('sx_admin')).json('/admin/user');
      assert.equal(status, 200);
      const data = body.data;
      assert.equal(data.userId, 'user-sx-admin');
      assert.equal(data.userName, 'sx_admin');
      assert.equal(data.name, '绍兴市管理员');
      assert.deepEqual(data.organization, { id: '330600', organizationName: '绍兴市委老干部局', city: '绍兴市', cityCode: '330600', kind: 'city', level: 'city' });
      assert.deepEqual(data.roleIdList, ['role-city-admin']);
      assert.deepEqual(data.roleList, [{ id: 'role-city-admin', code: 'ROLE_CITY_ADMIN', name: '市级管理员', dataScope: 'org_and_below' }]);
      assert.deepEqual(data.deptList, [{ id: '330600', name: '绍兴市委老干部局' }]);
      assert.equal(data.deptId, '330600');
      assert.equal(data.mustChangePassword, false);
      for (const key of ['avatar', 'authorityList', 'permissions']) assert.ok(key in data, key);
    });

    it('derives permissions and authorityList from the menus granted to the user\'s roles', async () => {
      const client = await login('unit_user');
      assert.deepEqual(await client.json('/lgbsmp/api/v1/authTestGuarded'), { status: 403, body: NO_PERMISSION });
      await server.db.query(`INSERT INTO sys_menu (id, name, path, code, type) VALUES ('auth-test', '认证测试页', '/authTest', 'auth_test_view', 'menu')`);
      await server.db.query(`INSERT INTO sys_role_menu (role_id, menu_id) VALUES ('role-unit-user', 'auth-test')`);
      const { body } = await client.json('/admin/user');
      assert.ok(body.data.permissions.includes('auth_test_view'));
      assert.ok(body.data.authorityList.includes('认证测试页'));
      assert.deepEqual((await client.json('/lgbsmp/api/v1/authTestGuarded')).body.data, 'granted', 'a grant takes effect on the next request');
      await server.db.query(`UPDATE sys_role SET enabled = false WHERE id = 'role-unit-user'`);
      assert.equal((await client.json('/lgbsmp/api/v1/authTestGuarded')).status, 403, 'a disabled role grants nothing');
      await server.db.query(`UPDATE sys_role SET enabled = true WHERE id = 'role-unit-user'`);
    });

    it('changes the password: the old one stops working, other sessions end, this one goes on', async () => {
      const client = await login('admin_330302');
      const elsewhere = await login('admin_330302');
      const { body } = await change(client, DEMO_PASSWORD, 'Wenzhou#2025');
      assert.deepEqual(body, { code: 0, msg: 'ok', data: true });
      assert.equal((await client.json('/admin/user')).status, 200);
      assert.deepEqual((await elsewhere.json('/admin/user')).body.msg, '登录失效，请重新登录');
      assert.equal((await passwordLogin(server, 'admin_330302')).status, 426);
      assert.equal((await passwordLogin(server, 'admin_330302', 'Wenzhou#2025')).status, 200);
    });

    it('offers the same change at PUT /lgbsmp/api/v1/pwd/update', async () => {
      const client = await login('admin_330303');
      assert.equal((await change(client, DEMO_PASSWORD, 'Longwan#2025', '/lgbsmp/api/v1/pwd/update', 'PUT')).body.data, true);
      assert.equal((await passwordLogin(server, 'admin_330303', 'Longwan#2025')).status, 200);
    });

    it('refuses a wrong old password, a weak or reused new one, and missing fields', async () => {
      const client = await login('admin_330304');
      const cases: [string, string, string, string][] = [
        ['Wrong@123456', 'Good#Pass2025', 'oldPassword', '原密码错误'],
        [DEMO_PASSWORD, 'short1A', 'newPassword', '密码长度不能少于8位'],
        [DEMO_PASSWORD, 'alllowercase1', 'newPassword', '密码须包含大写字母、小写字母、数字、特殊字符中的至少三类'],
        [DEMO_PASSWORD, 'X_admin_330304_y', 'newPassword', '密码不能包含用户名'],
        [DEMO_PASSWORD, DEMO_PASSWORD, 'newPassword', '新密码不能与原密码相同'],
      ];
      for (const [oldPassword, newPassword, field, message] of cases) {
        const { status, body } = await change(client, oldPassword, newPassword);
        assert.equal(status, 400, message);
        assert.deepEqual(body.data.errors, [{ field, message }]);
      }
      const missing = await client.json('/admin/user/changePassword', { method: 'POST', json: {} });
      assert.deepEqual(missing.body.data.errors.map((e: { field: string }) => e.field), ['oldPassword', 'newPassword']);
      const plain = await client.json('/admin/user/changePassword', { method: 'POST', json: { oldPassword: DEMO_PASSWORD, newPassword: 'Good#Pass2025' } });
      assert.deepEqual([plain.status, plain.body.msg], [400, '密码密文无效，请刷新页面后重试'], 'passwords travel sealed here too');
    });

    it('lets an administrator reset a password within their data scope only', async () => {
      const hz = await login('hz_admin');
      const reset = (client: SignedClient, json: Record<string, unknown>) => client.json('/lgbsmp/api/v1/user/resetPassword', { method: 'PUT', json });
      const victim = await login('admin_330127');
      const { status, body } = await reset(hz, { userId: 'user-330127' });
      assert.equal(status, 200);
      assert.equal(body.data.mustChangePassword, true);
      assert.equal(body.data.userId, 'user-330127');
      // The account has a mobile number: the one-time password goes there, never to the administrator.
      assert.equal(body.data.delivery, 'sms');
      assert.equal(body.data.password, undefined);
      assert.match(body.data.mobile, /^1\d\d\*{4}\d{4}$/);
      assert.deepEqual((await victim.json('/admin/user')).body.msg, '登录失效，请重新登录', 'the user is signed out');
      const again = await login('admin_330127', await textedPassword('user-330127'));
      assert.equal((await again.json('/admin/user')).body.data.mustChangePassword, true);

      const chosen = await reset(hz, { userId: 'user-330182', password: await sealed(server, 'Jiande@2025x') });
      assert.deepEqual(chosen.body.data, { userId: 'user-330182', delivery: 'chosen', mustChangePassword: true });
      assert.equal((await passwordLogin(server, 'admin_330182', 'Jiande@2025x')).status, 200);
      const weak = await reset(hz, { userId: 'user-330182', password: await sealed(server, 'weak') });
      assert.deepEqual([weak.status, weak.body.msg], [400, '密码长度不能少于8位']);

      assert.deepEqual(await reset(hz, { userId: 'user-sx-admin' }), { status: 403, body: NO_PERMISSION }, 'Shaoxing is outside Hangzhou');
      assert.deepEqual(await reset(hz, { userId: 'user-admin' }), { status: 403, body: NO_PERMISSION }, 'the province is above Hangzhou');
      assert.deepEqual(await reset(hz, { userId: 'user-hz-admin' }), { status: 403, body: NO_PERMISSION }, 'not one\'s own account');
      assert.deepEqual(await reset(await login('unit_user'), { userId: 'user-330127' }), { status: 403, body: NO_PERMISSION }, 'not an administrator');
      assert.deepEqual(await reset(hz, { userId: 'user-nobody' }), { status: 404, body: { code: 1, msg: '资源不存在' } });
      assert.deepEqual((await reset(hz, {})).body.data.errors, [{ field: 'userId', message: '请选择用户' }]);
      assert.equal((await reset(await login('admin'), { userId: 'user-sx-admin' })).status, 200, 'the province reaches every city');
    });

    it('clears a lock when the password is reset', async () => {
      await failUntilLocked(server, 'admin_330113', { clock });
      assert.equal((await passwordLogin(server, 'admin_330113', DEMO_PASSWORD, {}, await solvedCaptcha(server))).status, 429);
      const { body } = await (await login('hz_admin')).json('/lgbsmp/api/v1/user/resetPassword', { method: 'PUT', json: { userId: 'user-330113' } });
      assert.equal(body.data.delivery, 'sms');
      assert.equal((await passwordLogin(server, 'admin_330113', await textedPassword('user-330113'))).status, 200, 'no captcha either: the run of failures is over');
      const [row] = await server.db.query(`SELECT result, reason FROM sys_login_log WHERE username = 'admin_330113' AND result = 'unlocked'`);
      assert.deepEqual(row, { result: 'unlocked', reason: 'password_reset' });
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
