import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { basicClient, passwordLogin, signIn, testClock, type TestClock } from '../helpers/session.ts';

const WRONG_CODE = { code: 1, msg: '验证码错误,请重新输入' };
const DEAD_CODE = { code: 1, msg: '验证码已失效，请重新获取' };
const MINUTE = 60_000;

async function mobileOf(server: TestServer, username: string): Promise<string> {
  const [row] = await server.db.query<{ mobile: string }>('SELECT mobile FROM sys_user WHERE username = $1', [username]);
  return row!.mobile;
}

/** The code in the last text the outbox provider "sent" to a number. */
async function lastCode(server: TestServer, mobile: string, purpose = 'login'): Promise<string | undefined> {
  const [row] = await server.db.query<{ content: string }>(
    'SELECT content FROM sms_outbox WHERE mobile = $1 AND purpose = $2 ORDER BY id DESC LIMIT 1', [mobile, purpose]);
  return row && /\d{6}/.exec(row.content)?.[0];
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

for (const engine of ENGINES) {
  describe(`SMS codes and SMS sign-in (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    before(async () => {
      server = await startTestServer(engine, { SMS_IP_LIMIT: '1000' });
      clock = testClock(server);
    });
    after(() => server.close());

    const sendCode = (mobile: string) => server.json('/lgbsmp/sms/sendCode', form({ mobile }));
    const smsLogin = (mobile: string, code: string) => server.json('/lgbsmp/sms/login', form({ mobile, code }));

    it('checks the mobile number with the spec\'s three messages', async () => {
      for (const [mobile, msg] of [['', '手机号码不能为空'], ['1380013800', '手机号码长度不为11位'], ['23800138000', '手机号码格式不正确']]) {
        const { status, body } = await sendCode(mobile!);
        assert.deepEqual([status, body.msg, body.data.errors[0].field], [400, msg, 'mobile']);
      }
    });

    it('texts a six-digit code once a minute, and signs in with it once', async () => {
      const mobile = await mobileOf(server, 'hz_admin');
      assert.deepEqual((await sendCode(mobile)).body, { code: 0, msg: 'ok', data: { resendAfter: 60 } });
      const code = await lastCode(server, mobile);
      assert.match(code ?? '', /^\d{6}$/);
      assert.ok(server.logs.some((l) => l.msg === 'sms (outbox)' && l.mobile === mobile), 'the demo log shows the text');
      assert.deepEqual((await sendCode(mobile)).body, { code: 1, msg: '请求过频繁' });
      const { status, body } = await smsLogin(mobile, code!);
      assert.equal(status, 200);
      assert.match(body.data.access_token, /^[\w-]{43}$/);
      assert.equal(body.data.user.userName, 'hz_admin');
      assert.deepEqual((await smsLogin(mobile, code!)).body, DEAD_CODE, 'a used code is gone');
      const [row] = await server.db.query(`SELECT method, result FROM sys_login_log WHERE username = 'hz_admin' ORDER BY id DESC LIMIT 1`);
      assert.deepEqual(row, { method: 'sms', result: 'success' });
      clock.advance(MINUTE);
      assert.equal((await sendCode(mobile)).status, 200, 'a minute later a new code may be sent');
    });

    it('answers a number without an account exactly like one with an account, and texts nobody', async () => {
      const stranger = '13900000001';
      assert.deepEqual((await sendCode(stranger)).body, { code: 0, msg: 'ok', data: { resendAfter: 60 } });
      assert.equal(await lastCode(server, stranger), undefined);
      assert.deepEqual((await sendCode(stranger)).body, { code: 1, msg: '请求过频繁' });
      assert.deepEqual((await smsLogin(stranger, '123456')).status, 428);
    });

    it('gives a wrong code 428, and five tries kill the code', async () => {
      const mobile = await mobileOf(server, 'sx_admin');
      await sendCode(mobile);
      const code = (await lastCode(server, mobile))!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) assert.deepEqual((await smsLogin(mobile, wrong)).body, WRONG_CODE);
      assert.deepEqual((await smsLogin(mobile, code)).body, DEAD_CODE);
      assert.deepEqual((await smsLogin(mobile, 'abc')).body, WRONG_CODE);
      assert.deepEqual((await smsLogin(mobile, '')).body.data.errors, [{ field: 'code', message: '请输入验证码' }]);
    });

    it('lets a code expire after five minutes', async () => {
      const mobile = await mobileOf(server, 'admin_330102');
      await sendCode(mobile);
      const code = (await lastCode(server, mobile))!;
      clock.advance(5 * MINUTE);
      const late = await smsLogin(mobile, code);
      assert.deepEqual([late.status, late.body], [428, DEAD_CODE]);
    });

    it('signs in at /auth/mobile/token/sms with the SMS@ prefix and the mobile grant', async () => {
      const mobile = await mobileOf(server, 'admin_330105');
      await sendCode(mobile);
      const code = (await lastCode(server, mobile))!;
      const call = (query: Record<string, string>) =>
        server.json(`/auth/mobile/token/sms?${new URLSearchParams(query)}`, { method: 'POST', headers: { Authorization: basicClient(server) } });
      assert.deepEqual((await call({ mobile, code, grant_type: 'mobile' })).body.msg, '手机号码格式不正确');
      assert.deepEqual((await call({ mobile: `SMS@${mobile}`, code, grant_type: 'password' })).body.msg, '不支持的授权类型：password');
      const { status, body } = await call({ mobile: `SMS@${mobile}`, code, grant_type: 'mobile' });
      assert.equal(status, 200);
      assert.deepEqual(body.data.role_ids, ['role-county-admin']);
      assert.equal('user' in body.data, false, 'the OAuth endpoint answers the token response only');
    });

    it('caps the codes one address may request per hour', async () => {
      const capped = await startTestServer(engine, { SMS_IP_LIMIT: '2' });
      try {
        testClock(capped);
        for (const mobile of ['13900000011', '13900000012']) assert.equal((await capped.json('/lgbsmp/sms/sendCode', form({ mobile }))).status, 200);
        assert.deepEqual((await capped.json('/lgbsmp/sms/sendCode', form({ mobile: '13900000013' }))).body, { code: 1, msg: '请求过频繁' });
      } finally {
        await capped.close();
      }
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });

  describe(`the HTTP SMS gateway (${engine})`, () => {
    let gateway: Server;
    let received: { headers: Record<string, unknown>; body: any }[] = [];
    let answer = 200;
    let server: TestServer;
    before(async () => {
      gateway = createServer((req, res) => {
        let text = '';
        req.on('data', (c) => (text += c));
        req.on('end', () => {
          received.push({ headers: req.headers, body: JSON.parse(text) });
          res.writeHead(answer).end();
        });
      });
      await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
      const { port } = gateway.address() as AddressInfo;
      server = await startTestServer(engine, { SMS_PROVIDER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`, SMS_HTTP_TOKEN: 'gateway-token' });
      testClock(server);
    });
    after(async () => {
      await server.close();
      await new Promise((resolve) => gateway.close(resolve));
    });

    it('posts the text to the gateway with its token', async () => {
      const mobile = await mobileOf(server, 'hz_admin');
      assert.equal((await server.json('/lgbsmp/sms/sendCode', form({ mobile }))).status, 200);
      assert.equal(received.length, 1);
      assert.equal(received[0]!.headers.authorization, 'Bearer gateway-token');
      assert.equal(received[0]!.body.mobile, mobile);
      assert.equal(received[0]!.body.purpose, 'login');
      assert.match(received[0]!.body.content, /验证码为\d{6}，5分钟内有效/);
      const [outbox] = await server.db.query('SELECT count(*)::int AS n FROM sms_outbox');
      assert.equal(outbox!.n, 0);
    });

    it('answers 503 when the gateway refuses, and lets the user ask again at once', async () => {
      const mobile = await mobileOf(server, 'sx_admin');
      answer = 500;
      const refused = await server.json('/lgbsmp/sms/sendCode', form({ mobile }));
      assert.deepEqual([refused.status, refused.body], [503, { code: 1, msg: '短信发送失败，请稍后再试' }]);
      answer = 200;
      received = [];
      assert.equal((await server.json('/lgbsmp/sms/sendCode', form({ mobile }))).status, 200);
      assert.equal(received.length, 1);
    });
  });

  describe(`second factor by SMS (${engine})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(engine, { SECOND_FACTOR_ROLES: 'ROLE_ADMIN,ROLE_SYS_ADMIN' });
      testClock(server);
    });
    after(() => server.close());

    const confirm = (ticket: string, code: string) =>
      server.json(`/auth/oauth/login?${new URLSearchParams({ grant_type: 'second_factor', ticket, code, scope: 'server' })}`, {
        method: 'POST', headers: { Authorization: basicClient(server) },
      });

    it('issues no token for a chosen role\'s password alone; the texted code completes the sign-in', async () => {
      const first = await passwordLogin(server, 'admin');
      assert.equal(first.status, 200);
      const challenge = first.body.data;
      assert.equal(challenge.access_token, undefined);
      assert.equal(challenge.second_factor, 'sms');
      assert.equal(challenge.expires_in, 300);
      const mobile = await mobileOf(server, 'admin');
      assert.equal(challenge.mobile, `${mobile.slice(0, 3)}****${mobile.slice(7)}`);
      const code = (await lastCode(server, mobile, 'second-factor'))!;
      const wrong = code === '000000' ? '111111' : '000000';
      assert.deepEqual((await confirm(challenge.ticket, wrong)).body, WRONG_CODE);
      const done = await confirm(challenge.ticket, code);
      assert.equal(done.status, 200);
      assert.deepEqual(done.body.data.role_ids, ['role-admin']);
      const reused = await confirm(challenge.ticket, code);
      assert.deepEqual([reused.status, reused.body.msg], [400, '登录验证已失效，请重新登录']);
      const rows = await server.db.query(`SELECT method, result, reason FROM sys_login_log WHERE username = 'admin' ORDER BY id`);
      assert.deepEqual(rows.slice(-3), [
        { method: 'password', result: 'second_factor', reason: null },
        { method: 'password+sms', result: 'failure', reason: 'wrong_sms_code' },
        { method: 'password+sms', result: 'success', reason: null },
      ]);
    });

    it('refuses a second factor without ticket or code, or with an unknown ticket', async () => {
      assert.equal((await confirm('', '123456')).body.data.errors[0].field, 'ticket');
      assert.equal((await confirm('x', '')).body.data.errors[0].field, 'code');
      assert.deepEqual((await confirm('not-a-ticket', '123456')).body.msg, '登录验证已失效，请重新登录');
    });

    it('leaves other roles alone', async () => {
      assert.match((await passwordLogin(server, 'hz_admin')).body.data.access_token, /^[\w-]{43}$/);
    });

    it('refuses a chosen role without a mobile number (with a clear message)', async () => {
      await server.db.query(`UPDATE sys_user SET mobile = NULL WHERE username = 'admin'`);
      const { status, body } = await passwordLogin(server, 'admin');
      assert.deepEqual([status, body.msg], [400, '账号未登记手机号，无法完成短信验证，请联系管理员']);
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });

  describe(`login reminder (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    before(async () => {
      server = await startTestServer(engine);
      clock = testClock(server);
    });
    after(() => server.close());

    const PATH = '/lgbsmp/api/v1/loginReminderSetting';

    it('is off by default, on the account\'s own number, unverified', async () => {
      const client = await signIn(server, 'hz_admin', { now: clock.now });
      assert.deepEqual((await client.json(PATH)).body.data, { enabled: false, mobile: await mobileOf(server, 'hz_admin'), verified: false });
    });

    it('verifies a number by a texted code, then reminds of every sign-in', async () => {
      const client = await signIn(server, 'sx_admin', { now: clock.now });
      const mobile = '13700000077';
      assert.deepEqual((await client.json(PATH, { method: 'PUT', json: { enabled: true, mobile } })).body.data, { enabled: true, mobile, verified: false });
      assert.equal((await client.json('/lgbsmp/sms/jdSendCode', { method: 'POST', form: { mobile } })).status, 200);
      const code = (await lastCode(server, mobile, 'verify'))!;
      const wrong = code === '000000' ? '111111' : '000000';
      assert.deepEqual((await client.json(`${PATH}/verify`, { method: 'POST', json: { code: wrong } })).body, WRONG_CODE);
      assert.deepEqual((await client.json(`${PATH}/verify`, { method: 'POST', json: { code } })).body.data, { enabled: true, mobile, verified: true });
      await signIn(server, 'sx_admin', { now: clock.now });
      const [reminder] = await server.db.query<{ content: string }>(`SELECT content FROM sms_outbox WHERE mobile = $1 AND purpose = 'reminder'`, [mobile]);
      assert.match(reminder!.content, /您的账号sx_admin于.*登录（IP 127\.0\.0\.1）/);
      const changed = await client.json(PATH, { method: 'PUT', json: { enabled: true, mobile: '13700000078' } });
      assert.equal(changed.body.data.verified, false, 'a new number must be verified again');
    });

    it('refuses bad settings', async () => {
      const client = await signIn(server, 'admin_330102', { now: clock.now });
      assert.equal((await client.json(PATH, { method: 'PUT', json: { enabled: 'maybe' } })).body.msg, '是否开启登录提醒须为是或否');
      assert.equal((await client.json(PATH, { method: 'PUT', json: { enabled: true, mobile: '123' } })).body.msg, '手机号码长度不为11位');
      assert.equal((await client.json(`${PATH}/verify`, { method: 'POST', json: {} })).body.msg, '请输入验证码');
    });

    it('lets an administrator confirm a number for a user within their scope only', async () => {
      const hz = await signIn(server, 'hz_admin', { now: clock.now });
      assert.deepEqual((await hz.json(`${PATH}/verify/user-330106`, { method: 'POST' })).body.data.verified, true);
      assert.equal((await hz.json(`${PATH}/verify/user-330602`, { method: 'POST' })).status, 403);
      assert.equal((await (await signIn(server, 'unit_user', { now: clock.now })).json(`${PATH}/verify/user-330106`, { method: 'POST' })).status, 403);
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
