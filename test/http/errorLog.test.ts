/** The error log store and its two actions (spec section 8): capture, redaction, persistence, upload, clear. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { http } from '../../src/http/client.ts';
import { uploadErrorLogs } from '../../src/http/api/admin.ts';
import { createErrorLog, ERROR_LOG_KEY, type ErrorLogEntry } from '../../src/store/errorLog.ts';
import { clearErrorLog, uploadErrorLog } from '../../src/store/errorLogActions.ts';
import { redact } from '../../src/store/redact.ts';
import { createStorage } from '../../src/store/storage.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { startStub, type Stub } from '../helpers/httpStub.ts';
import { MemoryStorage } from '../helpers/memoryStorage.ts';

const PAGE = 'http://portal.test/token?token=abc.def&code=SSO-123';

function setup(local = new MemoryStorage()) {
  const storage = createStorage({ local: () => local });
  const log = createErrorLog({ storage, location: () => PAGE, now: () => new Date(Date.UTC(2025, 0, 6, 8, 30)) });
  return { local, storage, log };
}

describe('the error log', () => {
  it('keeps url, time, type, message, stack and info for each entry', () => {
    const { log } = setup();
    log.add({ type: 'render', message: 'x is undefined', stack: 'TypeError: x is undefined\n    at Page', info: '\n    at Page' });
    assert.deepEqual(log.getState().entries, [
      {
        url: 'http://portal.test/token?token=***&code=***',
        time: '2025-01-06T08:30:00.000Z',
        type: 'render',
        message: 'x is undefined',
        stack: 'TypeError: x is undefined\n    at Page',
        info: '\n    at Page',
      },
    ]);
  });

  it('redacts token, password and code in urls, info and messages before storing', () => {
    const { local, log } = setup();
    log.add({
      type: 'request',
      message: 'POST /auth/oauth/login?username=a&password=s3cret failed',
      info: '{"mobile":"13800138000","code":"123456","token": "abc"} sent to /x?a=1&token=abc#code=9',
    });
    const [entry] = log.getState().entries;
    assert.equal(entry?.message, 'POST /auth/oauth/login?username=a&password=*** failed');
    assert.equal(entry?.info, '{"mobile":"13800138000","code":"***","token": "***"} sent to /x?a=1&token=***#code=***');
    assert.doesNotMatch(local.getItem('lgbsmp-errorLog') ?? '', /s3cret|123456|abc|SSO-123/);
  });

  it('leaves look-alike names alone when redacting', () => {
    assert.equal(redact('/x?zipcode=310000&tokens=2&barcode=9'), '/x?zipcode=310000&tokens=2&barcode=9');
  });

  it('persists entries and reads them back in a new page, skipping entries that are not entries', () => {
    const { local, log, storage } = setup();
    log.add({ type: 'error', message: 'one' });
    const stored = storage.get(ERROR_LOG_KEY) as ErrorLogEntry[];
    storage.set(ERROR_LOG_KEY, [...stored, { type: 'error' }, 'junk', { ...stored[0]!, type: 'bogus' }]);
    const reopened = setup(local).log;
    assert.deepEqual(reopened.getState().entries.map((entry) => entry.message), ['one']);
  });

  it('starts empty when the stored log is corrupt', () => {
    const local = new MemoryStorage();
    local.setItem('lgbsmp-errorLog', '[{"url":');
    assert.deepEqual(setup(local).log.getState().entries, []);
  });

  it('keeps the newest entries only', () => {
    const log = createErrorLog({ storage: createStorage({ local: () => new MemoryStorage() }), limit: 3 });
    for (const message of ['1', '2', '3', '4', '5']) log.add({ type: 'error', message });
    assert.deepEqual(log.getState().entries.map((entry) => entry.message), ['3', '4', '5']);
  });
});

describe('the error log actions', () => {
  let stub: Stub;
  before(async () => {
    stub = await startStub();
  });
  after(() => stub.close());

  function actions(answer: boolean) {
    const { log } = setup();
    log.add({ type: 'error', message: 'first' });
    log.add({ type: 'request', message: 'second', info: 'GET /admin/user?token=abc → 500' });
    const asked: string[] = [];
    const notified: string[] = [];
    const client = http.extend({ baseUrl: stub.url, ports: fakePorts() });
    const deps = {
      log,
      confirm: async (message: string) => (asked.push(message), answer),
      notify: (message: string) => void notified.push(message),
      send: (entries: readonly ErrorLogEntry[]) => uploadErrorLogs(entries, client),
    };
    return { log, asked, notified, deps };
  }

  it('uploads after 确定上传本地日志到服务器?, posts the redacted entries to /admin/log/logs, says 发送成功! and empties the log', async () => {
    stub.requests.length = 0;
    const { log, asked, notified, deps } = actions(true);
    const expected = log.getState().entries;
    assert.equal(await uploadErrorLog(deps), true);
    assert.deepEqual(asked, ['确定上传本地日志到服务器?']);
    assert.equal(stub.requests.length, 1);
    const [request] = stub.requests;
    assert.equal(request?.method, 'POST');
    assert.match(request?.url ?? '', /^\/admin\/log\/logs\?token=/);
    const payload = JSON.parse(request!.body.toString('utf8')) as ErrorLogEntry[];
    assert.deepEqual(payload, expected);
    assert.equal(payload[1]?.info, 'GET /admin/user?token=*** → 500');
    assert.deepEqual(notified, ['发送成功!']);
    assert.deepEqual(log.getState().entries, []);
  });

  it('sends nothing when the upload is not confirmed', async () => {
    stub.requests.length = 0;
    const { log, notified, deps } = actions(false);
    assert.equal(await uploadErrorLog(deps), false);
    assert.equal(stub.requests.length, 0);
    assert.deepEqual(notified, []);
    assert.equal(log.getState().entries.length, 2);
  });

  it('keeps the log when the upload fails', async () => {
    stub.handle(() => ({ status: 500, body: { code: 1 } }));
    const { log, notified, deps } = actions(true);
    assert.equal(await uploadErrorLog(deps), false);
    assert.deepEqual(notified, []);
    assert.equal(log.getState().entries.length, 2);
    stub.handle(() => ({ body: { code: 0, msg: 'ok', data: null } }));
  });

  it('clears after 确定清空本地日志记录? and says 清空成功!', async () => {
    const { log, asked, notified, deps } = actions(true);
    assert.equal(await clearErrorLog(deps), true);
    assert.deepEqual(asked, ['确定清空本地日志记录?']);
    assert.deepEqual(notified, ['清空成功!']);
    assert.deepEqual(log.getState().entries, []);
  });

  it('keeps the log when clearing is not confirmed', async () => {
    const { log, notified, deps } = actions(false);
    assert.equal(await clearErrorLog(deps), false);
    assert.deepEqual(notified, []);
    assert.equal(log.getState().entries.length, 2);
  });
});
