import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, testClock, type SignedClient, type TestClock } from '../helpers/session.ts';

const PENSION_SECRET = 'pension-secret-0123456789';
const INDEX_SECRET = 'index-secret-0123456789';
const BAD_CODE = { code: 1, msg: '授权码无效或已使用' };

for (const engine of ENGINES) {
  describe(`hand-off to sibling systems (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    let client: SignedClient;
    before(async () => {
      server = await startTestServer(engine, {
        HANDOFF_CLIENTS: `pension:${PENSION_SECRET},index:${INDEX_SECRET}`,
        PENSION_URL: 'http://pension.example/sso',
        INDEX_SYSTEM_URL: 'http://index.example/login',
        COCKPIT_URL: 'http://cockpit.example/',
      });
      clock = testClock(server);
      client = await signIn(server, 'sx_admin', { now: clock.now });
    });
    after(() => server.close());

    const redeem = (code: string, id: string, secret: string) =>
      server.json('/lgbsmp/api/open/redeemAuthCode', {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code }).toString(),
      });

    it('gives the pension-services system a one-time code that it redeems once for the user', async () => {
      const { body } = await client.json('/lgbsmp/api/v1/getAuthCode');
      assert.equal(body.code, 0);
      const code = body.data as string;
      const first = await redeem(code, 'pension', PENSION_SECRET);
      assert.deepEqual(first.body.data, { userId: 'user-sx-admin', username: 'sx_admin', name: '绍兴市管理员', orgId: '330600', orgName: '绍兴市委老干部局', cityCode: '330600' });
      assert.deepEqual((await redeem(code, 'pension', PENSION_SECRET)).body, BAD_CODE);
    });

    it('gives the index system a temporary token with code 0', async () => {
      const { body } = await client.json('/lgbsmp/api/open/getAuthCodeylzk');
      assert.equal(body.code, 0);
      assert.match(body.data, /^[\w-]{43}$/);
      assert.equal((await redeem(body.data, 'index', INDEX_SECRET)).body.data.username, 'sx_admin');
    });

    it('binds a code to its audience, its minute, and the sibling\'s secret', async () => {
      const code = (await client.json('/lgbsmp/api/v1/getAuthCode')).body.data;
      assert.deepEqual((await redeem(code, 'index', INDEX_SECRET)).body, BAD_CODE, 'another sibling cannot use it');
      const wrongSecret = await redeem(code, 'pension', 'not-the-secret-at-all');
      assert.deepEqual([wrongSecret.status, wrongSecret.body.msg], [401, '客户端认证失败']);
      clock.advance(61_000);
      assert.deepEqual((await redeem(code, 'pension', PENSION_SECRET)).body, BAD_CODE, 'expired');
      assert.deepEqual((await redeem('', 'pension', PENSION_SECRET)).body.data.errors[0].field, 'code');
    });

    it('needs a session to issue codes', async () => {
      assert.equal((await server.json('/lgbsmp/api/v1/getAuthCode')).status, 401);
      assert.equal((await server.json('/lgbsmp/api/open/getAuthCodeylzk')).status, 401);
    });

    it('publishes the sibling addresses and the login entry points from configuration', async () => {
      assert.deepEqual((await server.json('/auth/client-config')).body.data, {
        portalUrl: '/login',
        ssoAuthorizeUrl: '/dev-idp/authorize',
        siblings: { pension: 'http://pension.example/sso', index: 'http://index.example/login', cockpit: 'http://cockpit.example/' },
      });
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
