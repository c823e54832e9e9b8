/** Timeouts and aborts: a fake clock decides when time is up, so nothing is asserted by timing. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { http } from '../../src/http/client.ts';
import { TimeoutError } from '../../src/http/errors.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/http/request.ts';
import { FakeTimers } from '../helpers/fakeTimers.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { startStub, type Stub } from '../helpers/httpStub.ts';
import { rejection } from '../helpers/rejection.ts';

describe('timeouts and aborts', () => {
  let stub: Stub;
  before(async () => {
    stub = await startStub();
  });
  after(() => stub.close());

  /** The server holds every request; resolves once one has arrived. */
  function holdRequests(): Promise<void> {
    return new Promise((arrived) =>
      stub.handle(() => {
        arrived();
        return 'hang';
      }),
    );
  }

  function setup() {
    const timers = new FakeTimers();
    const ports = fakePorts();
    return { timers, ports, api: http.extend({ baseUrl: stub.url, ports, timers }) };
  }

  it('waits 30 000 ms unless the call says otherwise', async () => {
    const { timers, api } = setup();
    assert.equal(REQUEST_TIMEOUT_MS, 30_000);
    for (const [timeout, expected] of [[undefined, 30_000], [5, 5]] as const) {
      const arrived = holdRequests();
      const controller = new AbortController();
      const pending = api.get('/lgbsmp/api/v1/slow', { signal: controller.signal, timeout });
      await arrived;
      assert.deepEqual([...timers.pending.values()].map((timer) => timer.ms), [expected]);
      controller.abort();
      await rejection(pending);
    }
  });

  it('fails with a TimeoutError naming the operation when the time is up, and says 请求超时，请稍后重试', async () => {
    const { timers, ports, api } = setup();
    const arrived = holdRequests();
    const pending = api.get('/lgbsmp/api/v1/slow', { params: { q: 1 } });
    await arrived;
    timers.fireAll();
    const error = await rejection(pending);
    assert.ok(error instanceof TimeoutError);
    assert.equal(error.code, 'timeout');
    assert.equal(error.message, 'Request timed out: GET /lgbsmp/api/v1/slow 请求超时，请稍后重试');
    assert.deepEqual(ports.notified, [{ message: '请求超时，请稍后重试', tone: 'error' }]);
    assert.equal(ports.reports.length, 1);
  });

  it("cancels on the caller's own abort, silently and without logging", async () => {
    const { timers, ports, api } = setup();
    const arrived = holdRequests();
    const controller = new AbortController();
    const pending = api.get('/lgbsmp/api/v1/slow', { signal: controller.signal });
    await arrived;
    controller.abort();
    const error = await rejection(pending);
    assert.equal(error.code, 'aborted');
    assert.deepEqual(ports.notified, []);
    assert.deepEqual(ports.reports, []);
    assert.equal(timers.pending.size, 0);
  });

  it('does not send a request whose signal is already aborted', async () => {
    const { api } = setup();
    stub.requests.length = 0;
    const error = await rejection(api.post('/lgbsmp/api/v1/thing', { json: { a: 1 }, signal: AbortSignal.abort() }));
    assert.equal(error.code, 'aborted');
    assert.equal(stub.requests.length, 0);
  });

  it('clears the timer whatever happens: success, failure status, dropped connection, abort, timeout', async () => {
    const { timers, api } = setup();
    stub.handle(() => ({ body: { code: 0, msg: 'ok', data: 1 } }));
    await api.get('/a');
    assert.equal(timers.pending.size, 0, 'success');

    stub.handle(() => ({ status: 404, body: { code: 1 } }));
    await rejection(api.get('/a'));
    assert.equal(timers.pending.size, 0, 'failure status');

    stub.handle(() => 'drop');
    await rejection(api.get('/a'));
    assert.equal(timers.pending.size, 0, 'dropped connection');

    const controller = new AbortController();
    let arrived = holdRequests();
    const aborted = api.get('/a', { signal: controller.signal });
    await arrived;
    controller.abort();
    await rejection(aborted);
    assert.equal(timers.pending.size, 0, 'abort');

    arrived = holdRequests();
    const timedOut = api.get('/a');
    await arrived;
    timers.fireAll();
    await rejection(timedOut);
    assert.equal(timers.pending.size, 0, 'timeout');
  });

  it('fails as a network failure when nothing listens', async () => {
    const { ports } = setup();
    const closed = await startStub();
    await closed.close();
    const error = await rejection(http.extend({ baseUrl: closed.url, ports }).get('/admin/user'));
    assert.equal(error.code, 'network');
    assert.equal(error.message, 'Request failed: GET /admin/user 网络连接失败，请检查网络后重试');
    assert.equal(ports.reports.length, 1);
  });
});
