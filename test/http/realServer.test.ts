/**
 * The request layer against the real server (started by the test helper on a fresh database): sign-in
 * through the typed helpers, signed reads and writes the server's own verifier accepts, and its real
 * failures going through the rules.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sealPassword, type PasswordKey } from '../../model/crypto/passwordSeal.ts';
import { getUserInfo, uploadErrorLogs } from '../../src/http/api/admin.ts';
import { loginByPassword } from '../../src/http/api/auth.ts';
import { http } from '../../src/http/client.ts';
import type { Client } from '../../src/http/request.ts';
import { ENGINES } from '../helpers/engines.ts';
import { fakePorts, type FakePorts } from '../helpers/fakePorts.ts';
import { rejection } from '../helpers/rejection.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

for (const engine of ENGINES) {
  describe(`the request layer against the real server (${engine})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(engine);
    });
    after(() => server.close());

    function client(token: string | null = null): { ports: FakePorts; api: Client } {
      const ports = fakePorts({ token, deptId: null });
      return { ports, api: http.extend({ baseUrl: server.url, ports }) };
    }

    async function signIn(password = 'Admin@123456') {
      const { api } = client();
      const key = await api.get<PasswordKey>('/auth/key', { auth: false });
      return loginByPassword({ username: 'admin', password: sealPassword(key, password) }, api);
    }

    it('signs in with the password helper and reads the user with signed requests the server accepts', async () => {
      const tokens = await signIn();
      assert.match(tokens.access_token, /\S{16,}/);
      const { ports, api } = client(tokens.access_token);
      const user = await getUserInfo(api);
      assert.equal(user.userName, 'admin');
      assert.equal(user.organization?.organizationName, '浙江省委老干部局');
      assert.deepEqual(ports.notified, []);
    });

    it('uploads the error log with a signed write carrying the token copies', async () => {
      const tokens = await signIn();
      const { ports, api } = client(tokens.access_token);
      const entry = { url: 'http://portal.test/home', time: new Date().toISOString(), type: 'error' as const, message: 'x is undefined', stack: '', info: '' };
      await uploadErrorLogs([entry], api);
      const rows = await server.db.query<{ url: string; type: string; message: string }>(
        'SELECT url, type, message FROM sys_client_error_log',
      );
      assert.deepEqual(rows, [{ url: entry.url, type: 'error', message: 'x is undefined' }]);
      assert.deepEqual(ports.notified, []);
    });

    it('shows 用户名不存在或密码错误 for a wrong password', async () => {
      const { api, ports } = client();
      const key = await api.get<PasswordKey>('/auth/key', { auth: false });
      const error = await rejection(loginByPassword({ username: 'admin', password: sealPassword(key, 'Wrong@123456') }, api));
      assert.equal(error.userMessage, '用户名不存在或密码错误');
      assert.deepEqual(ports.notified.map((n) => n.message), ['用户名不存在或密码错误']);
    });

    it('handles a real 401 by logging out locally and going to /home', async () => {
      const { ports, api } = client();
      const error = await rejection(getUserInfo(api));
      assert.equal(error.status, 401);
      assert.deepEqual(ports.sessionCalls, ['clear']);
      assert.deepEqual(ports.navigated, ['/home']);
    });

    it('shows 资源不存在 for a path the server does not have', async () => {
      const tokens = await signIn();
      const { ports, api } = client(tokens.access_token);
      const error = await rejection(api.get('/lgbsmp/api/v1/noSuchResource'));
      assert.equal(error.status, 404);
      assert.deepEqual(ports.notified.map((n) => n.message), ['资源不存在']);
    });
  });
}
