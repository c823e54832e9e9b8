/**
 * 兼职登记 (issue 19): the rules of 社团兼职 (domain.md 4.6) on the server, each refusal naming its rule and
 * writing nothing: no pay, no overseas group, at most two terms (a third term by number or by a third record at
 * the same group), one 社会团体 post at a time, no new post at 70 or older (age from the birth date on the post's
 * first day), on create and on edit; a Hangzhou user never sees a Ningbo post; the demo has posts to show.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, createSub, idCard } from '../cadre/helpers/cadreData.ts';
import { exportedRows, exportOf, filesServerFactory } from '../engineFiles/helpers/filesServer.ts';

const POST = { socialGroup: '浙江省老年科学技术工作者协会', groupType: '1', post: '理事', termNo: 1, startDate: '2022-03-01' };

for (const engine of ENGINES) {
  describe(`兼职登记 on ${engine}`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let young: Record<string, any>;
    let old: Record<string, any>;
    let nbCadre: Record<string, any>;
    before(async () => {
      server = await startServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      const later = { partyJoinDate: '1982-07', workStartDate: '1978-09', retirementDate: '2018-06' };
      young = await createCadre(admin, { realName: '杭兼老', idCard: idCard('330106', '1958-06-15'), ...later });
      // 70 on 2025-05-10: a post from 2025-05-09 is the last one allowed.
      old = await createCadre(admin, { realName: '杭高老', idCard: idCard('330106', '1955-05-10'), ...later });
      nbCadre = await createCadre(admin, { realName: '甬兼老', idCard: idCard('330203', '1958-02-02'), manageOrgId: '330203-01', ...later });
    });
    after(() => server.close());

    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wr_parttime', []))[0]!.n;
    const refused = async (res: { status: number; body: any }, field: string, message: string) => {
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(res.body.data.errors, [{ field, message }]);
    };
    const post = (input: Record<string, unknown>) => hz.json(`${API}/parttime`, { method: 'POST', json: input });

    it('records an unpaid post with its cadre and organisation', async () => {
      const held = await createSub(hz, 'parttime', { cadreId: young.id, ...POST, approvalNo: '浙老干〔2022〕8号' });
      assert.equal(held.cadreName, '杭兼老');
      assert.equal(held.manageOrgId, '330106-01');
      assert.equal(Number(held.remuneration), 0);
      assert.equal(held.isOverseas, false);
    });

    it('refuses pay, an overseas group and a third term by number, naming the rule, writing nothing', async () => {
      const before = await count();
      const other = { ...POST, socialGroup: '市老年体育协会', groupType: '2', cadreId: young.id };
      await refused(await post({ ...other, remuneration: 2000 }), 'remuneration', '兼职不得领取报酬：兼职报酬必须为0');
      await refused(await post({ ...other, isOverseas: true }), 'isOverseas', '不得在境外社团兼职');
      await refused(await post({ ...other, termNo: 3 }), 'termNo', '兼职任期不得超过2届');
      await refused(await post({ ...other, endDate: '2022-02-01' }), 'endDate', '任职结束日期不能早于任职开始日期');
      assert.equal(await count(), before);
    });

    it('holds one 社会团体 post at a time, and no third term at the same group', async () => {
      const before = await count();
      const second = { cadreId: young.id, socialGroup: '浙江省老年体育协会', groupType: '1', post: '副秘书长', termNo: 1, startDate: '2024-01-01' };
      await refused(await post(second), 'socialGroup', '同一时间只能在一个社会团体兼职：该干部已在“浙江省老年科学技术工作者协会”兼职');
      assert.equal(await count(), before);
      // A foundation is no 社会团体: held beside it.
      await createSub(hz, 'parttime', { ...second, socialGroup: '浙江省慈善联合总会', groupType: '2' });
      // Once the first post has ended, another 社会团体 may follow it.
      const [first] = (await hz.json(`${API}/parttime?cadreName=${encodeURIComponent('杭兼老')}&groupType=1`)).body.data.records;
      const ended = await hz.json(`${API}/parttime/${first.id}`, { method: 'PUT', json: { version: first.version, endDate: '2023-12-31' } });
      assert.equal(ended.body.code, 0, JSON.stringify(ended.body));
      const next = await createSub(hz, 'parttime', second);
      // Two terms at the 体育协会, the second after the first: a third is refused whatever its number says.
      await hz.json(`${API}/parttime/${next.id}`, { method: 'PUT', json: { version: next.version, endDate: '2024-12-31' } });
      await createSub(hz, 'parttime', { ...second, termNo: 2, startDate: '2025-01-01', endDate: '2025-03-31' });
      await refused(await post({ ...second, termNo: 2, startDate: '2025-04-01' }), 'termNo', '兼职任期不得超过2届：该干部已在“浙江省老年体育协会”任职2届');
    });

    it('refuses a new post at 70 or older on its first day, on create and on edit', async () => {
      const before = await count();
      const input = { ...POST, cadreId: old.id, socialGroup: '市老年书画研究会' };
      await refused(await post({ ...input, startDate: '2025-05-10' }), 'startDate', '年满70周岁不得新任兼职：任职开始时该干部已满70周岁');
      await refused(await post({ ...input, startDate: '2026-01-01' }), 'startDate', '年满70周岁不得新任兼职：任职开始时该干部已满70周岁');
      assert.equal(await count(), before);
      const held = await createSub(hz, 'parttime', { ...input, startDate: '2025-05-09' });
      const moved = await hz.json(`${API}/parttime/${held.id}`, { method: 'PUT', json: { version: held.version, startDate: '2025-06-01' } });
      await refused(moved, 'startDate', '年满70周岁不得新任兼职：任职开始时该干部已满70周岁');
      assert.equal((await hz.json(`${API}/parttime/${held.id}`)).body.data.startDate, '2025-05-09', 'nothing written');
      const renamed = await hz.json(`${API}/parttime/${held.id}`, { method: 'PUT', json: { version: held.version, post: '顾问' } });
      assert.equal(renamed.body.code, 0, 'a post held keeps its age: editing it is no new post');
    });

    it('never shows a Hangzhou user a Ningbo post, in lists, reads or exports, nor takes one for a Ningbo cadre', async () => {
      const held = await createSub(admin, 'parttime', { ...POST, cadreId: nbCadre.id });
      assert.equal((await hz.json(`${API}/parttime?cadreName=${encodeURIComponent('甬兼老')}`)).body.data.total, 0);
      assert.equal((await admin.json(`${API}/parttime?cadreName=${encodeURIComponent('甬兼老')}`)).body.data.total, 1);
      assert.deepEqual((await hz.json(`${API}/parttime/${held.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      await refused(await post({ ...POST, cadreId: nbCadre.id, socialGroup: '宁波市老年大学' }), 'cadreId', '离退休干部不存在');
      const listed = (await hz.json(`${API}/parttime?size=1`)).body.data.total;
      const job = await exportOf(server, hz, 'parttime');
      const rows = (await exportedRows(server, hz, job.id)).slice(1).map((r) => r.values);
      assert.equal(rows.length, listed);
      assert.ok(!rows.some((values) => values.includes('甬兼老')));
    });

    it('gives the demo posts that keep every rule, some in a second term', async () => {
      const [demo] = await server.db.query<{ n: number; second: number; paid: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE term_no = 2)::int AS second, count(*) FILTER (WHERE remuneration <> 0 OR is_overseas)::int AS paid
           FROM wr_parttime WHERE create_by = 'user-admin'`,
        [],
      );
      assert.ok(demo!.n > 0 && demo!.second > 0 && demo!.paid === 0, JSON.stringify(demo));
      assert.ok((await hz.json(`${API}/parttime?size=1`)).body.data.total > 0);
    });
  });
}
