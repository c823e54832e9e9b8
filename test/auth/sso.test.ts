import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { basicClient, signIn, testClock, type TestClock } from '../helpers/session.ts';

const UNBOUND = '未绑定登录账号，请使用密码登录后绑定';
const BAD_CODE = { code: 1, msg: '授权码无效或已过期，请重新登录' };

/** What the browser does at the development identity provider: submit its form, follow nothing, read the code. */
async function devIdpCode(server: TestServer, accountId: string, name = '测试用户'): Promise<string> {
  const res = await server.fetch('/dev-idp/authorize', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ accountId, name, redirect_uri: '/token', state: 's1' }).toString(),
  });
  assert.equal(res.status, 302);
  const location = new URL(res.headers.get('location')!, server.url);
  assert.equal(location.pathname, '/token');
  assert.equal(location.searchParams.get('state'), 's1');
  return location.searchParams.get('code')!;
}

for (const engine of ENGINES) {
  describe(`single sign-on with the development identity provider (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    before(async () => {
      server = await startTestServer(engine);
      clock = testClock(server);
    });
    after(() => server.close());

    const substrate = (code: string, flow = 'substrate') => server.json(`/lgbsmp/api/v2/zzd/${flow}?code=${encodeURIComponent(code)}`);

    it('serves its sign-in page and refuses to redirect anywhere but this site', async () => {
      const page = await server.fetch('/dev-idp/authorize?redirect_uri=/token&state=abc');
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<form method="post" action="\/dev-idp\/authorize">/);
      for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil']) {
        const res = await server.json(`/dev-idp/authorize?redirect_uri=${encodeURIComponent(target)}`);
        assert.deepEqual([res.status, res.body.msg], [400, '回调地址无效'], target);
      }
    });

    it('answers 417 for an unbound account, binds it after a password sign-in, then signs in by code', async () => {
      const first = await substrate(await devIdpCode(server, 'zzd-1001', '张三'));
      assert.equal(first.status, 417);
      assert.equal(first.body.msg, UNBOUND);
      assert.equal(first.body.data.name, '张三');
      const hz = await signIn(server, 'hz_admin', { now: clock.now });
      const bound = await hz.json('/lgbsmp/api/v2/zzd/bindZzd', { method: 'POST', json: { ticket: first.body.data.bindTicket } });
      assert.deepEqual(bound.body.data, { bound: true, name: '张三' });
      const again = await hz.json('/lgbsmp/api/v2/zzd/bindZzd', { method: 'POST', json: { ticket: first.body.data.bindTicket } });
      assert.deepEqual([again.status, again.body], [400, BAD_CODE], 'a bind ticket is single-use');

      const { status, body } = await substrate(await devIdpCode(server, 'zzd-1001'));
      assert.equal(status, 200);
      assert.match(body.data.access_token, /^[\w-]{43}$/);
      assert.equal(body.data.user.userName, 'hz_admin');
      const scanned = await substrate(await devIdpCode(server, 'zzd-1001'), 'scanning');
      assert.equal(scanned.body.data.user.userName, 'hz_admin');
      const [row] = await server.db.query(`SELECT method, client, result FROM sys_login_log WHERE username = 'hz_admin' ORDER BY id DESC LIMIT 1`);
      assert.deepEqual(row, { method: 'sso', client: 'zzd', result: 'success' });
    });

    it('refuses a used, expired or unknown code', async () => {
      const code = await devIdpCode(server, 'zzd-1002');
      assert.equal((await substrate(code)).status, 417);
      assert.deepEqual((await substrate(code)).body, BAD_CODE, 'used');
      const late = await devIdpCode(server, 'zzd-1002');
      clock.advance(61_000);
      assert.deepEqual((await substrate(late)).body, BAD_CODE, 'expired');
      assert.deepEqual((await substrate('nonsense')).body, BAD_CODE);
      assert.deepEqual((await server.json('/lgbsmp/api/v2/zzd/substrate')).body.data.errors[0].field, 'code');
    });

    it('binds an external account to one portal account only', async () => {
      const ticketFor = async (id: string) => (await substrate(await devIdpCode(server, id))).body.data.bindTicket as string;
      const sx = await signIn(server, 'sx_admin', { now: clock.now });
      assert.equal((await sx.json('/lgbsmp/api/v2/zzd/bindZzd', { method: 'POST', json: { ticket: await ticketFor('zzd-2001') } })).status, 200);
      const other = await signIn(server, 'admin_330602', { now: clock.now });
      const taken = await other.json('/lgbsmp/api/v2/zzd/bindZzd', { method: 'POST', json: { code: await devIdpCode(server, 'zzd-2001') } });
      assert.deepEqual([taken.status, taken.body.msg], [400, '该浙政钉账号已绑定其他登录账号']);
      assert.equal((await other.json('/lgbsmp/api/v2/zzd/bindZzd', { method: 'POST', json: {} })).status, 400);
    });

    it('signs in through the social grant with a ZZD@ code', async () => {
      const social = (mobile: string, grant = 'mobile') =>
        server.json(`/auth/mobile/token/social?${new URLSearchParams({ mobile, grant_type: grant })}`, { method: 'POST', headers: { Authorization: basicClient(server) } });
      const code = await devIdpCode(server, 'zzd-1001');
      assert.deepEqual((await social(code)).body.msg, BAD_CODE.msg, 'the ZZD@ prefix is required');
      assert.equal((await social(`ZZD@${code}`, 'password')).status, 400);
      const { status, body } = await social(`ZZD@${await devIdpCode(server, 'zzd-1001')}`);
      assert.equal(status, 200);
      assert.equal(body.data.username, 'hz_admin');
      const unbound = await social(`ZZD@${await devIdpCode(server, 'zzd-9999')}`);
      assert.deepEqual([unbound.status, unbound.body.msg], [417, UNBOUND]);
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });

  describe(`single sign-on through an identity service over HTTP, or none (${engine})`, () => {
    let idp: Server;
    let server: TestServer;
    let none: TestServer;
    before(async () => {
      idp = createServer((req, res) => {
        let text = '';
        req.on('data', (c) => (text += c));
        req.on('end', () => {
          const { code, appKey } = JSON.parse(text);
          if (code !== 'good-code' || appKey !== 'portal') return void res.writeHead(400).end('{}');
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ accountId: 'zzd-http-1', name: '李四' }));
        });
      });
      await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
      const { port } = idp.address() as AddressInfo;
      server = await startTestServer(engine, { SSO_PROVIDER: 'http', SSO_HTTP_URL: `http://127.0.0.1:${port}/exchange`, SSO_APP_KEY: 'portal' });
      none = await startTestServer(engine, { SSO_PROVIDER: 'none' });
    });
    after(async () => {
      await server.close();
      await none.close();
      await new Promise((resolve) => idp.close(resolve));
    });

    it('exchanges the code with the service', async () => {
      const good = await server.json('/lgbsmp/api/v2/zzd/substrate?code=good-code');
      assert.deepEqual([good.status, good.body.msg, good.body.data.name], [417, UNBOUND, '李四']);
      assert.deepEqual((await server.json('/lgbsmp/api/v2/zzd/substrate?code=bad-code')).body, BAD_CODE);
    });

    it('has no development provider, and says when single sign-on is not configured', async () => {
      for (const method of ['GET', 'POST']) assert.equal(server.app.router.find(method, '/dev-idp/authorize'), null);
      assert.ok(!(await (await server.fetch('/dev-idp/authorize')).text()).includes('开发用统一身份认证'));
      const { status, body } = await none.json('/lgbsmp/api/v2/zzd/substrate?code=x');
      assert.deepEqual([status, body.msg], [400, '未配置统一身份认证，请使用密码登录']);
      assert.equal((await none.json('/auth/client-config')).body.data.ssoAuthorizeUrl, '');
    });
  });
}
