/**
 * The `sign` header of docs/api.md, proven byte for byte: the local server recomputes it with node:crypto
 * from the raw request target and body it received, keyed by the bearer token it received.
 */
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { http } from '../../src/http/client.ts';
import { createServerClock } from '../../src/http/clock.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { startStub, type Stub, type StubRequest } from '../helpers/httpStub.ts';

const SIGN = /^v1\.(\d+)\.([0-9a-f]{16})\.([0-9a-f]{64})$/;

/** What a server does: parse the header, recompute the HMAC, compare. */
function verify(request: StubRequest, body: Buffer | 'UNSIGNED-PAYLOAD' = request.body) {
  const match = SIGN.exec(String(request.headers.sign ?? ''));
  assert.ok(match, `malformed sign header: ${String(request.headers.sign)}`);
  const [, time, nonce, mac] = match;
  const token = String(request.headers.authorization).replace(/^Bearer /, '');
  const hash = body === 'UNSIGNED-PAYLOAD' ? body : createHash('sha256').update(body).digest('hex');
  const message = `v1\n${time}\n${nonce}\n${request.method}\n${request.url}\n${hash}`;
  const expected = createHmac('sha256', Buffer.from(token, 'utf8')).update(message, 'utf8').digest('hex');
  return { valid: expected === mac, time: Number(time), nonce: nonce! };
}

describe('the sign header', () => {
  let stub: Stub;
  before(async () => {
    stub = await startStub();
  });
  after(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
  });

  const api = () => http.extend({ baseUrl: stub.url, ports: fakePorts({ token: 'tok/en+with=odd~chars' }) });
  const last = () => stub.requests.at(-1)!;

  it('signs a GET with its exact query (Chinese, spaces, repeated keys, the token) and the empty-body hash', async () => {
    await api().get('/lgbsmp/api/v1/cadre', { params: { name: '张 三', ids: [1, 2], q: 'a&b=c' } });
    assert.match(last().url, /\?name=%E5%BC%A0\+%E4%B8%89&ids=1&ids=2&q=a%26b%3Dc&token=/);
    assert.equal(verify(last()).valid, true);
  });

  it('signs a JSON POST over the body bytes as sent, token copy included', async () => {
    await api().post('/lgbsmp/api/v1/cadre', { json: { name: '张三', note: 'ünïcødé ✓' } });
    assert.match(last().body.toString('utf8'), /"token":"tok\/en\+with=odd~chars"/);
    assert.equal(verify(last()).valid, true);
  });

  it('signs a form-serialised POST', async () => {
    await api().post('/lgbsmp/sms/jdSendCode', { form: { mobile: '13800138000' } });
    assert.equal(verify(last()).valid, true);
  });

  it('signs PUT and DELETE', async () => {
    await api().put('/lgbsmp/api/v1/cadre/7', { json: { name: '李四' } });
    assert.equal(verify(last()).valid, true);
    await api().delete('/lgbsmp/api/v1/cadre/7');
    assert.equal(verify(last()).valid, true);
  });

  it('signs a multipart body as UNSIGNED-PAYLOAD', async () => {
    const data = new FormData();
    data.append('file', new Blob(['x']), 'a.txt');
    await api().post('/lgbsmp/api/v1/cadre/import', { multipart: data });
    assert.equal(verify(last(), 'UNSIGNED-PAYLOAD').valid, true);
  });

  it('no longer verifies when the body or the target is altered', async () => {
    await api().post('/lgbsmp/api/v1/cadre', { json: { name: '张三' } });
    assert.equal(verify(last(), Buffer.from('{"name":"王五"}')).valid, false);
    assert.equal(verify({ ...last(), url: last().url.replace('cadre', 'users') }).valid, false);
  });

  it('uses a new nonce for every request', async () => {
    const client = api();
    await client.get('/lgbsmp/api/v1/a');
    await client.get('/lgbsmp/api/v1/a');
    const [first, second] = stub.requests.map((request) => verify(request).nonce);
    assert.notEqual(first, second);
  });

  it("stamps the time on the server's clock, learnt from the Date header of an answer", async () => {
    const local = Date.UTC(2025, 0, 6, 8, 0, 0);
    const server = local + 3_600_000; // the PC's clock is an hour behind
    stub.handle(() => ({ body: { code: 0, msg: 'ok', data: null }, headers: { Date: new Date(server).toUTCString() } }));
    const client = api().extend({ clock: createServerClock(() => local) });
    await client.get('/lgbsmp/api/v1/a');
    assert.equal(verify(last()).time, local, 'before any answer the local clock is all there is');
    await client.get('/lgbsmp/api/v1/a');
    assert.equal(verify(last()).time, server + 500, "the middle of the server's second");
  });

  it('signs again, once, a request refused as stale, with the time its refusal taught the clock', async () => {
    const local = Date.UTC(2025, 0, 6, 8, 0, 0);
    const server = local + 3_600_000; // the PC's clock is an hour behind: the server's window is five minutes
    stub.handle((request) =>
      Math.abs(verify(request).time - server) > 300_000
        ? { status: 400, body: { code: 1, msg: '请求签名无效', data: null }, headers: { Date: new Date(server).toUTCString() } }
        : { body: { code: 0, msg: 'ok', data: 'yes' }, headers: { Date: new Date(server).toUTCString() } },
    );
    const client = api().extend({ clock: createServerClock(() => local) });
    assert.equal(await client.post('/lgbsmp/api/v1/a', { json: { n: 1 } }), 'yes');
    assert.deepEqual(stub.requests.map((request) => verify(request).time), [local, server + 500]);
    assert.ok(stub.requests.every((request) => verify(request).valid));
    // Two sent together on a clock an hour ahead: whichever answer teaches the clock, both are sent again.
    stub.requests.length = 0;
    const ahead = api().extend({ clock: createServerClock(() => server + 3_600_000) });
    assert.deepEqual(await Promise.all([ahead.get('/lgbsmp/api/v1/user'), ahead.get('/lgbsmp/api/v1/menu')]), ['yes', 'yes']);
    assert.equal(stub.requests.length, 4);
    // A refusal that teaches nothing new is not sent again.
    stub.requests.length = 0;
    stub.handle(() => ({ status: 400, body: { code: 1, msg: '参数错误', data: null }, headers: { Date: new Date(server).toUTCString() } }));
    await assert.rejects(client.post('/lgbsmp/api/v1/a', { json: { n: 2 } }));
    assert.equal(stub.requests.length, 1);
  });
});

describe('the server clock', () => {
  it('keeps its estimate while answers agree with it within their one-second resolution', () => {
    let local = 1_000_000;
    const clock = createServerClock(() => local);
    clock.learn(new Date(1_000_000).toUTCString());
    assert.equal(clock.now(), 1_000_000);
    local = 1_001_700; // a slow answer stamped in the previous second still agrees
    clock.learn(new Date(1_000_000).toUTCString());
    assert.equal(clock.now(), 1_001_700);
  });

  it('ignores a missing or unreadable Date header', () => {
    const clock = createServerClock(() => 42_000);
    clock.learn(null);
    clock.learn('yesterday-ish');
    assert.equal(clock.now(), 42_000);
  });
});
