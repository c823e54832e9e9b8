import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { basicClient, clientFor, signFor, signIn, testClock, type SignedClient, type TestClock, type Tokens } from '../helpers/session.ts';

const EXPIRED = { code: 1, msg: '登录失效，请重新登录' };
const NO_PERMISSION = { code: 1, msg: '当前操作没有权限' };
const BAD_SIGN = { code: 1, msg: '请求签名无效，请刷新页面后重试' };
const MINUTE = 60_000;

for (const engine of ENGINES) {
  describe(`sessions and the authenticate hook (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    before(async () => {
      server = await startTestServer(engine);
      clock = testClock(server);
    });
    after(() => server.close());

    const login = (username: string, deptId?: string) => signIn(server, username, { now: clock.now, ...(deptId ? { deptId } : {}) });
    const refresh = (refreshToken: string) =>
      server.json(`/auth/oauth/login?${new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'server' })}`, {
        method: 'POST',
        headers: { Authorization: basicClient(server) },
      });
    const me = (client: SignedClient) => client.json('/admin/user');

    it('authenticates by the Authorization header only: token copies in query or body are ignored', async () => {
      const client = await login('hz_admin');
      const token = client.tokens.access_token;
      assert.equal((await me(client)).status, 200);
      const inQuery = await server.json(`/admin/user?token=${token}`);
      assert.deepEqual([inQuery.status, inQuery.body], [401, NO_PERMISSION]);
      const inBody = await server.json('/admin/log/logs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
      assert.deepEqual([inBody.status, inBody.body], [401, NO_PERMISSION]);
      for (const authorization of ['Bearer', `Token ${token}`, `Bearer ${token}x`, 'Bearer not-a-token']) {
        const { status, body } = await server.json('/admin/user', { headers: { Authorization: authorization } });
        assert.deepEqual([status, body], [401, NO_PERMISSION], authorization);
      }
    });

    it('refuses a missing, altered or stale sign (400)', async () => {
      const client = await login('hz_admin');
      const token = client.tokens.access_token;
      const cases: [string, (sign: string) => string][] = [
        ['altered signature', (s) => s.slice(0, -1) + (s.endsWith('0') ? '1' : '0')],
        ['signed for another path', () => signFor(token, 'GET', '/admin/user?x=1', '', clock.now())],
        ['signed for another method', () => signFor(token, 'POST', '/admin/user', '', clock.now())],
        ['signed with another token', () => signFor('other-token', 'GET', '/admin/user', '', clock.now())],
        ['six minutes old', () => signFor(token, 'GET', '/admin/user', '', clock.now() - 6 * MINUTE)],
        ['six minutes ahead', () => signFor(token, 'GET', '/admin/user', '', clock.now() + 6 * MINUTE)],
        ['malformed', () => 'v1.123.abc.def'],
      ];
      for (const [name, sign] of cases) {
        const { status, body } = await client.json('/admin/user', { sign });
        assert.deepEqual([status, body], [400, BAD_SIGN], name);
      }
      const missing = await client.json('/admin/user', { sign: false });
      assert.deepEqual([missing.status, missing.body], [400, BAD_SIGN]);
    });

    it('covers the exact body bytes, and keeps the body readable for the handler', async () => {
      const client = await login('hz_admin');
      const token = client.tokens.access_token;
      const signedOther = await client.json('/admin/log/logs', { method: 'POST', json: [{ message: 'b' }], sign: () => signFor(token, 'POST', '/admin/log/logs', '[{"message":"a"}]', clock.now()) });
      assert.deepEqual([signedOther.status, signedOther.body], [400, BAD_SIGN]);
      const ok = await client.json('/admin/log/logs', { method: 'POST', json: [{ message: 'a' }] });
      assert.deepEqual(ok.body, { code: 0, msg: 'ok', data: { stored: 1 } });
    });

    it('refuses a replayed write, and a nonce a refused write has used, but accepts a replayed read', async () => {
      const client = await login('hz_admin');
      const token = client.tokens.access_token;
      const write = signFor(token, 'POST', '/admin/log/logs', '[]', clock.now());
      assert.equal((await client.json('/admin/log/logs', { method: 'POST', json: [], sign: () => write })).status, 200);
      const replay = await client.json('/admin/log/logs', { method: 'POST', json: [], sign: () => write });
      assert.deepEqual([replay.status, replay.body], [400, BAD_SIGN]);
      // A write refused for its signature has used its nonce (docs/security.md): honest clients draw a new one.
      const nonce = 'a1b2c3d4e5f60718';
      const altered = signFor(token, 'POST', '/admin/log/logs', '[{"message":"other"}]', clock.now(), nonce);
      assert.deepEqual((await client.json('/admin/log/logs', { method: 'POST', json: [], sign: () => altered })).body, BAD_SIGN);
      const sameNonce = signFor(token, 'POST', '/admin/log/logs', '[]', clock.now(), nonce);
      assert.deepEqual((await client.json('/admin/log/logs', { method: 'POST', json: [], sign: () => sameNonce })).body, BAD_SIGN);
      assert.equal((await client.json('/admin/log/logs', { method: 'POST', json: [] })).status, 200, 'a new nonce is accepted');
      const read = signFor(token, 'GET', '/admin/user', '', clock.now());
      assert.equal((await client.json('/admin/user', { sign: () => read })).status, 200);
      assert.equal((await client.json('/admin/user', { sign: () => read })).status, 200);
    });

    it('expires the access token after its lifetime; the refresh token still renews the session', async () => {
      const client = await login('sx_admin');
      clock.advance(60 * MINUTE);
      assert.deepEqual((await me(client)).body, EXPIRED);
      const renewed = await refresh(client.tokens.refresh_token);
      assert.equal(renewed.status, 200);
      assert.equal((await me(clientFor(server, renewed.body.data, { now: clock.now }))).status, 200);
    });

    it('ends a session left idle longer than the idle timeout', async () => {
      const client = await login('sx_admin');
      clock.advance(50 * MINUTE);
      assert.equal((await me(client)).status, 200);
      clock.advance(121 * MINUTE);
      assert.deepEqual((await refresh(client.tokens.refresh_token)).body, EXPIRED);
    });

    it('ends a busy session at its absolute lifetime', async () => {
      let tokens = (await login('admin_330108')).tokens;
      for (let elapsed = 0; ; ) {
        clock.advance(55 * MINUTE);
        elapsed += 55;
        const renewed = await refresh(tokens.refresh_token);
        if (elapsed < 12 * 60) {
          assert.equal(renewed.status, 200, `after ${elapsed} minutes`);
          tokens = renewed.body.data;
          assert.ok(tokens.expires_in <= 12 * 3600 - elapsed * 60, 'no token outlives its session');
          assert.equal((await me(clientFor(server, tokens, { now: clock.now }))).status, 200);
        } else {
          assert.deepEqual([renewed.status, renewed.body], [401, EXPIRED]);
          assert.deepEqual((await me(clientFor(server, tokens, { now: clock.now }))).body, EXPIRED);
          break;
        }
      }
    });

    it('rotates refresh tokens; a reused one revokes the whole family', async () => {
      const first = (await login('admin_330109')).tokens;
      const second = await refresh(first.refresh_token);
      assert.equal(second.status, 200);
      const tokens: Tokens = second.body.data;
      assert.notEqual(tokens.refresh_token, first.refresh_token);
      assert.equal((await me(clientFor(server, tokens, { now: clock.now }))).status, 200);
      const reuse = await refresh(first.refresh_token);
      assert.deepEqual([reuse.status, reuse.body], [401, EXPIRED]);
      assert.deepEqual((await me(clientFor(server, tokens, { now: clock.now }))).body, EXPIRED, 'the thief and the owner are both out');
      assert.deepEqual((await refresh(tokens.refresh_token)).body, EXPIRED);
      const [row] = await server.db.query(`SELECT result, reason FROM sys_login_log WHERE username = 'admin_330109' ORDER BY id DESC LIMIT 1`);
      assert.deepEqual(row, { result: 'failure', reason: 'refresh_reuse' });
    });

    it('lets the previous access token finish in-flight requests for 30 seconds after a refresh', async () => {
      const client = await login('admin_330110');
      assert.equal((await refresh(client.tokens.refresh_token)).status, 200);
      assert.equal((await me(client)).status, 200);
      clock.advance(31_000);
      assert.deepEqual((await me(client)).body, EXPIRED);
    });

    it('refuses a refresh without a token or with an unknown one', async () => {
      const missing = await server.json('/auth/oauth/login?grant_type=refresh_token', { method: 'POST', headers: { Authorization: basicClient(server) } });
      assert.deepEqual([missing.status, missing.body.msg], [400, '缺少刷新令牌']);
      assert.deepEqual((await refresh('unknown-refresh-token')).body, EXPIRED);
      const client = await login('admin_330111');
      const asAccess = await refresh(client.tokens.access_token);
      assert.deepEqual([asAccess.status, asAccess.body], [401, EXPIRED], 'an access token is no refresh token');
    });

    it('logs out: the session and its refresh token end, and the log says so', async () => {
      const client = await login('admin_330112');
      const out = await client.json('/auth/token/logout', { method: 'DELETE' });
      assert.deepEqual(out.body, { code: 0, msg: 'ok', data: true });
      assert.deepEqual((await me(client)).body, EXPIRED);
      assert.deepEqual((await refresh(client.tokens.refresh_token)).body, EXPIRED);
      const [row] = await server.db.query(`SELECT result, client FROM sys_login_log WHERE username = 'admin_330112' ORDER BY id DESC LIMIT 1`);
      assert.deepEqual(row, { result: 'logout', client: 'pig' });
    });

    it('shuts out a disabled account at once, on its next request and refresh', async () => {
      const client = await login('unit_user');
      await server.db.query(`UPDATE sys_user SET enabled = false WHERE username = 'unit_user'`);
      const disabled = { code: 1, msg: '账号已停用，请联系管理员' };
      assert.deepEqual(await me(client), { status: 401, body: disabled });
      assert.deepEqual((await refresh(client.tokens.refresh_token)).body, disabled);
      await server.db.query(`UPDATE sys_user SET enabled = true WHERE username = 'unit_user'`);
      assert.equal((await me(client)).status, 200);
    });

    it('signs a user out everywhere at once when an administrator forces it', async () => {
      const victim = await login('admin_330122');
      const other = await login('admin_330122');
      const admin = await login('hz_admin');
      const forced = await admin.json('/lgbsmp/api/v1/user/forceLogout', { method: 'POST', json: { userId: 'user-330122' } });
      assert.deepEqual(forced.body.data, { revoked: 2 });
      assert.deepEqual((await me(victim)).body, EXPIRED);
      assert.deepEqual((await me(other)).body, EXPIRED);
      const outside = await admin.json('/lgbsmp/api/v1/user/forceLogout', { method: 'POST', json: { userId: 'user-330602' } });
      assert.deepEqual([outside.status, outside.body], [403, NO_PERMISSION], 'Shaoxing is outside Hangzhou\'s scope');
      const notAdmin = await (await login('unit_user')).json('/lgbsmp/api/v1/user/forceLogout', { method: 'POST', json: { userId: 'user-330122' } });
      assert.equal(notAdmin.status, 403);
    });

    it('honours deptId only for the user\'s own departments, and scopes data by it', async () => {
      await server.db.query(`INSERT INTO sys_user_dept (user_id, org_id) VALUES ('user-hz-admin', '330200')`);
      const ningbo = await login('hz_admin', '330200');
      assert.equal((await me(ningbo)).body.data.deptId, '330200');
      assert.deepEqual((await me(ningbo)).body.data.deptList.map((d: { id: string }) => d.id), ['330100', '330200']);
      const foreign = await login('hz_admin', '330600');
      assert.equal((await me(foreign)).body.data.deptId, '330100', 'a department not of the user is ignored');
      const forceLogout = (client: SignedClient) => client.json('/lgbsmp/api/v1/user/forceLogout', { method: 'POST', json: { userId: 'user-330203' } });
      assert.equal((await forceLogout(ningbo)).status, 200, 'acting for Ningbo reaches Ningbo');
      assert.equal((await forceLogout(foreign)).status, 403, 'acting for Hangzhou does not');
    });

    it('prunes what can no longer be used when the key is next fetched', async () => {
      await login('admin_330113');
      const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
      assert.ok((await count('auth_seal_nonce')) > 0);
      assert.ok((await count('auth_session')) > 0);
      clock.advance(20 * 86_400_000);
      await server.json('/auth/key');
      for (const table of ['auth_seal_nonce', 'auth_sign_nonce', 'auth_session', 'auth_token', 'auth_rate_counter']) {
        assert.equal(await count(table), 0, table);
      }
      assert.ok((await count('sys_login_log')) > 0, 'the login log stays');
    });

    it('declares public exactly the sign-in entry points of the auth area', () => {
      const mine = /^\/(auth|dev-idp)\/|^\/admin\/(user|log\/logs)|^\/lgbsmp\/(sms|api\/v2\/zzd|api\/open|api\/v1\/(getAuthCode|pwd|user\/|loginReminderSetting))/;
      const open = server.app.router.list().filter((r) => mine.test(r.pattern) && r.options.public).map((r) => `${r.method} ${r.pattern}`).sort();
      assert.deepEqual(open, [
        'GET /auth/captcha', 'GET /auth/client-config', 'GET /auth/key', 'GET /dev-idp/authorize', 'GET /lgbsmp/api/v2/zzd/scanning',
        'GET /lgbsmp/api/v2/zzd/substrate', 'POST /auth/mobile/token/sms', 'POST /auth/mobile/token/social',
        'POST /auth/oauth/login', 'POST /dev-idp/authorize', 'POST /lgbsmp/api/open/redeemAuthCode',
        'POST /lgbsmp/sms/login', 'POST /lgbsmp/sms/sendCode',
      ]);
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
