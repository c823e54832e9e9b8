/** The typed helpers send each call of spec section 7 and of the resource engine as the wire format says. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import * as account from '../../src/http/api/account.ts';
import * as admin from '../../src/http/api/admin.ts';
import * as auth from '../../src/http/api/auth.ts';
import { resourceApi } from '../../src/http/api/resource.ts';
import * as sms from '../../src/http/api/sms.ts';
import * as sso from '../../src/http/api/sso.ts';
import { http } from '../../src/http/client.ts';
import type { Client } from '../../src/http/request.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { startStub, type Stub } from '../helpers/httpStub.ts';

const T = 'T0KEN-abc';

describe('the typed calls', () => {
  let stub: Stub;
  let client: Client;
  before(async () => {
    stub = await startStub();
    client = http.extend({ baseUrl: stub.url, ports: fakePorts() });
  });
  after(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
    stub.handle(() => ({ body: { code: 0, msg: 'ok', data: null } }));
  });

  /** Method, target, content type and body of the one request a call made. */
  async function sent(call: () => Promise<unknown>) {
    await call();
    assert.equal(stub.requests.length, 1);
    const [request] = stub.requests;
    const text = request!.body.toString('utf8');
    const type = String(request!.headers['content-type'] ?? '').split(';')[0];
    return {
      line: `${request!.method} ${request!.url}`,
      type,
      body: type === 'application/json' ? JSON.parse(text) : text,
      headers: request!.headers,
    };
  }

  it('lists a resource with current/size pages, sort and repeated-key filters, answering the page', async () => {
    const page = { records: [{ id: '1', name: '张三' }], total: 41, size: 20, current: 3 };
    stub.handle(() => ({ body: { code: 0, msg: 'ok', data: page } }));
    const cadres = resourceApi<{ id: string; name: string }>('stafftelphone', client);
    let answer: unknown;
    const { line } = await sent(async () => {
      answer = await cadres.list({ current: 3, size: 20, sort: 'name,asc', city: ['330100', '330600'] });
    });
    assert.equal(line, `GET /lgbsmp/api/v1/stafftelphone?current=3&size=20&sort=name%2Casc&city=330100&city=330600&token=${T}`);
    assert.deepEqual(answer, page);
  });

  it('reads, creates, updates and deletes one record, and deletes many', async () => {
    const teams = resourceApi('cadresTeam/city', client);
    assert.equal((await sent(() => teams.get('a/b'))).line, `GET /lgbsmp/api/v1/cadresTeam/city/a%2Fb?token=${T}`);
    stub.requests.length = 0;
    const created = await sent(() => teams.create({ name: '杭州' }));
    assert.deepEqual([created.line, created.body], [`POST /lgbsmp/api/v1/cadresTeam/city?token=${T}`, { name: '杭州', token: T }]);
    stub.requests.length = 0;
    const updated = await sent(() => teams.update(7, { name: '宁波' }));
    assert.deepEqual([updated.line, updated.body], [`PUT /lgbsmp/api/v1/cadresTeam/city/7?token=${T}`, { name: '宁波', token: T }]);
    stub.requests.length = 0;
    assert.equal((await sent(() => teams.remove(7))).line, 'DELETE /lgbsmp/api/v1/cadresTeam/city/7');
    stub.requests.length = 0;
    const many = await sent(() => teams.removeMany([1, 2]));
    assert.deepEqual([many.line, many.body], [`DELETE /lgbsmp/api/v1/cadresTeam/city?token=${T}`, { ids: [1, 2], token: T }]);
  });

  it('signs in with a password: credentials in the query, Basic client authorization, sign-in tenant 118, no token', async () => {
    const { line, headers } = await sent(() => auth.loginByPassword({ username: 'admin', password: 'ENC(x+y/z=)' }, client));
    assert.equal(line, 'POST /auth/oauth/login?username=admin&password=ENC%28x%2By%2Fz%3D%29&scope=server&grant_type=password');
    assert.equal(headers.authorization, auth.CLIENT_AUTHORIZATION);
    assert.equal(headers.tenantid, '118');
    assert.equal(headers.sign, undefined);
  });

  it('signs in by SMS with the mobile number prefixed SMS@, and by social mobile', async () => {
    assert.equal(
      (await sent(() => auth.loginBySms({ mobile: '13800138000', code: '123456' }, client))).line,
      'POST /auth/mobile/token/sms?mobile=SMS%4013800138000&code=123456&grant_type=mobile',
    );
    stub.requests.length = 0;
    assert.equal(
      (await sent(() => auth.loginBySocial({ mobile: '13800138000' }, client))).line,
      'POST /auth/mobile/token/social?mobile=13800138000&grant_type=mobile',
    );
  });

  it('logs out with DELETE /auth/token/logout', async () => {
    assert.equal((await sent(() => auth.logout(client))).line, 'DELETE /auth/token/logout');
  });

  it('fetches the user, the menu and the authority list with page size 3000', async () => {
    assert.equal((await sent(() => admin.getUserInfo(client))).line, `GET /admin/user?token=${T}`);
    stub.requests.length = 0;
    assert.equal((await sent(() => admin.getMenu(client))).line, `GET /admin/menu?type=left&token=${T}`);
    stub.requests.length = 0;
    assert.equal((await sent(() => admin.getAuthorityMenus(client))).line, `GET /admin/menu?type=left&size=3000&token=${T}`);
  });

  it('changes the password with POST /admin/user/changePassword', async () => {
    const { line, body } = await sent(() => admin.changePassword({ password: 'ENC(a)', newpassword1: 'ENC(b)' }, client));
    assert.deepEqual([line, body], [`POST /admin/user/changePassword?token=${T}`, { password: 'ENC(a)', newpassword1: 'ENC(b)', token: T }]);
  });

  it('sends SMS codes and signs in by SMS form-serialised', async () => {
    const code = await sent(() => sms.sendSmsCode('13800138000', client));
    assert.deepEqual([code.line, code.type, code.body], ['POST /lgbsmp/sms/sendCode', 'application/x-www-form-urlencoded', 'mobile=13800138000']);
    stub.requests.length = 0;
    const verification = await sent(() => sms.sendVerificationCode('13800138000', client));
    assert.deepEqual(
      [verification.line, verification.type, verification.body],
      [`POST /lgbsmp/sms/jdSendCode?token=${T}`, 'application/x-www-form-urlencoded', `mobile=13800138000&token=${T}`],
    );
    stub.requests.length = 0;
    const login = await sent(() => sms.smsLogin({ mobile: '13800138000', code: '123456' }, client));
    assert.deepEqual([login.line, login.type, login.body], ['POST /lgbsmp/sms/login', 'application/x-www-form-urlencoded', 'mobile=13800138000&code=123456']);
  });

  it('makes the single sign-on and hand-off calls', async () => {
    assert.equal((await sent(() => sso.ssoSubstrate('c0de', client))).line, 'GET /lgbsmp/api/v2/zzd/substrate?code=c0de');
    stub.requests.length = 0;
    assert.equal((await sent(() => sso.ssoScanning('c0de', client))).line, 'GET /lgbsmp/api/v2/zzd/scanning?code=c0de');
    stub.requests.length = 0;
    assert.equal((await sent(() => sso.bindSso({ code: 'c0de' }, client))).line, `POST /lgbsmp/api/v2/zzd/bindZzd?token=${T}`);
    stub.requests.length = 0;
    stub.handle(() => ({ body: { code: 0, msg: 'ok', data: 'one-time-code' } }));
    let code: unknown;
    assert.equal((await sent(async () => (code = await sso.getPensionAuthCode(client)))).line, `GET /lgbsmp/api/v1/getAuthCode?token=${T}`);
    assert.equal(code, 'one-time-code');
    stub.requests.length = 0;
    assert.equal((await sent(() => sso.getIndexSystemToken(client))).line, `GET /lgbsmp/api/open/getAuthCodeylzk?token=${T}`);
  });

  it('makes the password and login-reminder calls', async () => {
    const calls: [() => Promise<unknown>, string][] = [
      [() => account.getLoginReminder(client), `GET /lgbsmp/api/v1/loginReminderSetting?token=${T}`],
      [() => account.saveLoginReminder({ enabled: true }, client), `PUT /lgbsmp/api/v1/loginReminderSetting?token=${T}`],
      [() => account.verifyLoginReminder({ code: '1' }, undefined, client), `POST /lgbsmp/api/v1/loginReminderSetting/verify?token=${T}`],
      [() => account.verifyLoginReminder({ code: '1' }, 'u 1', client), `POST /lgbsmp/api/v1/loginReminderSetting/verify/u%201?token=${T}`],
      [() => account.updatePassword({ password: 'ENC(a)' }, client), `PUT /lgbsmp/api/v1/pwd/update?token=${T}`],
      [() => account.resetPassword({ userId: '7' }, client), `PUT /lgbsmp/api/v1/user/resetPassword?token=${T}`],
      [() => account.usersTo({ currentPage: 2, pageSize: 50, type: '1' }, client), `GET /lgbsmp/api/v1/usersTo?currentPage=2&pageSize=50&type=1&token=${T}`],
    ];
    for (const [call, expected] of calls) {
      stub.requests.length = 0;
      assert.equal((await sent(call)).line, expected);
    }
  });

  it('uploads error log entries to POST /admin/log/logs as a JSON array', async () => {
    const entry = { url: 'http://portal.test/', time: '2025-01-06T08:30:00.000Z', type: 'error' as const, message: 'x', stack: '', info: '' };
    const { line, body } = await sent(() => admin.uploadErrorLogs([entry], client));
    assert.deepEqual([line, body], [`POST /admin/log/logs?token=${T}`, [entry]]);
  });
});
