import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, testClock, type SignedClient } from '../helpers/session.ts';

for (const engine of ENGINES) {
  describe(`uploaded browser error logs (${engine})`, () => {
    let server: TestServer;
    let client: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      client = await signIn(server, 'hz_admin', { now: testClock(server).now });
    });
    after(() => server.close());

    it('stores each entry for the user with tokens, passwords and codes redacted', async () => {
      const entries = [
        { url: 'http://portal/retiredCadres?token=abc123&tab=1', time: '2025-01-06 09:00:00', type: 'error', message: 'Request failed: /auth/oauth/login?password=v1.secret&code=123456', stack: 'Error: boom\n  at x (main.js:1:1)', info: { headers: { Authorization: 'Bearer abc123' } } },
        { url: 'http://portal/home', time: '2025-01-06 09:01:00', type: 'ChunkLoadError', message: 'Loading chunk 3 failed', stack: '', info: 'refresh_token=zzz' },
      ];
      const { body } = await client.json('/admin/log/logs', { method: 'POST', json: entries });
      assert.deepEqual(body, { code: 0, msg: 'ok', data: { stored: 2 } });
      const rows = await server.db.query('SELECT user_id, url, type, message, stack, info FROM sys_client_error_log ORDER BY id');
      assert.deepEqual(rows, [
        { user_id: 'user-hz-admin', url: 'http://portal/retiredCadres?token=***&tab=1', type: 'error', message: 'Request failed: /auth/oauth/login?password=***&code=***', stack: 'Error: boom\n  at x (main.js:1:1)', info: '{"headers":{"Authorization":"***"}}' },
        { user_id: 'user-hz-admin', url: 'http://portal/home', type: 'ChunkLoadError', message: 'Loading chunk 3 failed', stack: '', info: 'refresh_token=***' },
      ]);
      assert.ok(!JSON.stringify(server.logs).includes('abc123'));
    });

    it('refuses what is not a list of entries, or more than 100 of them', async () => {
      for (const json of [{ url: 'x' }, ['x'], [[1]], null]) {
        const { status, body } = await client.json('/admin/log/logs', { method: 'POST', json });
        assert.deepEqual([status, body.msg], [400, '日志格式不正确'], JSON.stringify(json));
      }
      const many = await client.json('/admin/log/logs', { method: 'POST', json: Array.from({ length: 101 }, () => ({ message: 'm' })) });
      assert.deepEqual([many.status, many.body.msg], [400, '一次最多上传100条日志']);
    });

    it('needs a session', async () => {
      const { status } = await server.json('/admin/log/logs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[]' });
      assert.equal(status, 401);
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
