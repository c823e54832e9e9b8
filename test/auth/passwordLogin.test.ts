import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { basicClient, DEMO_PASSWORD, passwordLogin, sealed, testClock, type TestClock } from '../helpers/session.ts';

const LOGIN = '/auth/oauth/login';
// The first failures of a name: the next try needs no captcha yet (test/auth/failedSignIns.test.ts for the rest).
const BAD_CREDENTIALS = { code: 1, msg: '用户名不存在或密码错误', data: { captchaRequired: false } };

for (const engine of ENGINES) {
  describe(`password sign-in (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    before(async () => {
      server = await startTestServer(engine);
      clock = testClock(server);
    });
    after(() => server.close());

    const post = (query: Record<string, string>, headers: Record<string, string> = { Authorization: basicClient(server) }) =>
      server.json(`${LOGIN}?${new URLSearchParams(query)}`, { method: 'POST', headers });
    const logRows = (username: string) =>
      server.db.query<{ result: string; reason: string | null; client: string; ip: string }>(
        'SELECT result, reason, client, ip FROM sys_login_log WHERE lower(username) = lower($1) ORDER BY id', [username]);

    it('publishes a sealing key with a fresh challenge', async () => {
      const { status, body } = await server.json('/auth/key');
      assert.equal(status, 200);
      assert.match(body.data.keyId, /^[0-9a-f]{16}$/);
      assert.match(body.data.publicKey, /^[0-9a-f]{64}$/);
      assert.match(body.data.nonce, /^[0-9a-f]{64}$/);
      assert.equal(body.data.expiresIn, 300);
      const again = (await server.json('/auth/key')).body.data;
      assert.equal(again.keyId, body.data.keyId);
      assert.notEqual(again.nonce, body.data.nonce);
    });

    it('signs a demo user in and answers the login token response', async () => {
      const { status, body } = await passwordLogin(server, 'hz_admin');
      assert.equal(status, 200);
      assert.equal(body.code, 0);
      const data = body.data;
      assert.match(data.access_token, /^[\w-]{43}$/);
      assert.match(data.refresh_token, /^[\w-]{43}$/);
      assert.notEqual(data.access_token, data.refresh_token);
      assert.equal(data.token_type, 'bearer');
      assert.equal(data.expires_in, 3600);
      assert.deepEqual(data.role_ids, ['role-city-admin']);
      assert.deepEqual(data.dept_ids, ['330100']);
      assert.equal(data.username, 'hz_admin');
      const rows = await logRows('hz_admin');
      assert.deepEqual(rows.at(-1), { result: 'success', reason: null, client: 'pig', ip: '127.0.0.1' });
      const [stored] = await server.db.query('SELECT count(*)::int AS n FROM auth_token WHERE token_hash = $1', [data.access_token]);
      assert.equal(stored!.n, 0, 'tokens are stored hashed only');
    });

    it('accepts the user name in any case', async () => {
      assert.equal((await passwordLogin(server, 'HZ_Admin')).status, 200);
    });

    it('refuses a missing or wrong client authorisation', async () => {
      const query = { username: 'admin', password: await sealed(server, DEMO_PASSWORD), grant_type: 'password', scope: 'server' };
      for (const headers of [{} as Record<string, string>, { Authorization: 'Basic ' + Buffer.from('pig:wrong').toString('base64') }, { Authorization: 'Bearer x' }]) {
        const { status, body } = await post(query, headers);
        assert.equal(status, 401);
        assert.deepEqual(body, { code: 1, msg: '客户端认证失败' });
      }
    });

    it('refuses a missing or unsupported grant type and scope', async () => {
      const missing = await post({ username: 'admin' });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.msg, '缺少授权类型');
      for (const grant of ['client_credentials', 'authorization_code', 'PASSWORD', 'mobile']) {
        const { status, body } = await post({ username: 'admin', grant_type: grant });
        assert.equal(status, 400);
        assert.deepEqual(body, { code: 1, msg: `不支持的授权类型：${grant}` });
      }
      const scope = await post({ username: 'admin', password: 'x', grant_type: 'password', scope: 'all' });
      assert.deepEqual([scope.status, scope.body.msg], [400, '不支持的授权范围：all']);
    });

    it('names every missing field', async () => {
      const { status, body } = await post({ grant_type: 'password', scope: 'server' });
      assert.equal(status, 400);
      assert.equal(body.code, 4);
      assert.equal(body.msg, '请输入用户名');
      assert.deepEqual(body.data.errors, [
        { field: 'username', message: '请输入用户名' },
        { field: 'password', message: '请输入密码' },
      ]);
    });

    it('refuses a garbled password ciphertext with a clear 400', async () => {
      const good = await sealed(server, DEMO_PASSWORD);
      const parts = good.split('.');
      const flipped = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
      const unknownKey = ['v1', 'ffffffffffffffff', ...parts.slice(2)].join('.');
      for (const password of [DEMO_PASSWORD, 'v1.x', flipped, unknownKey, parts.join('.').replace(/\.[0-9a-f]+$/, '.zz')]) {
        const { status, body } = await post({ username: 'admin', password, grant_type: 'password', scope: 'server' });
        assert.equal(status, 400, password.slice(0, 30));
        assert.deepEqual(body, { code: 1, msg: '密码密文无效，请刷新页面后重试' });
      }
    });

    it('refuses a ciphertext made with a challenge older than five minutes', async () => {
      const password = await sealed(server, DEMO_PASSWORD);
      clock.advance(5 * 60_000 + 1000);
      const { status, body } = await post({ username: 'admin', password, grant_type: 'password', scope: 'server' });
      assert.equal(status, 400);
      assert.equal(body.msg, '密码密文无效，请刷新页面后重试');
    });

    it('refuses a replayed password ciphertext, even after a successful sign-in', async () => {
      const query = { username: 'admin', password: await sealed(server, DEMO_PASSWORD), grant_type: 'password', scope: 'server' };
      assert.equal((await post(query)).status, 200);
      const replay = await post(query);
      assert.equal(replay.status, 400);
      assert.deepEqual(replay.body, { code: 1, msg: '密码密文已使用，请刷新页面后重试' });
    });

    it('answers an unknown user and a wrong password alike (426), and logs both', async () => {
      const unknown = await passwordLogin(server, 'nobody_here');
      const wrong = await passwordLogin(server, 'sx_admin', 'Wrong@123456');
      assert.deepEqual([unknown.status, unknown.body], [426, BAD_CREDENTIALS]);
      assert.deepEqual([wrong.status, wrong.body], [426, BAD_CREDENTIALS]);
      assert.equal((await logRows('nobody_here')).at(-1)?.reason, 'unknown_user');
      assert.equal((await logRows('sx_admin')).at(-1)?.reason, 'wrong_password');
      assert.equal((await passwordLogin(server, 'sx_admin')).status, 200, 'a success clears the run of failures');
    });

    it('refuses a disabled account that gives the right password', async () => {
      await server.db.query(`UPDATE sys_user SET enabled = false WHERE username = 'admin_330105'`);
      const right = await passwordLogin(server, 'admin_330105');
      assert.deepEqual([right.status, right.body], [401, { code: 1, msg: '账号已停用，请联系管理员' }]);
      const wrong = await passwordLogin(server, 'admin_330105', 'Wrong@123456');
      assert.deepEqual([wrong.status, wrong.body], [426, BAD_CREDENTIALS], 'without the password nothing is revealed');
    });

    it('replaces the sealing key after AUTH_KEY_ROTATE_DAYS, still opening passwords sealed just before', async () => {
      const before = (await server.json('/auth/key')).body.data.keyId;
      clock.advance(30 * 86_400_000 - 60_000);
      const sealedBefore = await sealed(server, DEMO_PASSWORD);
      clock.advance(2 * 60_000);
      const after = (await server.json('/auth/key')).body.data.keyId;
      assert.notEqual(after, before);
      const { status } = await post({ username: 'admin_330127', password: sealedBefore, grant_type: 'password', scope: 'server' });
      assert.equal(status, 200);
      assert.equal((await passwordLogin(server, 'admin_330127')).status, 200, 'the new key works');
    });

    it('keeps the login log append-only', async () => {
      await assert.rejects(server.db.query('UPDATE sys_login_log SET result = $1', ['success']), /append-only/);
      await assert.rejects(server.db.query('DELETE FROM sys_login_log'), /append-only/);
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
