/** Spec section 8's handling rules, one test each, through the portal client against a local server. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { http } from '../../src/http/client.ts';
import { createErrorLog, type ErrorReport } from '../../src/store/errorLog.ts';
import { createStorage } from '../../src/store/storage.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { MemoryStorage } from '../helpers/memoryStorage.ts';
import { startStub, type Stub, type StubReply } from '../helpers/httpStub.ts';
import { rejection } from '../helpers/rejection.ts';

const SILENT = ['当前组织没有单位管理员', '无健康档案信息', '查询结果为空', '工作信息不存在!', '暂无家庭信息', '该Id查询结果为空'];

describe('the handling rules', () => {
  let stub: Stub;
  before(async () => {
    stub = await startStub();
  });
  after(() => stub.close());

  function call(reply: StubReply | 'drop') {
    stub.handle(() => reply);
    const ports = fakePorts();
    return { ports, pending: http.extend({ baseUrl: stub.url, ports }).get('/lgbsmp/api/v1/thing') };
  }

  it('resolves with the envelope data for HTTP 200 and code 0, showing nothing', async () => {
    const { ports, pending } = call({ body: { code: 0, msg: 'ok', data: { id: 7 } } });
    assert.deepEqual(await pending, { id: 7 });
    assert.deepEqual(ports.notified, []);
  });

  it('msg 登录失效，请重新登录 clears the token, shows it and goes to the login portal with a return address', async () => {
    const { ports, pending } = call({ status: 401, body: { code: 1, msg: '登录失效，请重新登录' } });
    const error = await rejection(pending);
    assert.equal(error.userMessage, '登录失效，请重新登录');
    assert.deepEqual(ports.sessionCalls, ['clearToken']);
    assert.deepEqual(ports.notified, [{ message: '登录失效，请重新登录', tone: 'error' }]);
    assert.deepEqual(ports.navigated, ['/login?redirect=' + encodeURIComponent(ports.here)]);
  });

  it('msg 登录失效，请重新登录 sends the user to the portal the server configured', async () => {
    stub.handle(() => ({ body: { code: 1, msg: '登录失效，请重新登录' } }));
    const ports = fakePorts();
    ports.settings = { ...ports.settings, loginPortal: 'https://sso.zj.gov.cn/login?app=lgb' };
    await rejection(http.extend({ baseUrl: stub.url, ports }).get('/admin/user'));
    assert.deepEqual(ports.navigated, ['https://sso.zj.gov.cn/login?app=lgb&redirect=' + encodeURIComponent(ports.here)]);
  });

  it('two answers saying 登录失效 (the user and the menu asked together) go to the login portal once', async () => {
    stub.handle(() => ({ status: 401, body: { code: 1, msg: '登录失效，请重新登录' } }));
    const ports = fakePorts();
    ports.here = '/retiredCadres/allInfo?tab=1';
    // The browser is where it was sent.
    ports.navigator.navigate = (to) => {
      ports.navigated.push(to);
      ports.here = to;
    };
    const client = http.extend({ baseUrl: stub.url, ports });
    await Promise.all([rejection(client.get('/admin/user')), rejection(client.get('/admin/menu'))]);
    assert.deepEqual(ports.navigated, ['/login?redirect=' + encodeURIComponent('/retiredCadres/allInfo?tab=1')]);
  });

  it('HTTP 401 shows the message, logs out locally and goes to /home', async () => {
    const { ports, pending } = call({ status: 401, body: { code: 1, msg: '当前操作没有权限' } });
    await rejection(pending);
    assert.deepEqual(ports.notified, [{ message: '当前操作没有权限', tone: 'error' }]);
    assert.deepEqual(ports.sessionCalls, ['clear']);
    assert.deepEqual(ports.navigated, ['/home']);
  });

  it('HTTP 406 shows returnMessage', async () => {
    const { ports, pending } = call({ status: 406, body: { code: 1, msg: 'Not Acceptable', returnMessage: '该人员已在其他单位登记' } });
    const error = await rejection(pending);
    assert.equal(error.userMessage, '该人员已在其他单位登记');
    assert.deepEqual(ports.notified, [{ message: '该人员已在其他单位登记', tone: 'error' }]);
    assert.deepEqual(ports.navigated, []);
  });

  it('body code 4 shows msg as an error and fails the call with code business', async () => {
    const { ports, pending } = call({ body: { code: 4, msg: '身份证号码已存在' } });
    const error = await rejection(pending);
    assert.equal(error.code, 'business');
    assert.equal(error.silent, false);
    assert.deepEqual(ports.notified, [{ message: '身份证号码已存在', tone: 'error' }]);
  });

  for (const text of SILENT) {
    it(`body code 4 with ${text} fails silently, for the page to show its empty state`, async () => {
      const { ports, pending } = call({ body: { code: 4, msg: text } });
      const error = await rejection(pending);
      assert.equal(error.code, 'business');
      assert.equal(error.silent, true);
      assert.equal(error.userMessage, text);
      assert.deepEqual(ports.notified, []);
    });
  }

  it('HTTP 403 shows the message and goes to the login portal with a return address', async () => {
    const { ports, pending } = call({ status: 403, body: { code: 1, msg: '当前操作没有权限' } });
    await rejection(pending);
    assert.deepEqual(ports.notified, [{ message: '当前操作没有权限', tone: 'error' }]);
    assert.deepEqual(ports.sessionCalls, []);
    assert.deepEqual(ports.navigated, ['/login?redirect=' + encodeURIComponent(ports.here)]);
  });

  it('HTTP 428 is handed to the caller with its message and no global message', async () => {
    const { ports, pending } = call({ status: 428, body: { code: 1, msg: '验证码错误,请重新输入' } });
    const error = await rejection(pending);
    assert.equal(error.status, 428);
    assert.equal(error.userMessage, '验证码错误,请重新输入');
    assert.deepEqual(ports.notified, []);
    assert.deepEqual(ports.navigated, []);
  });

  it('a status 200 to 500 is a response: HTTP 500 goes through the rules with its msg', async () => {
    const { ports, pending } = call({ status: 500, body: { code: 1, msg: '系统未知错误,请反馈给管理员', data: { requestId: 'r-1' } } });
    const error = await rejection(pending);
    assert.equal(error.code, 'http');
    assert.equal(error.status, 500);
    assert.deepEqual(ports.notified.map((n) => n.message), ['系统未知错误,请反馈给管理员']);
  });

  it('a status above 500 rejects without the response rules, even with msg 登录失效，请重新登录', async () => {
    const { ports, pending } = call({ status: 502, body: { code: 1, msg: '登录失效，请重新登录' } });
    const error = await rejection(pending);
    assert.equal(error.code, 'rejected');
    assert.equal(error.status, 502);
    assert.deepEqual(ports.sessionCalls, []);
    assert.deepEqual(ports.navigated, []);
  });

  it('a status above 500 without an envelope shows 系统未知错误,请反馈给管理员', async () => {
    const { ports, pending } = call({ status: 503, body: '<html>Service Unavailable</html>' });
    const error = await rejection(pending);
    assert.equal(error.code, 'rejected');
    assert.deepEqual(ports.notified.map((n) => n.message), ['系统未知错误,请反馈给管理员']);
  });

  it('a dropped connection rejects as a network failure and says so', async () => {
    const { ports, pending } = call('drop');
    const error = await rejection(pending);
    assert.equal(error.code, 'network');
    assert.equal(error.status, 0);
    assert.deepEqual(ports.notified, [{ message: '网络连接失败，请检查网络后重试', tone: 'error' }]);
  });

  it('a 200 answer that is not the envelope fails as malformed', async () => {
    const { ports, pending } = call({ body: '<!doctype html><title>portal</title>' });
    const error = await rejection(pending);
    assert.equal(error.code, 'malformed');
    assert.deepEqual(ports.notified.map((n) => n.message), ['系统未知错误,请反馈给管理员']);
  });

  it('writes faults to the error log with the request and its id, the token redacted', async () => {
    stub.handle(() => ({ status: 500, body: { code: 1, msg: '系统未知错误,请反馈给管理员' }, headers: { 'X-Request-Id': 'req-12345678' } }));
    const log = createErrorLog({ storage: createStorage({ local: () => new MemoryStorage() }), location: () => 'http://portal.test/home' });
    const ports = { ...fakePorts(), report: (report: ErrorReport) => log.add(report) };
    await rejection(http.extend({ baseUrl: stub.url, ports }).get('/lgbsmp/api/v1/thing'));
    const entries = log.getState().entries;
    assert.equal(entries.length, 1);
    assert.equal(entries[0]?.type, 'request');
    assert.equal(entries[0]?.message, '系统未知错误,请反馈给管理员');
    assert.match(entries[0]?.info ?? '', /^GET http:\/\/127\.0\.0\.1:\d+\/lgbsmp\/api\/v1\/thing\?token=\*\*\* → 500 \(request req-12345678\)$/);
  });

  it('keeps user outcomes and business messages out of the error log', async () => {
    for (const reply of [
      { status: 401, body: { code: 1 } },
      { status: 426, body: { code: 1 } },
      { status: 428, body: { code: 1 } },
      { body: { code: 4, msg: '身份证号码已存在' } },
    ]) {
      const { ports, pending } = call(reply);
      await rejection(pending);
      assert.deepEqual(ports.reports, [], JSON.stringify(reply));
    }
  });

  it('shows one message per failure: a 401 with msg 登录失效，请重新登录 is handled by that rule alone', async () => {
    const { ports, pending } = call({ status: 401, body: { code: 1, msg: '登录失效，请重新登录' } });
    await rejection(pending);
    assert.equal(ports.notified.length, 1);
    assert.equal(ports.navigated.length, 1);
    assert.deepEqual(ports.sessionCalls, ['clearToken']);
  });
});
