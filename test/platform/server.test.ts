import assert from 'node:assert/strict';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

for (const engine of ENGINES) {
  describe(`server basics (${engine})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(engine, { BODY_LIMIT: '1024' });
      server.app.router.post('/lgbsmp/api/v1/echo', (ctx) => ctx.body(), { public: true });
      server.app.router.get('/lgbsmp/api/v1/boom', () => {
        throw new Error('a bug');
      }, { public: true });
      server.app.router.get('/lgbsmp/api/v1/private', () => 'secret');
      server.app.router.get('/lgbsmp/api/v1/large', () => Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `第${i}项` })), { public: true });
    });
    after(() => server.close());

    it('answers /healthz and /readyz once started', async () => {
      assert.equal((await server.json('/healthz')).body.status, 'ok');
      const ready = await server.json('/readyz');
      assert.equal(ready.status, 200);
      assert.equal(ready.body.engine, engine);
    });

    it('puts a request id on every response and every request log line', async () => {
      const res = await server.fetch('/healthz', { headers: { 'X-Request-Id': 'abcdef12-test' } });
      assert.equal(res.headers.get('x-request-id'), 'abcdef12-test');
      const fresh = await server.fetch('/healthz');
      assert.match(fresh.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
      await new Promise((r) => setTimeout(r, 20));
      assert.ok(server.logs.some((l) => l.msg === 'request' && l.requestId === 'abcdef12-test'));
    });

    it('sends the security headers', async () => {
      const res = await server.fetch('/healthz');
      assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/);
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-src http: https:/);
      assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN');
      // Left out on purpose: it delays every page opened from elsewhere by a renderer process (docs/security.md).
      assert.equal(res.headers.get('cross-origin-opener-policy'), null);
    });

    it('sends a large answer gzipped to a client that takes it, and as it is to one that does not', async () => {
      const raw = (path: string, encoding?: string) =>
        new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          request(server.url + path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          }).on('error', reject).end();
        });
      const zipped = await raw('/lgbsmp/api/v1/large', 'gzip, deflate, br');
      assert.equal(zipped.headers['content-encoding'], 'gzip');
      assert.equal(Number(zipped.headers['content-length']), zipped.body.length);
      const answer = JSON.parse(gunzipSync(zipped.body).toString('utf8'));
      assert.equal(answer.data.length, 2000);
      assert.equal(answer.data[1999].name, '第1999项');
      const plain = await raw('/lgbsmp/api/v1/large');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.deepEqual(JSON.parse(plain.body.toString('utf8')), answer);
      assert.ok(zipped.body.length < plain.body.length / 4, `gzipped ${zipped.body.length} of ${plain.body.length} bytes`);
      const small = await raw('/readyz', 'gzip');
      assert.equal(small.headers['content-encoding'], undefined, 'a small answer is not worth compressing');
    });

    it('answers an unknown API path with the 404 envelope, not the app shell', async () => {
      for (const path of ['/lgbsmp/api/v1/nothing', '/admin/nothing', '/auth/x', '/asset/y']) {
        const { status, body } = await server.json(path);
        assert.equal(status, 404, path);
        assert.deepEqual(body, { code: 1, msg: '资源不存在' });
      }
    });

    it('refuses a route that is not public without a session (401), whatever the path', async () => {
      const { status, body } = await server.json('/lgbsmp/api/v1/private');
      assert.equal(status, 401);
      assert.deepEqual(body, { code: 1, msg: '当前操作没有权限' });
    });

    it('refuses a malformed JSON body with a clear 400', async () => {
      const { status, body } = await server.json('/lgbsmp/api/v1/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":',
      });
      assert.equal(status, 400);
      assert.deepEqual(body, { code: 1, msg: '请求格式错误：不是有效的 JSON' });
    });

    it('refuses a body over the limit with 413', async () => {
      const { status, body } = await server.json('/lgbsmp/api/v1/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'x'.repeat(5000) }),
      });
      assert.equal(status, 413);
      assert.equal(body.msg, '请求内容过大，不能超过 1 KB');
    });

    it('refuses an unsupported content type with 415', async () => {
      const { status, body } = await server.json('/lgbsmp/api/v1/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'hello',
      });
      assert.equal(status, 415);
      assert.equal(body.msg, '不支持的请求内容类型：text/plain');
    });

    it('parses JSON and form bodies into the same shape', async () => {
      const json = await server.json('/lgbsmp/api/v1/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ a: '1' }),
      });
      assert.deepEqual(json.body, { code: 0, msg: 'ok', data: { a: '1' } });
      const form = await server.json('/lgbsmp/api/v1/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'a=1&b=2&b=3',
      });
      assert.deepEqual(form.body.data, { a: '1', b: ['2', '3'] });
    });

    it('answers a wrong method with 405 and Allow', async () => {
      const res = await server.fetch('/lgbsmp/api/v1/echo', { method: 'GET' });
      assert.equal(res.status, 405);
      assert.equal(res.headers.get('allow'), 'POST');
      assert.equal((await res.json()).msg, '不支持的请求方法：GET');
    });

    it('turns a bug into a logged 500 with the request id, never a crash', async () => {
      const res = await server.fetch('/lgbsmp/api/v1/boom');
      assert.equal(res.status, 500);
      const body = await res.json();
      assert.equal(body.msg, '系统未知错误,请反馈给管理员');
      assert.equal(body.data.requestId, res.headers.get('x-request-id'));
      assert.ok(server.logs.some((l) => l.msg === 'unhandled error' && l.requestId === body.data.requestId));
      assert.equal((await server.fetch('/healthz')).status, 200);
    });

    it('never logs the token, password or code that the spec puts in query strings', async () => {
      await server.fetch('/lgbsmp/api/v1/nothing?token=SECRET1&password=SECRET2&code=SECRET3&x=1');
      await new Promise((r) => setTimeout(r, 20));
      const text = JSON.stringify(server.logs);
      assert.ok(!/SECRET[123]/.test(text));
      assert.ok(text.includes('token=***'));
    });
  });
}
