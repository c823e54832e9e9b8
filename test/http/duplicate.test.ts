/** The duplicate guard: an identical write (method, URL, body) is not sent while the first is in flight. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { http } from '../../src/http/client.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { startStub, type Stub, type StubReply } from '../helpers/httpStub.ts';
import { rejection } from '../helpers/rejection.ts';

describe('the duplicate guard', () => {
  let stub: Stub;
  let release: (reply: StubReply) => void;
  before(async () => {
    stub = await startStub();
  });
  after(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
    // Every request waits until the test releases them all with one reply.
    const gate = new Promise<StubReply>((resolve) => (release = resolve));
    stub.handle(() => gate);
  });

  const OK_REPLY: StubReply = { body: { code: 0, msg: 'ok', data: 'done' } };

  it('refuses an identical POST in flight without sending it, with 操作太频繁，请勿重复请求', async () => {
    const ports = fakePorts();
    const api = http.extend({ baseUrl: stub.url, ports });
    const first = api.post('/lgbsmp/api/v1/cadre', { json: { name: '张三' } });
    const second = await rejection(api.post('/lgbsmp/api/v1/cadre', { json: { name: '张三' } }));
    release(OK_REPLY);
    assert.equal(await first, 'done');
    assert.equal(second.code, 'duplicate');
    assert.equal(second.status, 0);
    assert.equal(second.userMessage, '操作太频繁，请勿重复请求');
    assert.equal(stub.requests.length, 1);
    assert.deepEqual(ports.reports, []);
  });

  it('sends the same write again once the first has settled, whether it succeeded or failed', async () => {
    const api = http.extend({ baseUrl: stub.url, ports: fakePorts() });
    const first = api.put('/lgbsmp/api/v1/cadre/7', { json: { name: '张三' } });
    release({ status: 500, body: { code: 1 } });
    await rejection(first);
    stub.handle(() => OK_REPLY);
    assert.equal(await api.put('/lgbsmp/api/v1/cadre/7', { json: { name: '张三' } }), 'done');
    assert.equal(stub.requests.length, 2);
  });

  it('sends writes in flight together when their method, URL or body differ', async () => {
    const api = http.extend({ baseUrl: stub.url, ports: fakePorts() });
    const calls = [
      api.post('/lgbsmp/api/v1/cadre', { json: { name: '张三' } }),
      api.post('/lgbsmp/api/v1/cadre', { json: { name: '李四' } }),
      api.post('/lgbsmp/api/v1/users', { json: { name: '张三' } }),
      api.put('/lgbsmp/api/v1/cadre', { json: { name: '张三' } }),
      api.post('/lgbsmp/api/v1/cadre', { params: { draft: 1 }, json: { name: '张三' } }),
    ];
    while (stub.requests.length < calls.length) await new Promise((resolve) => setImmediate(resolve));
    release(OK_REPLY);
    assert.deepEqual(await Promise.all(calls), ['done', 'done', 'done', 'done', 'done']);
  });

  it('never holds back a GET', async () => {
    const api = http.extend({ baseUrl: stub.url, ports: fakePorts() });
    const calls = [api.get('/lgbsmp/api/v1/cadre'), api.get('/lgbsmp/api/v1/cadre')];
    while (stub.requests.length < 2) await new Promise((resolve) => setImmediate(resolve));
    release(OK_REPLY);
    assert.deepEqual(await Promise.all(calls), ['done', 'done']);
  });
});
