/** Spec section 8's status table, row by row: the text shown when the server sends no msg of its own. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { http } from '../../src/http/client.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { startStub, type Stub } from '../helpers/httpStub.ts';
import { rejection } from '../helpers/rejection.ts';

describe('the status table', () => {
  let stub: Stub;
  before(async () => {
    stub = await startStub();
  });
  after(() => stub.close());

  /** The message a status without msg produces, and what was shown. */
  async function messageFor(status: number) {
    stub.handle(() => ({ status, body: { code: 1 } }));
    const ports = fakePorts();
    const error = await rejection(http.extend({ baseUrl: stub.url, ports }).get('/lgbsmp/api/v1/thing'));
    return { error, shown: ports.notified.map((n) => n.message) };
  }

  it('000: a duplicate write in flight fails with 操作太频繁，请勿重复请求', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stub.handle(async () => {
      await gate;
      return { body: { code: 0, msg: 'ok', data: 1 } };
    });
    const ports = fakePorts();
    const api = http.extend({ baseUrl: stub.url, ports });
    const first = api.post('/lgbsmp/api/v1/thing', { json: { a: 1 } });
    const error = await rejection(api.post('/lgbsmp/api/v1/thing', { json: { a: 1 } }));
    release();
    assert.equal(await first, 1);
    assert.equal(error.code, 'duplicate');
    assert.equal(error.userMessage, '操作太频繁，请勿重复请求');
    assert.deepEqual(ports.notified, [{ message: '操作太频繁，请勿重复请求', tone: 'error' }]);
  });

  it('401: 当前操作没有权限', async () => {
    const { error, shown } = await messageFor(401);
    assert.equal(error.userMessage, '当前操作没有权限');
    assert.deepEqual(shown, ['当前操作没有权限']);
  });

  it('403: 当前操作没有权限', async () => {
    const { error, shown } = await messageFor(403);
    assert.equal(error.userMessage, '当前操作没有权限');
    assert.deepEqual(shown, ['当前操作没有权限']);
  });

  it('404: 资源不存在', async () => {
    const { error, shown } = await messageFor(404);
    assert.equal(error.userMessage, '资源不存在');
    assert.deepEqual(shown, ['资源不存在']);
  });

  it('417: 未绑定登录账号，请使用密码登录后绑定', async () => {
    const { error, shown } = await messageFor(417);
    assert.equal(error.userMessage, '未绑定登录账号，请使用密码登录后绑定');
    assert.deepEqual(shown, ['未绑定登录账号，请使用密码登录后绑定']);
  });

  it('423: 演示环境不能操作，如需了解联系{name} with the contact filled in', async () => {
    const { error, shown } = await messageFor(423);
    assert.equal(error.userMessage, '演示环境不能操作，如需了解联系张三');
    assert.deepEqual(shown, ['演示环境不能操作，如需了解联系张三']);
  });

  it('426: 用户名不存在或密码错误', async () => {
    const { error, shown } = await messageFor(426);
    assert.equal(error.userMessage, '用户名不存在或密码错误');
    assert.deepEqual(shown, ['用户名不存在或密码错误']);
  });

  it('428: 验证码错误,请重新输入, handed to the caller without a global message', async () => {
    const { error, shown } = await messageFor(428);
    assert.equal(error.userMessage, '验证码错误,请重新输入');
    assert.equal(error.silent, true);
    assert.deepEqual(shown, []);
  });

  it('429: 请求过频繁', async () => {
    const { error, shown } = await messageFor(429);
    assert.equal(error.userMessage, '请求过频繁');
    assert.deepEqual(shown, ['请求过频繁']);
  });

  it('479: 演示环境，没有权限操作', async () => {
    const { error, shown } = await messageFor(479);
    assert.equal(error.userMessage, '演示环境，没有权限操作');
    assert.deepEqual(shown, ['演示环境，没有权限操作']);
  });

  it('other statuses: 系统未知错误,请反馈给管理员', async () => {
    for (const status of [400, 405, 418, 500]) {
      const { error, shown } = await messageFor(status);
      assert.equal(error.userMessage, '系统未知错误,请反馈给管理员', String(status));
      assert.deepEqual(shown, ['系统未知错误,请反馈给管理员'], String(status));
    }
  });

  it("shows the server's msg instead of the table when there is one", async () => {
    stub.handle(() => ({ status: 423, body: { code: 1, msg: '演示环境不能操作，如需了解联系李四' } }));
    const ports = fakePorts();
    const error = await rejection(http.extend({ baseUrl: stub.url, ports }).get('/lgbsmp/api/v1/thing'));
    assert.equal(error.userMessage, '演示环境不能操作，如需了解联系李四');
    assert.deepEqual(ports.notified.map((n) => n.message), ['演示环境不能操作，如需了解联系李四']);
  });
});
