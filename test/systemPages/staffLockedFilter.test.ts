/** The staff list's `locked` filter (server/areas/system/staff/staffList.ts), which is no column: locked until unlocked. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { failUntilLocked } from '../helpers/captcha.ts';
import { signIn, testClock, type SignedClient, type TestClock } from '../helpers/session.ts';
import { API, createUser } from '../system/helpers/admin.ts';

for (const engine of ENGINES) {
  describe(`the staff list filtered by lock (${engine})`, () => {
    let server: TestServer;
    let clock: TestClock;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      clock = testClock(server);
      admin = await signIn(server, 'admin', { now: clock.now });
      await createUser(server, admin, { username: 'lock_me', orgId: '330102' });
      await failUntilLocked(server, 'lock_me', { clock });
    });
    after(() => server.close());

    const names = async (query: string) => ((await admin.json(`${API}/users?size=500&${query}`)).body.data.records as { username: string }[]).map((r) => r.username);

    it('lists the locked accounts, and leaves them out of the unlocked ones', async () => {
      assert.deepEqual(await names('locked=true'), ['lock_me']);
      assert.deepEqual(await names('locked=1&orgId=330102'), ['lock_me']);
      const unlocked = await names('locked=false');
      assert.ok(unlocked.includes('admin') && !unlocked.includes('lock_me'));
    });

    it('refuses a value that is no yes or no, naming the filter', async () => {
      const { status, body } = await admin.json(`${API}/users?locked=maybe`);
      assert.deepEqual([status, body.msg], [400, '查询条件“已锁定”的值不正确：maybe']);
    });

    it('keeps a lock however long ago it was set, until an administrator unlocks it', async () => {
      clock.advance(86_400_000);
      const later = await signIn(server, 'admin', { now: clock.now });
      const list = async (query: string) => ((await later.json(`${API}/users?size=500&${query}`)).body.data.records as { username: string }[]).map((r) => r.username);
      assert.deepEqual(await list('locked=true'), ['lock_me']);
      const [lockMe] = (await later.json(`${API}/users?size=500&username=lock_me`)).body.data.records as { id: string }[];
      assert.equal((await later.json(`${API}/users/${lockMe!.id}/unlock`, { method: 'PUT' })).status, 200);
      assert.deepEqual(await list('locked=true'), []);
      assert.ok((await list('locked=0')).includes('lock_me'));
    });
  });
}
