/**
 * A `contains` filter reads the rows holding the term's pairs of characters from its index (migration 035,
 * server/engine/listQuery.ts) and checks the term on those: the rows found are exactly those whose text holds
 * the term, ignoring case, for terms of one character, of two, longer ones, and terms with spaces and the
 * characters LIKE treats as wildcards, on both engines, through the index.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1/stafftelphone';
const NAMES = ['王小明', '小王明', 'Wang Xiaoming', '张三50%_x', '张三50ab', '李四 五', '欧阳娜娜', '阳娜', '明'];
const TERMS = ['王', '小明', '王小', 'XIAO', 'g x', '50%_', '50%', '四 五', '阳娜娜', '娜娜', '明王', '明', 'zz'];

for (const engine of ENGINES) {
  describe(`contains searches through the index of pairs of characters (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      await server.db.query('DELETE FROM phone_book');
      admin = await signIn(server, 'admin');
      for (const [i, userName] of NAMES.entries()) {
        const { body } = await admin.json(API, { method: 'POST', json: { userName, phonenumber: '13812345678', orgId: '330100', post: '科员', sort: i } });
        assert.equal(body.code, 0, JSON.stringify(body));
      }
    });
    after(() => server.close());

    it('finds exactly the texts holding the term, whatever its length, case, spaces or wildcard characters', async () => {
      for (const term of TERMS) {
        const { body } = await admin.json(`${API}?size=100&userName=${encodeURIComponent(term)}`);
        assert.equal(body.code, 0, JSON.stringify(body));
        const found = body.data.records.map((r: { userName: string }) => r.userName).sort();
        const expected = NAMES.filter((n) => n.toLowerCase().includes(term.toLowerCase())).sort();
        assert.deepEqual(found, expected, term);
        assert.equal(body.data.total, expected.length, term);
      }
    });

    it('is answered from the index when the planner is told to prefer it', async () => {
      const plan = await server.db.transaction(async (tx) => {
        await tx.exec('SET LOCAL enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT id FROM phone_book t WHERE del_flag = 0 AND search_bigrams(t.user_name) @> search_bigrams('小明') AND t.user_name ILIKE '%小明%'`,
        );
      });
      assert.match(plan.map((line) => line['QUERY PLAN']).join('\n'), /dx_phone_book_user_name_gin/);
    });
  });
}
