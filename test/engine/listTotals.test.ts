import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1/stafftelphone';
/** A small threshold so that a handful of rows crosses it. */
const EXACT = 5;

for (const engine of ENGINES) {
  describe(`list totals: exact up to LIST_EXACT_TOTAL, then an estimate that says so (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine, { LIST_EXACT_TOTAL: String(EXACT) });
      await server.db.query('DELETE FROM phone_book');
      admin = await signIn(server, 'admin');
      for (let i = 0; i < 12; i++) {
        const orgId = i < EXACT ? '330100' : '330200';
        const { body } = await admin.json(API, { method: 'POST', json: { userName: `人员${i}`, phonenumber: '13812345678', orgId, post: '科员', sort: i } });
        assert.equal(body.code, 0);
      }
      await server.db.query('ANALYZE phone_book');
    });
    after(() => server.close());

    it('counts exactly, without the flag, a list of exactly the threshold', async () => {
      const { body } = await admin.json(`${API}?orgId=330100&size=2`);
      assert.equal(body.data.total, EXACT);
      assert.equal(body.data.totalEstimated, undefined);
      assert.equal(body.data.records.length, 2);
    });

    it('past the threshold answers an estimate no smaller than the rows counted, flagged, with the page itself exact', async () => {
      const { body } = await admin.json(`${API}?size=2&current=2&sort=sort,asc`);
      assert.equal(body.data.totalEstimated, true);
      assert.ok(body.data.total > EXACT, `estimate ${body.data.total}`);
      assert.equal(body.data.reachable, EXACT);
      assert.deepEqual(body.data.records.map((r: { userName: string }) => r.userName), ['人员2', '人员3']);
    });

    it('pages as far as it counts: the page holding the last counted row answers, one starting past it is refused with the reason', async () => {
      const short = await admin.json(`${API}?orgId=330100&size=2&current=4`);
      assert.deepEqual([short.status, short.body.data.records, short.body.data.total], [200, [], EXACT], 'past the last page of a short list');
      const last = await admin.json(`${API}?size=2&current=3&sort=sort,asc`);
      assert.deepEqual(last.body.data.records.map((r: { userName: string }) => r.userName), ['人员4', '人员5']);
      for (const page of ['size=2&current=4', 'size=5&current=2', 'size=1&current=6']) {
        const { status, body } = await admin.json(`${API}?${page}`);
        assert.equal(status, 400, page);
        assert.equal(body.msg, `只能翻阅前 ${EXACT} 条记录，请增加查询条件缩小范围`);
      }
    });

    it('goes back to an exact count when rows are deleted below the threshold', async () => {
      await server.db.query(`DELETE FROM phone_book WHERE org_id = '330200'`);
      const { body } = await admin.json(API);
      assert.equal(body.data.total, EXACT);
      assert.equal(body.data.totalEstimated, undefined);
    });
  });
}
