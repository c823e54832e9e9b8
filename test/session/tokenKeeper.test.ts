/**
 * The refresh timing (spec section 9: a check every 10 s, a refresh when 120 s or less remain) on a fake
 * clock and hand-driven timers, with the real server doing the refreshes: across tabs one refresh at a
 * time, the others adopting its token, and the server never seeing a refresh token twice.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LoginToken } from '../../src/http/api/auth.ts';
import { http } from '../../src/http/client.ts';
import type { Client } from '../../src/http/request.ts';
import { refreshTokens } from '../../src/session/authCalls.ts';
import { createRefreshLock } from '../../src/session/refreshLock.ts';
import { createTokenKeeper, REFRESH_BEFORE_MS, REFRESH_CHECK_MS, type ElsewhereChange, type TokenKeeper } from '../../src/session/tokenKeeper.ts';
import { randomId, recordOf } from '../../src/session/tokenRecord.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { FakeTimers } from '../helpers/fakeTimers.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { clientFor, passwordLogin, type Tokens } from '../helpers/session.ts';
import { browserTabs, type BrowserTabs, type Tab } from './helpers/browserTabs.ts';
import { webLocks } from './helpers/webLocks.ts';

describe('the token keeper', () => {
  let server: TestServer;
  let client: Client;
  before(async () => {
    server = await startTestServer('pglite');
    client = http.extend({ baseUrl: server.url, ports: fakePorts({ token: null }) });
  });
  after(() => server.close());

  async function signIn(): Promise<LoginToken> {
    const { status, body } = await passwordLogin(server, 'hz_admin');
    assert.equal(status, 200);
    return body.data;
  }

  /** A tab's keeper on a shared fake clock, counting the refreshes it sends to the server. */
  function keeperIn(tabs: BrowserTabs, tab: Tab, clock: { now: number }, sent: string[]) {
    const timers = new FakeTimers();
    const elsewhere: ElsewhereChange[] = [];
    const now = () => clock.now;
    const keeper = createTokenKeeper({
      storage: tab.storage,
      events: tab.events,
      timers,
      now,
      lock: createRefreshLock({ storage: tab.storage, owner: randomId(), now, wait: () => tabs.settled() }),
      refresh(refreshToken) {
        sent.push(refreshToken);
        return refreshTokens(refreshToken, client);
      },
      onElsewhere: (change) => elsewhere.push(change),
    });
    return { keeper, timers, elsewhere };
  }

  /** Runs the tab's due checks and waits for what they started. */
  async function tick(keeper: TokenKeeper, timers: FakeTimers) {
    assert.ok([...timers.pending.values()].every((t) => t.ms === REFRESH_CHECK_MS), 'the next check is 10 s away');
    timers.fireAll();
    await keeper.refreshIfDue();
  }

  it('checks every 10 s and leaves a token alone while more than 120 s remain', async () => {
    const tabs = browserTabs();
    const clock = { now: Date.now() };
    const sent: string[] = [];
    const { keeper, timers } = keeperIn(tabs, tabs.tab(), clock, sent);
    const tokens = await signIn();
    keeper.keep(recordOf(tokens, clock.now));
    clock.now += tokens.expires_in * 1000 - REFRESH_BEFORE_MS - 1000;
    await tick(keeper, timers);
    assert.deepEqual(sent, []);
    assert.equal(keeper.current()?.access_token, tokens.access_token);
    assert.equal(timers.pending.size, 1);
    keeper.dispose();
  });

  it('refreshes once 120 s or less remain, by the expiry the server gave however late the check runs', async () => {
    const tabs = browserTabs();
    const clock = { now: Date.now() };
    const sent: string[] = [];
    const { keeper, timers } = keeperIn(tabs, tabs.tab(), clock, sent);
    const tokens = await signIn();
    const record = recordOf(tokens, clock.now);
    keeper.keep(record);
    // A background tab whose timer fired long after it was due: the clock, not a count of ticks, decides.
    clock.now += tokens.expires_in * 1000 - 30_000;
    await tick(keeper, timers);
    assert.deepEqual(sent, [tokens.refresh_token]);
    const renewed = keeper.current()!;
    assert.notEqual(renewed.access_token, tokens.access_token);
    assert.equal(renewed.signIn, record.signIn);
    assert.equal(renewed.expires_at, clock.now + tokens.expires_in * 1000);
    assert.equal((await clientFor(server, { ...tokens, access_token: renewed.access_token } as Tokens).json('/admin/user')).status, 200);
    assert.equal(keeper.isRunning(), true);
    keeper.dispose();
  });

  it('stops checking when a refresh fails', async () => {
    const tabs = browserTabs();
    const clock = { now: Date.now() };
    const sent: string[] = [];
    const { keeper, timers } = keeperIn(tabs, tabs.tab(), clock, sent);
    keeper.keep({ access_token: 'revoked-access', refresh_token: 'revoked-refresh', expires_at: clock.now + 60_000, signIn: randomId() });
    timers.fireAll();
    assert.equal(await keeper.refreshIfDue(), 'failed');
    assert.deepEqual(sent, ['revoked-refresh']);
    assert.equal(keeper.isRunning(), false);
    assert.equal(timers.pending.size, 0);
    keeper.dispose();
  });

  it('lets one of two tabs refresh; the other adopts the new token and the server keeps the session', async () => {
    const tabs = browserTabs();
    const clock = { now: Date.now() };
    const sent: string[] = [];
    const a = keeperIn(tabs, tabs.tab(), clock, sent);
    const b = keeperIn(tabs, tabs.tab(), clock, sent);
    const tokens = await signIn();
    a.keeper.keep(recordOf(tokens, clock.now));
    await tabs.settled();
    assert.deepEqual(b.elsewhere, ['signedIn']);
    assert.equal(b.keeper.isRunning(), true);

    clock.now += tokens.expires_in * 1000 - 60_000;
    a.timers.fireAll();
    b.timers.fireAll();
    const outcomes = await Promise.all([a.keeper.refreshIfDue(), b.keeper.refreshIfDue()]);
    await tabs.settled();

    assert.deepEqual(outcomes.sort(), ['busy', 'refreshed']);
    assert.equal(sent.length, 1);
    assert.deepEqual(b.keeper.current(), a.keeper.current());
    assert.notEqual(a.keeper.current()?.access_token, tokens.access_token);
    assert.deepEqual(b.elsewhere, ['signedIn'], 'a refresh is no new sign-in');
    const reused = await server.db.query("SELECT 1 FROM sys_login_log WHERE reason = 'refresh_reuse'");
    assert.equal(reused.length, 0);
    assert.equal((await clientFor(server, { ...tokens, access_token: b.keeper.current()!.access_token } as Tokens).json('/admin/user')).status, 200);
    a.keeper.dispose();
    b.keeper.dispose();
  });

  it('refreshes in one tab when two take the lock in the same instant', async () => {
    const tabs = browserTabs();
    const clock = { now: Date.now() };
    const locks = [tabs.tab(), tabs.tab()].map((tab) =>
      createRefreshLock({ storage: tab.storage, owner: randomId(), now: () => clock.now, wait: () => tabs.settled() }),
    );
    // Both read the lock free before either write has reached the other tab.
    const won = await Promise.all(locks.map((lock) => lock.acquire()));
    assert.deepEqual(won.sort(), [false, true]);
  });

  it('takes over a lock whose tab closed without releasing it', async () => {
    const tabs = browserTabs();
    const clock = { now: Date.now() };
    const [closed, open] = [tabs.tab(), tabs.tab()].map((tab) =>
      createRefreshLock({ storage: tab.storage, owner: randomId(), now: () => clock.now, wait: () => tabs.settled() }),
    );
    assert.equal(await closed!.acquire(), true);
    await tabs.settled();
    assert.equal(await open!.acquire(), false);
    clock.now += 35_001;
    assert.equal(await open!.acquire(), true);
  });

  it('with Web Locks, lets one tab at a time take the lock, and keeps it a moment after the refresh', async () => {
    const shared = webLocks();
    const holds: Array<() => void> = [];
    const wait = () => new Promise<void>((resolve) => holds.push(resolve));
    const [a, b] = [0, 1].map(() => createRefreshLock({ storage: browserTabs().tab().storage, owner: randomId(), now: Date.now, wait, locks: shared }));
    assert.deepEqual(await Promise.all([a!.acquire(), b!.acquire()]), [true, false]);
    a!.release();
    assert.equal(await b!.acquire(), false, 'the refreshing tab holds the lock while its token reaches the others');
    assert.equal(holds.length, 1);
    holds[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await b!.acquire(), true);
    b!.release();
  });

  it('waits at start-up for the token another tab is refreshing instead of presenting it again', async () => {
    const tabs = browserTabs();
    const clock = { now: Date.now() };
    const sent: string[] = [];
    const a = keeperIn(tabs, tabs.tab(), clock, sent);
    const tokens = await signIn();
    a.keeper.keep(recordOf(tokens, clock.now));
    await tabs.settled();
    clock.now += tokens.expires_in * 1000 + 1000;
    const refreshing = a.keeper.refreshIfDue();
    await tabs.settled();
    // A tab reloaded while the refresh is on the wire: its token has expired and the lock is taken.
    const b = keeperIn(tabs, tabs.tab(), clock, sent);
    const usable = b.keeper.ensureUsable();
    assert.equal(await refreshing, 'refreshed');
    await tabs.settled();
    assert.equal(await usable, true);
    assert.equal(sent.length, 1);
    assert.deepEqual(b.keeper.current(), a.keeper.current());
    a.keeper.dispose();
    b.keeper.dispose();
  });

  it('tells of a sign-out and of a new sign-in in another tab, and stops or restarts its checks', async () => {
    const tabs = browserTabs();
    const clock = { now: Date.now() };
    const a = keeperIn(tabs, tabs.tab(), clock, []);
    const b = keeperIn(tabs, tabs.tab(), clock, []);
    a.keeper.keep(recordOf(await signIn(), clock.now));
    await tabs.settled();
    a.keeper.forget();
    await tabs.settled();
    assert.deepEqual(b.elsewhere, ['signedIn', 'signedOut']);
    assert.equal(b.keeper.current(), null);
    assert.equal(b.keeper.isRunning(), false);
    a.keeper.keep(recordOf(await signIn(), clock.now));
    await tabs.settled();
    assert.deepEqual(b.elsewhere, ['signedIn', 'signedOut', 'signedIn']);
    assert.equal(b.keeper.isRunning(), true);
    a.keeper.dispose();
    b.keeper.dispose();
  });
});
