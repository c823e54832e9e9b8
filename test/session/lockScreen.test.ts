/**
 * The lock screen's session side (spec sections 2, 4 and 5): a lock password kept only as a salted hash,
 * locking, staying locked across reloads and tabs, unlocking, and the refresh checks running meanwhile.
 * The lock page and the set-password dialog: lockPage.test.tsx.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sealPassword } from '../../model/crypto/passwordSeal.ts';
import { loginByPassword } from '../../src/http/api/auth.ts';
import { getPasswordKey } from '../../src/session/authCalls.ts';
import { LOCK_PASSWORD, SCREEN_LOCK } from '../../src/session/screenLock.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DEMO_PASSWORD } from '../helpers/session.ts';
import { browserTabs } from './helpers/browserTabs.ts';
import { sessionUnderTest, type SessionUnderTest } from './helpers/sessionUnderTest.ts';

describe('the screen lock', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite');
  });
  after(() => server.close());

  async function signedIn(t: SessionUnderTest) {
    const key = await getPasswordKey(t.client);
    const tokens = await loginByPassword({ username: 'unit_user', password: sealPassword(key, DEMO_PASSWORD) }, t.client);
    t.session.completeSignIn(tokens);
    await t.session.restore();
    return tokens;
  }

  it('asks for a lock password first, keeps only its salted hash, then locks and goes to /lock', async () => {
    const t = sessionUnderTest(server);
    await signedIn(t);
    assert.equal(t.session.lockNow(), false);
    assert.equal(t.session.store.getState().locked, false);
    await t.session.setLockPasswordAndLock('暗号-1234');
    assert.equal(t.session.store.getState().locked, true);
    assert.deepEqual(t.navigated, ['/lock']);
    const raw = t.tab.local.getItem(`lgbsmp-${LOCK_PASSWORD}`)!;
    assert.ok(!raw.includes('暗号'));
    const stored = JSON.parse(raw).content;
    assert.deepEqual(Object.keys(stored).sort(), ['N', 'hash', 'kind', 'p', 'r', 'salt']);
    assert.equal(stored.kind, 'scrypt');
    t.session.dispose();
  });

  it('stays locked across a reload and in the other tabs', async () => {
    const tabs = browserTabs();
    const t = sessionUnderTest(server, { tabs });
    const other = sessionUnderTest(server, { tabs });
    t.plug();
    await signedIn(t);
    await tabs.settled();
    await t.session.setLockPasswordAndLock('1234');
    await tabs.settled();
    assert.equal(other.session.store.getState().locked, true);

    const reloaded = sessionUnderTest(server, { tabs });
    assert.equal(reloaded.session.store.getState().locked, true);
    await reloaded.session.restore();
    assert.equal(reloaded.session.store.getState().status, 'signedIn');
    assert.equal(reloaded.session.store.getState().locked, true);
    for (const s of [t, other, reloaded]) s.session.dispose();
  });

  it('unlocks with the right password only, forgets lock and password, and returns to the page that was open', async () => {
    const tabs = browserTabs();
    const t = sessionUnderTest(server, { tabs });
    const other = sessionUnderTest(server, { tabs });
    t.plug();
    await signedIn(t);
    await t.session.setLockPasswordAndLock('1234');
    await tabs.settled();
    assert.equal(await t.session.unlock('4321'), false);
    assert.equal(t.session.store.getState().locked, true);
    assert.equal(await t.session.unlock('1234'), true);
    assert.equal(t.session.store.getState().locked, false);
    assert.deepEqual(t.navigated, ['/lock', '/retiredCadres/allInfo?tab=1']);
    assert.equal(t.tab.local.getItem(`lgbsmp-${LOCK_PASSWORD}`), null);
    assert.equal(t.tab.local.getItem(`lgbsmp-${SCREEN_LOCK}`), null);
    await tabs.settled();
    assert.equal(other.session.store.getState().locked, false);
    // The next lock asks for a new password.
    assert.equal(t.session.lockNow(), false);
    t.session.dispose();
    other.session.dispose();
  });

  it('keeps refreshing the token while the screen is locked', async () => {
    const t = sessionUnderTest(server);
    const tokens = await signedIn(t);
    await t.session.setLockPasswordAndLock('1234');
    t.clock.now += tokens.expires_in * 1000 - 60_000;
    t.timers.fireAll();
    assert.equal(await t.session.keeper.refreshIfDue(), 'refreshed');
    assert.notEqual(t.session.port.getToken(), tokens.access_token);
    assert.equal(t.session.keeper.isRunning(), true);
    assert.equal(t.session.store.getState().locked, true);
    t.session.dispose();
  });

  it('lets a new sign-in replace a lock left behind by an ended session', async () => {
    const t = sessionUnderTest(server);
    await signedIn(t);
    await t.session.setLockPasswordAndLock('1234');
    t.session.port.clearToken();
    await signedIn(t);
    assert.equal(t.session.store.getState().locked, false);
    assert.equal(t.tab.local.getItem(`lgbsmp-${LOCK_PASSWORD}`), null);
    t.session.dispose();
  });
});
