/**
 * The session against the real server: sign-in by password and by SMS, restoring at start, refreshing,
 * logout (spec sections 4 and 5) and what other tabs see of it. Lock screen: lockScreen.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sealPassword } from '../../model/crypto/passwordSeal.ts';
import { loginByPassword, loginBySms, type LoginToken } from '../../src/http/api/auth.ts';
import { sendSmsCode } from '../../src/http/api/sms.ts';
import { getPasswordKey } from '../../src/session/authCalls.ts';
import { FIRST_SCREEN_WAIT_MS } from '../../src/session/createSession.ts';
import { REFRESH_CHECK_MS } from '../../src/session/tokenKeeper.ts';
import { ERROR_LOG_KEY } from '../../src/store/errorLog.ts';
import { createStorage } from '../../src/store/storage.ts';
import { PREFERENCES_PREFIX } from '../../src/shell/preferences.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { clientFor, DEMO_PASSWORD, type Tokens } from '../helpers/session.ts';
import { browserTabs } from './helpers/browserTabs.ts';
import { smsCodeSentTo } from './helpers/smsOutbox.ts';
import { ORIGIN, sessionUnderTest, type SessionUnderTest } from './helpers/sessionUnderTest.ts';

for (const engine of ENGINES) {
  describe(`the session against the real server (${engine})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(engine);
    });
    after(() => server.close());

    async function passwordTokens(t: SessionUnderTest, username = 'hz_admin'): Promise<LoginToken> {
      const key = await getPasswordKey(t.client);
      return loginByPassword({ username, password: sealPassword(key, DEMO_PASSWORD) }, t.client);
    }

    /** What `GET /admin/menu?type=left` answers this user, or [] where the server has no menu yet. */
    async function menuOf(tokens: LoginToken): Promise<unknown[]> {
      const { status, body } = await clientFor(server, tokens as Tokens).json('/admin/menu?type=left');
      return status === 200 ? body.data : [];
    }

    const live = async (accessToken: string) => (await clientFor(server, { access_token: accessToken } as Tokens).json('/admin/user')).status;

    it('signs in by password: the token kept under the product prefix, then restored as the workspace does: the user, menu and permissions loaded, the checks running', async () => {
      const t = sessionUnderTest(server);
      const tokens = await passwordTokens(t);
      t.session.completeSignIn(tokens);
      assert.equal(t.session.store.getState().status, 'anonymous', 'the sign-in page loads no user: the workspace does');
      assert.equal(JSON.parse(t.tab.local.getItem('lgbsmp-token')!).content.access_token, tokens.access_token);
      await t.session.restore();
      const state = t.session.store.getState();
      assert.equal(state.status, 'signedIn');
      assert.equal(state.user?.userName, 'hz_admin');
      assert.equal(state.user?.organization?.city, '杭州市');
      assert.deepEqual([...state.permissions], state.user?.permissions);
      assert.equal(state.deptId, '330100');
      assert.deepEqual(state.menu, await menuOf(tokens));
      const stored = JSON.parse(t.tab.local.getItem('lgbsmp-token')!);
      assert.equal(stored.content.access_token, tokens.access_token);
      assert.equal(t.session.port.getToken(), tokens.access_token);
      assert.equal(t.session.keeper.isRunning(), true);
      assert.deepEqual([...t.timers.pending.values()].map((timer) => timer.ms), [REFRESH_CHECK_MS]);
      t.session.dispose();
    });

    it('calls the restore’s `ahead` once the stored sign-in is usable, as the user and the menu are asked for; without a sign-in, never', async () => {
      const t = sessionUnderTest(server);
      const seen: string[] = [];
      await t.session.restore(() => void seen.push('no sign-in'));
      assert.equal(seen.length, 0);
      t.session.completeSignIn(await passwordTokens(t));
      await t.session.restore(() => void seen.push(t.session.store.getState().status));
      assert.deepEqual(seen, ['restoring'], 'before the user is in');
      assert.equal(t.session.store.getState().status, 'signedIn');
      t.session.dispose();
    });

    it('says signed in once the first screen’s code, asked beside the user and the menu, is in too; waits for it at most FIRST_SCREEN_WAIT_MS', async () => {
      const waits: number[] = [];
      let pause = () => {};
      const t = sessionUnderTest(server, { wait: (ms) => (waits.push(ms), new Promise((resolve) => (pause = resolve))) });
      t.session.completeSignIn(await passwordTokens(t));
      let codeIn = () => {};
      const restoring = t.session.restore(() => new Promise((resolve) => (codeIn = () => resolve(undefined))));
      // The wait starts once the user and the menu are in.
      await waitFor(() => waits.length > 0);
      assert.deepEqual(waits, [FIRST_SCREEN_WAIT_MS]);
      assert.equal(t.session.store.getState().status, 'restoring', 'not signed in while the page’s code travels');
      codeIn();
      await restoring;
      assert.equal(t.session.store.getState().status, 'signedIn');

      // A page's code that never comes holds the shell back no longer than the wait.
      const restoringAgain = t.session.restore(() => new Promise(() => {}));
      await waitFor(() => waits.length === 2);
      pause();
      await restoringAgain;
      assert.equal(t.session.store.getState().status, 'signedIn');
      t.session.dispose();
    });

    it('signs in by SMS with the code the server texted', async () => {
      const t = sessionUnderTest(server);
      const [row] = await server.db.query<{ mobile: string }>("SELECT mobile FROM sys_user WHERE username = 'sx_admin'");
      const mobile = row!.mobile;
      await sendSmsCode(mobile, t.client);
      t.session.completeSignIn(await loginBySms({ mobile, code: await smsCodeSentTo(server, mobile) }, t.client));
      await t.session.restore();
      assert.equal(t.session.store.getState().user?.userName, 'sx_admin');
      t.session.dispose();
    });

    it('restores the stored sign-in at start, as a reload does, refreshing first when it is about to expire', async () => {
      const tabs = browserTabs();
      const clock = { now: Date.now() };
      const first = sessionUnderTest(server, { tabs, clock });
      const tokens = await passwordTokens(first);
      first.session.completeSignIn(tokens);
      first.session.dispose();
      await tabs.settled();

      clock.now += tokens.expires_in * 1000 - 60_000;
      const reloaded = sessionUnderTest(server, { tabs, clock });
      assert.equal(reloaded.session.store.getState().status, 'restoring');
      await reloaded.session.restore();
      const state = reloaded.session.store.getState();
      assert.equal(state.status, 'signedIn');
      assert.equal(state.user?.userName, 'hz_admin');
      const renewed = reloaded.session.port.getToken()!;
      assert.notEqual(renewed, tokens.access_token);
      assert.equal(await live(renewed), 200);
      assert.equal(reloaded.session.keeper.isRunning(), true);
      reloaded.session.dispose();
    });

    it('restores nothing from a session the server ended: anonymous, and on to the login portal', async () => {
      const tabs = browserTabs();
      const first = sessionUnderTest(server, { tabs });
      const tokens = await passwordTokens(first);
      first.session.completeSignIn(tokens);
      first.session.dispose();
      assert.equal((await clientFor(server, tokens as Tokens).json('/auth/token/logout', { method: 'DELETE' })).status, 200);
      await tabs.settled();

      const reloaded = sessionUnderTest(server, { tabs });
      await reloaded.session.restore();
      assert.equal(reloaded.session.store.getState().status, 'anonymous');
      assert.equal(reloaded.session.port.getToken(), null);
      // The user and the menu are asked for together: each answer may say so (the toasts show one message once).
      assert.ok(reloaded.toasts.includes('登录失效，请重新登录'));
      assert.deepEqual([...new Set(reloaded.navigated)], ['/login?redirect=%2FretiredCadres%2FallInfo%3Ftab%3D1']);
      reloaded.session.dispose();
    });

    it('logs out after 是否退出系统, 是否继续?: the server ends the session, storage is cleared (preferences too) but the error log, and the portal gets the page to return to', async () => {
      const t = sessionUnderTest(server);
      const tokens = await passwordTokens(t);
      t.session.completeSignIn(tokens);
      await t.session.restore();
      t.tab.storage.set(ERROR_LOG_KEY, []);
      t.tab.storage.set('menuCache', ['x'], 'session');
      // A preference (the shell's settings): spec section 4 clears local storage, preferences too (issue 16.9).
      createStorage({ prefix: PREFERENCES_PREFIX, local: () => t.tab.local }).set('settings:u1', { theme: 'star' });
      await t.session.logout();
      assert.deepEqual(t.asked, ['是否退出系统, 是否继续?']);
      assert.equal(await live(tokens.access_token), 401);
      const keys = Array.from({ length: t.tab.local.length }, (_, i) => t.tab.local.key(i));
      assert.deepEqual(keys, ['lgbsmp-errorLog']);
      assert.equal(t.tab.storage.get('menuCache'), undefined);
      assert.deepEqual(t.session.store.getState(), { status: 'anonymous', user: null, menu: [], permissions: new Set(), locked: false, deptId: null });
      assert.equal(t.session.keeper.isRunning(), false);
      assert.deepEqual(t.navigated, ['/login?redirect=%2FretiredCadres%2FallInfo%3Ftab%3D1']);
      assert.ok(t.navigated.every((to) => !to.includes(tokens.access_token) && !to.includes(tokens.refresh_token)));
      t.session.dispose();
    });

    it('stays signed in when the logout question is answered 取消', async () => {
      const t = sessionUnderTest(server);
      const tokens = await passwordTokens(t);
      t.session.completeSignIn(tokens);
      await t.session.restore();
      t.answers.push(false);
      await t.session.logout();
      assert.equal(t.session.store.getState().status, 'signedIn');
      assert.equal(await live(tokens.access_token), 200);
      assert.deepEqual(t.navigated, []);
      t.session.dispose();
    });

    it('signs out without asking when forced, whatever the server answers, with no message and no detour', async () => {
      const t = sessionUnderTest(server);
      const tokens = await passwordTokens(t);
      t.session.completeSignIn(tokens);
      await t.session.restore();
      // The server already ended it: the logout call gets a 401, which must not send the browser to /home.
      await clientFor(server, tokens as Tokens).json('/auth/token/logout', { method: 'DELETE' });
      t.toasts.length = 0;
      await t.session.logout({ confirm: false });
      assert.deepEqual(t.asked, []);
      assert.deepEqual(t.toasts, []);
      assert.deepEqual(t.navigated, ['/login?redirect=%2FretiredCadres%2FallInfo%3Ftab%3D1']);
      assert.equal(t.session.store.getState().status, 'anonymous');
      t.session.dispose();
    });

    it('gives an external login portal a full return address through /authredirect', async () => {
      const t = sessionUnderTest(server);
      t.session.completeSignIn(await passwordTokens(t));
      await t.session.restore();
      t.config.setState((config) => ({ ...config, loginPortal: 'https://login.zj.gov.cn/portal' }));
      await t.session.logout({ confirm: false });
      const back = `${ORIGIN}/authredirect?redirect=${encodeURIComponent('/retiredCadres/allInfo?tab=1')}`;
      assert.deepEqual(t.navigated, [`https://login.zj.gov.cn/portal?redirect=${encodeURIComponent(back)}`]);
      t.session.dispose();
    });

    it('learns the login portal from the server configuration at start, and a logout goes there', async () => {
      const portal = 'https://login.zj.gov.cn/portal';
      const other = await startTestServer(engine, { PORTAL_URL: portal });
      try {
        const t = sessionUnderTest(other);
        await t.session.restore();
        assert.equal((await t.session.authConfig()).ssoAuthorizeUrl, '/dev-idp/authorize');
        assert.equal(t.config.getState().loginPortal, portal);
        await t.session.logout({ confirm: false });
        assert.match(t.navigated[0]!, /^https:\/\/login\.zj\.gov\.cn\/portal\?redirect=/);
        t.session.dispose();
      } finally {
        await other.close();
      }
    });

    it('follows a logout in another tab to the login portal, and a sign-in there by loading the user', async () => {
      const tabs = browserTabs();
      const a = sessionUnderTest(server, { tabs });
      const b = sessionUnderTest(server, { tabs });
      a.plug();
      a.session.completeSignIn(await passwordTokens(a));
      await tabs.settled();
      await waitFor(() => b.session.store.getState().status === 'signedIn');
      assert.equal(b.session.store.getState().user?.userName, 'hz_admin');

      await a.session.logout({ confirm: false });
      await tabs.settled();
      assert.equal(b.session.store.getState().status, 'anonymous');
      assert.deepEqual(b.navigated, ['/login?redirect=%2FretiredCadres%2FallInfo%3Ftab%3D1']);
      a.session.dispose();
      b.session.dispose();
    });

    it('on the sign-in page, leaves a sign-in in another tab to the page, which goes on to the workspace', async () => {
      const tabs = browserTabs();
      const a = sessionUnderTest(server, { tabs });
      const b = sessionUnderTest(server, { tabs, onSignInPage: true });
      const statuses: string[] = [];
      b.session.store.subscribe((state) => statuses.push(state.status));
      a.plug();
      a.session.completeSignIn(await passwordTokens(a));
      await tabs.settled();
      assert.ok(b.session.keeper.current(), 'the sign-in reached this tab');
      // A restore would say so at once (restoring), before its requests.
      assert.deepEqual(statuses.filter((status) => status !== 'anonymous'), []);
      assert.equal(b.session.store.getState().user, null);
      a.session.dispose();
      b.session.dispose();
    });
  });
}

/** Resolves once the condition holds (what another tab does arrives in later tasks). */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.ok(condition(), 'the condition came true');
}
