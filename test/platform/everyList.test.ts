/**
 * Issue 16.1: every list of every declared resource answers, as a city administrator and as a unit user,
 * on a freshly seeded demo database and on the same database with its statistics forgotten (the planner's
 * view of a database never analysed). The bound is the request statement timeout: it stands for "did not
 * hang" (a list took 40–100 s before the scope conditions stopped depending on statistics).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SIGNED_IN } from '../../model/resource/permissions.ts';
import { RESOURCES } from '../../model/resources/index.ts';
import { createGrantsCache } from '../../server/areas/auth/grants.ts';
import { ENGINES } from '../helpers/engines.ts';
import { forgetStatistics } from '../helpers/forgetStatistics.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const USERS = ['hz_admin', 'unit_user'];

for (const engine of ENGINES) {
  describe(`every list answers in time as a city and a unit user (${engine})`, () => {
    let server: TestServer;
    const clients = new Map<string, { client: SignedClient; permissions: Set<string> }>();
    before(async () => {
      server = await startTestServer(engine);
      for (const username of USERS) {
        const client = await signIn(server, username);
        const [user] = await server.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]);
        clients.set(username, { client, permissions: new Set((await createGrantsCache(server.db).now(user!.id)).permissions) });
      }
    });
    after(() => server.close());

    async function openEveryList(): Promise<void> {
      const bound = server.config.statementTimeoutMs;
      for (const [username, { client, permissions }] of clients) {
        let answered = 0;
        for (const def of RESOURCES) {
          const started = performance.now();
          const { status, body } = await client.json(`/lgbsmp/api/v1/${def.name}?current=1&size=20`);
          const took = performance.now() - started;
          const allowed = def.permissions.view === SIGNED_IN || permissions.has(def.permissions.view);
          assert.equal(status, allowed ? 200 : 403, `${username} ${def.name}: ${JSON.stringify(body)}`);
          if (allowed) {
            assert.equal(body.code, 0, `${username} ${def.name}`);
            answered++;
          }
          assert.ok(took < bound, `${username} ${def.name} took ${Math.round(took)} ms (bound ${bound} ms)`);
        }
        assert.ok(answered > 0, `${username} may open no list`);
      }
    }

    it('on the freshly seeded demo database', openEveryList);

    it('on the same database never analysed', async () => {
      await forgetStatistics(server.db);
      const [never] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_class WHERE relname = 'cadre' AND relnamespace = current_schema()::regnamespace AND reltuples < 0`);
      assert.equal(never!.n, 1);
      await openEveryList();
    });
  });
}
