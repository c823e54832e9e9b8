/**
 * Issue 16.1: no request holds PostgreSQL longer than STATEMENT_TIMEOUT_MS. A list waiting behind a lock
 * stands for any slow statement: it is stopped at the limit and the user gets the clear message with the
 * request id, which the warning in the log carries too. PGlite cannot interrupt a statement (docs/platform.md),
 * so this suite runs on PostgreSQL only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { zh } from '../../model/i18n/index.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

for (const engine of ENGINES.filter((e) => e === 'postgres')) {
  describe(`statement timeout (${engine})`, () => {
    let server: TestServer;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine, { STATEMENT_TIMEOUT_MS: '1000' });
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('stops a request statement at the limit with a clear message, logged with the request id', async () => {
      let answer: { status: number; body: any } | undefined;
      await server.db.transaction(async (tx) => {
        await tx.exec('LOCK TABLE phone_book IN ACCESS EXCLUSIVE MODE');
        answer = await hz.json('/lgbsmp/api/v1/stafftelphone?size=5');
      });
      assert.equal(answer!.status, 500);
      assert.equal(answer!.body.msg, zh('error.statementTimeout'));
      assert.equal(answer!.body.msg, '查询超时，请缩小查询范围后重试');
      const requestId = answer!.body.data.requestId;
      assert.match(requestId, /^[0-9a-f-]{36}$/);
      assert.ok(server.logs.some((l) => l.msg === 'statement timeout' && l.requestId === requestId && l.level === 'warn'));
      assert.ok(!server.logs.some((l) => l.msg === 'unhandled error'));
      // The lock gone, the same list answers.
      assert.equal((await hz.json('/lgbsmp/api/v1/stafftelphone?size=5')).status, 200);
    });

    it('compiles no query: JIT is off on the server connections', async () => {
      // Unanalysed tables made the planner's estimate of a few-row fileinformation list cross jit_above_cost,
      // and compiling it took seconds, past the limit above.
      const [row] = await server.db.query<{ jit: string }>('SHOW jit');
      assert.equal(row!.jit, 'off');
    });
  });
}
