/**
 * Issue 17.3: failed passwords ask for a captcha, then slow the name down from that address, then lock the
 * account until its owner signs in by SMS or an administrator unlocks it; an address's failures only ask
 * for a captcha. Every step is a login-log row. (docs/security.md, "Failed sign-ins")
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { authDepsOf } from '../../server/areas/auth/authDeps.ts';
import { createLogger } from '../../server/log.ts';
import { startServer } from '../../server/start.ts';
import { captchaAnswer, failUntilLocked, solvedCaptcha } from '../helpers/captcha.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DEMO_PASSWORD, passwordLogin, signIn, testClock, type TestClock } from '../helpers/session.ts';

const WRONG = 'Wrong#123456';
const BAD_CREDENTIALS = '用户名不存在或密码错误';
const BAD_CAPTCHA = { code: 1, msg: '验证码错误,请重新输入', data: { captchaRequired: true } };
const LOCKED = { code: 1, msg: '登录失败次数过多，账号已锁定，请使用短信验证码登录或联系管理员解锁', data: { captchaRequired: true, locked: true } };
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

for (const engine of ENGINES) {
  describe(`failed sign-ins: captcha, waits, lock (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    before(async () => {
      server = await startTestServer(engine, { TRUST_PROXY: '1', LOGIN_IP_LIMIT: '5', SMS_IP_LIMIT: '1000' });
      clock = testClock(server);
    });
    after(() => server.close());

    const logRows = async (username: string) =>
      (await server.db.query<{ result: string; reason: string | null; method: string }>(
        'SELECT result, reason, method FROM sys_login_log WHERE lower(username) = lower($1) ORDER BY id', [username])).map((r) => [r.result, r.reason, r.method]);

    const failUntilCaptcha = async (name: string) => {
      for (let i = 0; i < server.config.auth.loginCaptchaAfter; i++) await passwordLogin(server, name, WRONG, from(`192.0.2.${100 + i}`));
    };

    it('serves a captcha picture that does not spell its answer, stored only as a salted hash, used once', async () => {
      const { status, headers, body } = await server.json('/auth/captcha', { headers: from('192.0.2.10') });
      assert.equal(status, 200);
      assert.equal(headers.get('cache-control'), 'no-store');
      assert.equal(body.data.expiresIn, 120);
      const svg = Buffer.from(body.data.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
      assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<path d="M[\d. LM-]+"/s);
      assert.doesNotMatch(svg, /<text/, 'strokes, not letters a program could read off the source');
      const [row] = await server.db.query<{ payload: Record<string, string> }>(`SELECT payload FROM auth_one_time_code WHERE audience = 'captcha'`);
      assert.deepEqual(Object.keys(row!.payload).sort(), ['answer', 'ip', 'salt']);
      assert.match(row!.payload.answer!, /^[0-9a-f]{64}$/);
      const answer = await captchaAnswer(server.db, body.data.captchaId);
      assert.match(answer, /^[3-9A-Z]{4}$/, 'the hash is of four characters of the alphabet');
      const solved = { captchaId: body.data.captchaId, captcha: answer };
      await failUntilCaptcha('admin_330109');
      assert.equal((await passwordLogin(server, 'admin_330109', DEMO_PASSWORD, from('192.0.2.10'), solved)).status, 200, 'the answer drawn signs in');
    });

    for (const name of ['hz_admin', 'no_such_name']) {
      it(`asks for a captcha after three failures of a name (${name}), and answers 428 without the right one`, async () => {
        // A new address each time: the name's failures alone ask for the captcha.
        for (let i = 1; i <= 3; i++) {
          const { status, body } = await passwordLogin(server, name, WRONG, from(`198.51.100.${i}`));
          assert.deepEqual([status, body.msg, body.data], [426, BAD_CREDENTIALS, { captchaRequired: i >= 3 }]);
        }
        const ip = from('198.51.100.20');
        assert.deepEqual((await passwordLogin(server, name, DEMO_PASSWORD, ip)).body, BAD_CAPTCHA, 'no captcha');
        assert.deepEqual((await passwordLogin(server, name, DEMO_PASSWORD, ip, { captchaId: (await solvedCaptcha(server, ip)).captchaId, captcha: 'ZZZZ' })).body, BAD_CAPTCHA, 'a wrong answer');
        assert.deepEqual((await passwordLogin(server, name, DEMO_PASSWORD, ip, await solvedCaptcha(server, from('198.51.100.21')))).body, BAD_CAPTCHA, 'another address\'s captcha');
        const solved = await solvedCaptcha(server, ip);
        clock.advance(3 * 60_000);
        assert.deepEqual((await passwordLogin(server, name, DEMO_PASSWORD, ip, solved)).body, BAD_CAPTCHA, 'an expired one');
        const once = await solvedCaptcha(server, ip);
        const first = await passwordLogin(server, name, DEMO_PASSWORD, ip, { ...once, captcha: once.captcha.toLowerCase() });
        if (name === 'hz_admin') {
          assert.equal(first.status, 200, 'the right captcha (in any case) and password sign in');
          assert.equal((await passwordLogin(server, name, DEMO_PASSWORD, ip)).status, 200, 'a success ends the run: no captcha now');
        } else {
          assert.deepEqual([first.status, first.body.data], [426, { captchaRequired: true }], 'the same work for a name that is no account');
          assert.deepEqual((await passwordLogin(server, name, DEMO_PASSWORD, ip, once)).body, BAD_CAPTCHA, 'a captcha is used once');
        }
        const rows = await logRows(name);
        assert.deepEqual(rows.filter(([result]) => result === 'captcha').map(([, reason]) => reason),
          ['captcha_missing', 'captcha_wrong', 'captcha_wrong', 'captcha_wrong', ...(name === 'hz_admin' ? [] : ['captcha_wrong'])]);
      });
    }

    it('slows further failures of a name from one address (429, Retry-After growing), not the owner at another address', async () => {
      const attacker = from('203.0.113.5');
      const fail = async () => passwordLogin(server, 'admin_330106', WRONG, attacker, await solvedCaptcha(server, attacker));
      for (let i = 0; i < 3; i++) assert.equal((await fail()).status, 426);
      const slowed = await fail();
      assert.equal(slowed.status, 429);
      assert.deepEqual(slowed.body, { code: 1, msg: '请求过频繁', data: { captchaRequired: true, retryAfter: 1 } });
      clock.advance(1000);
      assert.equal((await fail()).status, 426);
      const longer = await passwordLogin(server, 'admin_330106', WRONG, attacker);
      assert.deepEqual([longer.status, longer.headers.get('retry-after'), longer.body.data.retryAfter], [429, '2', 2]);
      const owner = from('203.0.113.6');
      assert.equal((await passwordLogin(server, 'admin_330106', DEMO_PASSWORD, owner, await solvedCaptcha(server, owner))).status, 200);
      assert.deepEqual((await logRows('admin_330106')).filter(([result]) => result === 'rate_limited'), [['rate_limited', 'slowed', 'password'], ['rate_limited', 'slowed', 'password']]);
    });

    it('never locks the province administrator out: anonymous failures lock the password only, the owner\'s SMS code signs in and unlocks', async () => {
      const [admin] = await server.db.query<{ mobile: string }>(`SELECT mobile FROM sys_user WHERE username = 'admin'`);
      await failUntilLocked(server, 'admin', { clock, headers: from('203.0.113.50') });
      const rows = await logRows('admin');
      assert.deepEqual(rows.slice(-2), [['failure', 'wrong_password', 'password'], ['locked', 'max_failures', 'password']]);

      const owner = from('203.0.113.51');
      const right = await passwordLogin(server, 'admin', DEMO_PASSWORD, owner, await solvedCaptcha(server, owner));
      assert.deepEqual([right.status, right.body], [429, LOCKED], 'even the right password is refused: guessing ends here');
      assert.deepEqual((await logRows('admin')).at(-1), ['locked', 'while_locked', 'password']);

      assert.equal((await server.json('/lgbsmp/sms/sendCode', { ...form({ mobile: admin!.mobile }), headers: { ...form({}).headers, ...owner } })).status, 200);
      const [text] = await server.db.query<{ content: string }>(`SELECT content FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1`, [admin!.mobile]);
      const code = /\d{6}/.exec(text!.content)![0];
      const sms = await server.json('/lgbsmp/sms/login', { ...form({ mobile: admin!.mobile, code }), headers: { ...form({}).headers, ...owner } });
      assert.equal(sms.status, 200, 'the owner\'s phone signs in');
      const [unlockedRow] = await server.db.query(`SELECT result, reason, method, ip FROM sys_login_log WHERE user_id = 'user-admin' AND result = 'unlocked'`);
      assert.deepEqual(unlockedRow, { result: 'unlocked', reason: 'owner', method: 'sms', ip: '203.0.113.51' });
      assert.equal((await passwordLogin(server, 'admin', DEMO_PASSWORD, owner)).status, 200, 'and the password works again, without a captcha');
    });

    it('locks a name that is no account the same way', async () => {
      await failUntilLocked(server, 'nobody_at_all', { clock, headers: from('203.0.113.60') });
      const ip = from('203.0.113.61');
      const right = await passwordLogin(server, 'nobody_at_all', DEMO_PASSWORD, ip, await solvedCaptcha(server, ip));
      assert.deepEqual([right.status, right.body], [429, LOCKED]);
    });

    it('lets another administrator unlock an account from the staff page, as a login-log row', async () => {
      await failUntilLocked(server, 'sx_admin', { clock, headers: from('203.0.113.70') });
      const admin = await signIn(server, 'admin', { now: clock.now });
      const { status, body } = await admin.json('/lgbsmp/api/v1/users/user-sx-admin/unlock', { method: 'PUT', headers: from('203.0.113.71') });
      assert.deepEqual([status, body.data.locked, body.data.failedLogins], [200, false, 0]);
      assert.deepEqual((await logRows('sx_admin')).at(-1), ['unlocked', 'admin', 'admin']);
      assert.equal((await passwordLogin(server, 'sx_admin', DEMO_PASSWORD, from('203.0.113.72'))).status, 200);
    });

    it('asks everyone behind an address with many failures for a captcha, and never refuses their right passwords', async () => {
      const office = from('10.20.30.40');
      for (let i = 0; i < 5; i++) assert.equal((await passwordLogin(server, `colleague${i}`, WRONG, office)).status, 426);
      const asked = await passwordLogin(server, 'admin_330105', DEMO_PASSWORD, office);
      assert.deepEqual(asked.body, BAD_CAPTCHA, 'a captcha, not a refusal');
      assert.equal((await passwordLogin(server, 'admin_330105', DEMO_PASSWORD, office, await solvedCaptcha(server, office))).status, 200);
      assert.equal((await passwordLogin(server, 'admin_330102', DEMO_PASSWORD, from('10.20.30.41'))).status, 200, 'other addresses are untouched');
    });

    it('counts in the database, so a second server instance on the same database asks for the same captcha', async () => {
      const second = await startServer(server.config, createLogger({ write: () => {} }), { db: server.db, drainMs: 1000 });
      authDepsOf(second.app).clock = authDepsOf(server.app).clock;
      const other: TestServer = {
        ...server,
        ...second,
        async json(path, init) {
          const res = await fetch(second.url + path, init);
          return { status: res.status, headers: res.headers, body: await res.json() };
        },
      };
      try {
        for (let i = 0; i < 2; i++) assert.equal((await passwordLogin(server, 'admin_330108', WRONG, from(`192.0.2.${i + 1}`))).status, 426);
        assert.equal((await passwordLogin(other, 'admin_330108', WRONG, from('192.0.2.3'))).status, 426);
        assert.deepEqual((await passwordLogin(server, 'admin_330108', DEMO_PASSWORD, from('192.0.2.4'))).body, BAD_CAPTCHA);
        const ip = from('192.0.2.5');
        assert.equal((await passwordLogin(server, 'admin_330108', DEMO_PASSWORD, ip, await solvedCaptcha(other, ip))).status, 200, 'a captcha of one instance, solved at the other');
      } finally {
        await second.stop();
      }
    });

    it('answered every bad input with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
