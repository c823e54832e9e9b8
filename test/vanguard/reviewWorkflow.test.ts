/**
 * The engine's review workflow (Lifecycle.review) on 心得体会 (issue 20): draft → submitted → rejected with a
 * reason → edited and resubmitted → approved → withdrawn, by an author (西湖区's administrator) and a
 * reviewer (Hangzhou's); every refusal with its Chinese message and nothing written: another's edit or
 * submission, a decision on one's own item, a second decision, a rejection without a reason; the decision
 * stamped and kept in the item's history; the reviewer's queue, listed and exported; another city sees none of it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { exportedRows, exportOf, filesServerFactory } from '../engineFiles/helpers/filesServer.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const ITEM = { title: '重温入党誓词有感', author: '王建国', orgId: '330106', content: '<p>离岗不离党，退休不褪色。</p>' };

for (const engine of ENGINES) {
  describe(`review workflow on ${engine}`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let author: SignedClient;
    let reviewer: SignedClient;
    let shaoxing: SignedClient;
    before(async () => {
      server = await startServer(engine);
      author = await signIn(server, 'admin_330106');
      reviewer = await signIn(server, 'hz_admin');
      shaoxing = await signIn(server, 'sx_admin');
    });
    after(() => server.close());

    const move = (who: SignedClient, id: string, name: string, json: Record<string, unknown>) =>
      who.json(`${API}/thinkingSummary/${id}/${name}`, { method: 'PUT', json });
    const read = async (id: string) => (await author.json(`${API}/thinkingSummary/${id}`)).body.data;
    const refused = (res: { body: { code: number; msg: string } }, msg: string) => {
      assert.notEqual(res.body.code, 0, JSON.stringify(res.body));
      assert.equal(res.body.msg, msg);
    };
    const queueIds = async (who: SignedClient) =>
      ((await who.json(`${API}/thinkingSummary?queue=review&size=500`)).body.data.records as { id: string }[]).map((r) => r.id);

    it('takes an item through submit, reject, resubmit, approve and withdraw, refusing what each may not do', async () => {
      const created = await author.json(`${API}/thinkingSummary`, { method: 'POST', json: ITEM });
      assert.equal(created.body.code, 0, JSON.stringify(created.body));
      let item = created.body.data;
      assert.equal(item.status, 'draft');

      refused(await reviewer.json(`${API}/thinkingSummary/${item.id}`, { method: 'PUT', json: { version: item.version, title: '改' } }), '只有作者本人可以修改该内容');
      refused(await move(reviewer, item.id, 'submit', { version: item.version }), '只有作者本人可以提交审核');
      assert.equal((await read(item.id)).status, 'draft', 'nothing written');

      item = (await move(author, item.id, 'submit', { version: item.version })).body.data;
      assert.equal(item.status, 'submitted');
      refused(await author.json(`${API}/thinkingSummary/${item.id}`, { method: 'PUT', json: { version: item.version, title: '改' } }), '当前状态（待审核）不能修改');
      // The county administrator holds the review permission too, but not over their own item.
      refused(await move(author, item.id, 'approve', { version: item.version }), '不能审核自己提交的内容');
      assert.ok((await queueIds(reviewer)).includes(item.id), 'in the reviewer’s queue');
      assert.ok(!(await queueIds(author)).includes(item.id), 'not in its author’s queue');

      refused(await move(reviewer, item.id, 'reject', { version: item.version }), '请填写原因');
      item = (await move(reviewer, item.id, 'reject', { version: item.version, reason: '请补充具体事例' })).body.data;
      assert.equal(item.status, 'rejected');
      assert.equal(item.statusReason, '请补充具体事例');
      assert.equal(item.approver, 'user-hz-admin');
      assert.equal(item.approverName, '杭州市管理员');
      assert.ok(item.approveTime);
      refused(await move(reviewer, item.id, 'approve', { version: item.version }), '该内容已审核（审核不通过），不能重复审核');
      assert.ok(!(await queueIds(reviewer)).includes(item.id), 'decided: out of the queue');

      item = (await author.json(`${API}/thinkingSummary/${item.id}`, { method: 'PUT', json: { version: item.version, content: '<p>补充：组织老党员重温入党誓词。</p>' } })).body.data;
      item = (await move(author, item.id, 'submit', { version: item.version })).body.data;
      assert.equal(item.status, 'submitted');
      item = (await move(reviewer, item.id, 'approve', { version: item.version })).body.data;
      assert.equal(item.status, 'approved');
      refused(await move(reviewer, item.id, 'reject', { version: item.version, reason: '再看看' }), '该内容已审核（审核通过），不能重复审核');
      // A stale page (an older version) learns that the item was decided, not merely that it changed.
      refused(await move(reviewer, item.id, 'approve', { version: item.version - 1 }), '该内容已审核（审核通过），不能重复审核');

      item = (await move(author, item.id, 'withdraw', { version: item.version, reason: '内容需要更新' })).body.data;
      assert.equal(item.status, 'withdrawn');

      const history = (await author.json(`${API}/thinkingSummary/${item.id}/history`)).body.data as { action: string; username: string; changes: Record<string, [unknown, unknown]> }[];
      const moves = history.filter((h) => h.action === 'transition').reverse().map((h) => [h.username, ...h.changes.status!, h.changes.reason?.[1] ?? null]);
      assert.deepEqual(moves, [
        ['admin_330106', 'draft', 'submitted', null],
        ['hz_admin', 'submitted', 'rejected', '请补充具体事例'],
        ['admin_330106', 'rejected', 'submitted', null],
        ['hz_admin', 'submitted', 'approved', null],
        ['admin_330106', 'approved', 'withdrawn', '内容需要更新'],
      ]);
    });

    it('keeps each city to its own items and queue, and each kind to its own rows', async () => {
      const item = (await author.json(`${API}/thinkingSummary`, { method: 'POST', json: { ...ITEM, title: '杭州的心得' } })).body.data;
      const submitted = (await move(author, item.id, 'submit', { version: item.version })).body.data;
      assert.deepEqual((await shaoxing.json(`${API}/thinkingSummary/${item.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      assert.ok(!(await queueIds(shaoxing)).includes(item.id));
      const outside = await move(shaoxing, item.id, 'approve', { version: submitted.version });
      assert.equal(outside.status, 404);
      assert.equal((await read(item.id)).status, 'submitted', 'nothing written');
      // The same table, another kind's resource: absent there, and a new item takes its resource's kind.
      assert.deepEqual((await reviewer.json(`${API}/cloudShow/${item.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      const show = (await author.json(`${API}/cloudShow`, { method: 'POST', json: { ...ITEM, title: '书画展', kind: 'thinkingSummary' } })).body.data;
      const [row] = await server.db.query<{ kind: string }>('SELECT kind FROM vg_content WHERE id = $1', [show.id]);
      assert.equal(row!.kind, 'cloudShow');
      const outOfScope = await author.json(`${API}/thinkingSummary`, { method: 'POST', json: { ...ITEM, orgId: '330600' } });
      assert.equal(outOfScope.body.msg, '所选单位不在您的管理范围内');
      const badQueue = await reviewer.json(`${API}/thinkingSummary?queue=mine`);
      assert.equal(badQueue.status, 400);
    });

    it('lists, for Hangzhou, demo items of every kind in every review state, and a queue without its own items', async () => {
      for (const kind of ['beautifulPioneer', 'thinkingSummary', 'cloudRelay', 'cloudShow', 'partyHistoryEducation', 'excellentLecture', 'doublePioneer']) {
        const records = (await reviewer.json(`${API}/${kind}?size=500`)).body.data.records as { status: string; orgId: string }[];
        assert.deepEqual([...new Set(records.map((r) => r.status))].sort(), ['approved', 'draft', 'rejected', 'submitted', 'withdrawn'], kind);
        assert.ok(records.every((r) => r.orgId.startsWith('3301')), `${kind}: Hangzhou only`);
        const queue = (await reviewer.json(`${API}/${kind}?queue=review&size=500`)).body.data.records as { status: string; createBy: string }[];
        assert.ok(queue.length > 0 && queue.every((r) => r.status === 'submitted' && r.createBy !== 'user-hz-admin'), kind);
      }
    });

    it('exports the reviewer’s queue as listed', async () => {
      const queued = (await reviewer.json(`${API}/cloudRelay?queue=review&size=500`)).body.data.records as { title: string }[];
      const job = await exportOf(server, reviewer, 'cloudRelay', 'queue=review');
      const rows = (await exportedRows(server, reviewer, job.id)).slice(1).map((r) => r.values);
      assert.equal(rows.length, queued.length);
      assert.ok(rows.every((values) => values.includes('待审核')), 'only items waiting for review');
    });
  });
}
