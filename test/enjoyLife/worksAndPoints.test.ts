/**
 * 作品征集, 精品佳作, 我的作品, 题库管理 and 积分管理 (issue 22): a work through the engine's review workflow
 * (submitted by 西湖区's administrator, rejected and approved by Hangzhou's), each kind seeing its own rows and
 * 我的作品 its user's; questions whose answer is checked against their options (refused, nothing written) and
 * reviewed the same way; a points ledger whose balance is the sum, never edited in place or deleted, a
 * correction a new entry of the same cadre; the balances ranked per organisation; scope throughout.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, countRows, partyCadre } from '../vanguard/helpers/branchData.ts';

const WORK = { headline: '测试行书《沁园春·雪》', workType: '1', author: '王建国', orgId: '330106', context: '<p>退休后坚持习字十年。</p>' };
const QUESTION = { question: '“八八战略”是哪一年提出的？', questionType: '1', options: '2002年\n2003年\n2005年', answer: 'B', category: '浙江省情', orgId: '330106' };

for (const engine of ENGINES) {
  describe(`银龄乐享 works, questions and points on ${engine}`, () => {
    let server: TestServer;
    let author: SignedClient;
    let reviewer: SignedClient;
    let shaoxing: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      author = await signIn(server, 'admin_330106');
      reviewer = await signIn(server, 'hz_admin');
      shaoxing = await signIn(server, 'sx_admin');
    });
    after(() => server.close());

    const move = (who: SignedClient, resource: string, id: string, name: string, json: Record<string, unknown>) =>
      who.json(`${API}/${resource}/${id}/${name}`, { method: 'PUT', json });
    const ids = async (who: SignedClient, query: string) => ((await who.json(`${API}/${query}`)).body.data.records as { id: string }[]).map((r) => r.id);

    it('takes a submitted work through rejection, resubmission and approval, and lists it on the author’s 我的作品', async () => {
      let work = (await author.json(`${API}/collectionOfWorks`, { method: 'POST', json: WORK })).body.data;
      assert.equal(work.status, 'draft');
      assert.equal(work.kind, 'collectionOfWorks');
      work = (await move(author, 'collectionOfWorks', work.id, 'submit', { version: work.version })).body.data;
      assert.equal(work.status, 'submitted');
      const own = await move(author, 'collectionOfWorks', work.id, 'approve', { version: work.version });
      assert.equal(own.body.msg, '不能审核自己提交的内容');
      assert.ok((await ids(reviewer, 'collectionOfWorks?queue=review&size=500')).includes(work.id), 'in the reviewer’s queue');
      const noReason = await move(reviewer, 'collectionOfWorks', work.id, 'reject', { version: work.version });
      assert.equal(noReason.body.msg, '请填写原因');
      work = (await move(reviewer, 'collectionOfWorks', work.id, 'reject', { version: work.version, reason: '作品图片不清晰' })).body.data;
      assert.equal(work.status, 'rejected');
      work = (await author.json(`${API}/collectionOfWorks/${work.id}`, { method: 'PUT', json: { version: work.version, headline: '测试行书《沁园春·雪》（修改）' } })).body.data;
      work = (await move(author, 'collectionOfWorks', work.id, 'submit', { version: work.version })).body.data;
      work = (await move(reviewer, 'collectionOfWorks', work.id, 'approve', { version: work.version })).body.data;
      assert.equal(work.status, 'approved');
      assert.equal(work.approver, 'user-hz-admin');
      assert.ok(work.approveTime);

      const mine = (await author.json(`${API}/myWorks?size=500`)).body.data.records;
      assert.ok(mine.some((w: any) => w.id === work.id && w.status === 'approved'));
      assert.ok(mine.every((w: any) => w.createBy === undefined || w.createBy === 'user-330106'));
      assert.ok(!(await ids(reviewer, 'myWorks?size=500')).includes(work.id), 'not on the reviewer’s own works');
      assert.ok(!(await ids(reviewer, 'masterPiece?size=500')).includes(work.id), 'a call’s work is no masterpiece');
      assert.ok(!(await ids(shaoxing, 'collectionOfWorks?size=500')).includes(work.id), 'nor seen in Shaoxing');
    });

    it('adds a work on 我的作品 as a submission to the call, with only the author’s moves', async () => {
      const work = (await author.json(`${API}/myWorks`, { method: 'POST', json: { ...WORK, headline: '测试我的作品' } })).body.data;
      assert.equal(work.kind, 'collectionOfWorks');
      assert.ok((await ids(reviewer, 'collectionOfWorks?size=500')).includes(work.id));
      const submitted = (await move(author, 'myWorks', work.id, 'submit', { version: work.version })).body.data;
      assert.equal(submitted.status, 'submitted');
      const decided = await move(reviewer, 'myWorks', work.id, 'approve', { version: submitted.version });
      assert.notEqual(decided.body.code, 0, 'no decision on 我的作品');
      const piece = (await reviewer.json(`${API}/masterPiece`, { method: 'POST', json: { ...WORK, headline: '测试精品', orgId: '330100' } })).body.data;
      assert.equal(piece.kind, 'masterPiece');
      assert.ok((await ids(reviewer, 'myWorks?size=500')).includes(piece.id), 'a masterpiece its user entered is theirs too');
    });

    it('refuses a question whose answer is not among its options, naming the field, and nothing written', async () => {
      const before = await countRows(server, 'el_question');
      const post = (json: Record<string, unknown>) => author.json(`${API}/questionBank`, { method: 'POST', json: { ...QUESTION, ...json } });
      const answerMsg = '正确答案须为选项中的字母：单选题一个，多选题两个及以上；判断题填“正确”或“错误”';
      assert.deepEqual((await post({ answer: 'D' })).body.data.errors, [{ field: 'answer', message: answerMsg }]);
      assert.deepEqual((await post({ answer: 'AB' })).body.data.errors, [{ field: 'answer', message: answerMsg }], 'single choice: one letter');
      assert.deepEqual((await post({ questionType: '2', answer: 'A' })).body.data.errors, [{ field: 'answer', message: answerMsg }], 'multiple choice: two or more');
      assert.deepEqual((await post({ questionType: '3', options: '', answer: '对' })).body.data.errors, [{ field: 'answer', message: answerMsg }]);
      assert.deepEqual((await post({ questionType: '3', answer: '正确' })).body.data.errors, [{ field: 'options', message: '判断题不填选项' }]);
      assert.deepEqual((await post({ options: '只有一个选项', answer: 'A' })).body.data.errors, [{ field: 'options', message: '选择题至少需要两个选项（每行一个）' }]);
      assert.equal(await countRows(server, 'el_question'), before, 'nothing written');

      const multiple = await post({ questionType: '2', options: '适量运动\n合理膳食\n长期熬夜\n定期体检', answer: 'ABD' });
      assert.equal(multiple.status, 200, JSON.stringify(multiple.body));
      const judge = (await post({ questionType: '3', options: '', answer: '错误', question: '离退休干部党员可以不参加组织生活。' })).body.data;
      const submitted = (await move(author, 'questionBank', judge.id, 'submit', { version: judge.version })).body.data;
      const approved = (await move(reviewer, 'questionBank', judge.id, 'approve', { version: submitted.version })).body.data;
      assert.equal(approved.status, 'approved');
      const edit = await author.json(`${API}/questionBank/${judge.id}`, { method: 'PUT', json: { version: approved.version, answer: '正确' } });
      assert.equal(edit.body.msg, '当前状态（审核通过）不能修改');
      const single = (await post({})).body.data;
      const wrongEdit = await author.json(`${API}/questionBank/${single.id}`, { method: 'PUT', json: { version: single.version, options: '2002年\n2003年', answer: 'C' } });
      assert.deepEqual(wrongEdit.body.data.errors, [{ field: 'answer', message: answerMsg }], 'checked against the options on edit too');
    });

    it('keeps a points ledger whose balance is the sum, never edited in place, a correction a new entry', async () => {
      const cadre = await partyCadre(reviewer, '积分干部');
      const entry = (points: number, json: Record<string, unknown> = {}) =>
        reviewer.json(`${API}/integral`, { method: 'POST', json: { cadreId: cadre.id, rule: '2', points, reason: '参加重阳节文艺汇演', entryTime: '2026-10-29T10:00:00+08:00', ...json } });
      const first = (await entry(10)).body.data;
      assert.equal(first.balance, 10);
      assert.equal(first.cadreName, '积分干部');
      assert.equal(first.orgId, '330106-01');
      const second = (await entry(5)).body.data;
      assert.equal(second.balance, 15);
      const before = await countRows(server, 'el_integral');
      const inPlace = await reviewer.json(`${API}/integral/${first.id}`, { method: 'PUT', json: { version: first.version, points: 8 } });
      assert.equal(inPlace.body.msg, '当前状态（已入账）不能修改');
      const removed = await reviewer.json(`${API}/integral`, { method: 'DELETE', json: { ids: [first.id] } });
      assert.notEqual(removed.body.code, 0, 'an entry is not deleted');
      assert.equal((await entry(0)).body.data.errors[0].message, '积分不能为0');
      const other = await partyCadre(reviewer, '另一干部');
      const wrongCadre = await reviewer.json(`${API}/integral`, { method: 'POST', json: { cadreId: other.id, rule: '9', points: -10, reason: '更正', entryTime: '2026-10-30T10:00:00+08:00', correctsId: first.id } });
      assert.deepEqual(wrongCadre.body.data.errors, [{ field: 'correctsId', message: '更正的记录须为同一名干部的积分记录' }]);
      assert.equal(await countRows(server, 'el_integral'), before, 'nothing written');
      const correction = (await entry(-10, { rule: '9', reason: '更正：重复登记', correctsId: first.id })).body.data;
      assert.equal(correction.balance, 5);
      assert.equal((await reviewer.json(`${API}/integral/${first.id}`)).body.data.points, 10, 'the corrected entry stays as it was');

      const balances = (await reviewer.json(`${API}/enjoyLife/integralBalance?cadreName=${encodeURIComponent('积分干部')}`)).body.data.records;
      assert.deepEqual(balances.map((b: any) => [b.cadreName, b.balance, b.entries]), [['积分干部', 5, 3]]);
      const all = (await reviewer.json(`${API}/enjoyLife/integralBalance`)).body.data.records;
      assert.ok(all.length > 1 && all.every((b: any) => b.orgId.startsWith('3301')), 'Hangzhou’s cadres only');
      assert.ok(all.every((b: any, i: number) => i === 0 || all[i - 1].balance >= b.balance), 'highest first');
      const sameOrg = all.filter((b: any) => b.orgId === all[0].orgId);
      assert.equal(sameOrg[0].rankInOrg, 1);
      const [sums] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM el_integral e WHERE e.balance <> (SELECT sum(points) FROM el_integral f WHERE f.cadre_id = e.cadre_id AND (f.entry_time, f.id) <= (e.entry_time, e.id))
           AND e.create_by <> 'user-hz-admin'`, []);
      assert.equal(sums!.n, 0, 'the seeded balances are running sums');
      assert.ok(!(await ids(shaoxing, 'integral?size=500')).includes(first.id), 'a Hangzhou cadre’s points are not seen in Shaoxing');
      const outOfScope = await shaoxing.json(`${API}/integral`, { method: 'POST', json: { cadreId: cadre.id, rule: '1', points: 3, reason: '越权', entryTime: '2026-10-30T10:00:00+08:00' } });
      assert.ok(outOfScope.body.data.errors.some((e: any) => e.field === 'cadreId'), JSON.stringify(outOfScope.body));
    });

    it('seeds works and questions in every review state, and a ledger with a correction', async () => {
      const states = await server.db.query<{ status: string }>(`SELECT DISTINCT status FROM el_work WHERE kind = 'collectionOfWorks'`, []);
      assert.deepEqual(states.map((s) => s.status).sort(), ['approved', 'draft', 'rejected', 'submitted', 'withdrawn']);
      const questions = await server.db.query<{ status: string }>(`SELECT DISTINCT status FROM el_question`, []);
      assert.ok(questions.length >= 4);
      const [corrections] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM el_integral WHERE corrects_id IS NOT NULL`, []);
      assert.ok(corrections!.n >= 10);
      assert.ok((await ids(reviewer, 'myWorks?size=500')).length > 0, 'hz_admin has works of their own');
    });
  });
}
