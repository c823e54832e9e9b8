/**
 * 一人一策 (docs/enjoyLife.md, "养老服务与学习内容"): a plan for a cadre in scope with the cadre's name and
 * organisation filled in; one plan in force per cadre; closed with a reason and then read-only; refused with a
 * message under the field (a review before the plan, a cadre outside the user's scope, a second plan in force),
 * nothing written; another city's plans never seen; the list filtered to the plans due; the exports recorded.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, createSub, idCard, todayCst } from '../cadre/helpers/cadreData.ts';
import { exportOf, filesServerFactory } from '../engineFiles/helpers/filesServer.ts';

const count = async (server: TestServer) => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM el_care_plan', []))[0]!.n;

const PLAN = {
  careReasons: ['1', '3'], riskFactors: '年逾九旬，独居', needs: '定期探望', measures: '每周电话问候，每月上门走访',
  responsiblePerson: '王明', contactFrequency: '1', startDate: '2026-01-10', reviewDate: '2026-07-10',
};

for (const engine of ENGINES) {
  describe(`一人一策 on ${engine}`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let hzCadre: Record<string, any>;
    let nbCadre: Record<string, any>;
    before(async () => {
      server = await startServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      hzCadre = await createCadre(admin, { realName: '杭关爱', idCard: idCard('330106', '1932-03-03') });
      nbCadre = await createCadre(admin, { realName: '甬关爱', idCard: idCard('330203', '1933-04-04'), manageOrgId: '330203-01' });
    });
    after(() => server.close());

    it('records a plan for a cadre in scope, refuses a second in force, closes it with a reason, then allows a new one', async () => {
      const plan = await createSub(hz, 'onePersonOneStrategy', { cadreId: hzCadre.id, ...PLAN });
      assert.equal(plan.cadreName, '杭关爱');
      assert.equal(plan.manageOrgId, '330106-01');
      assert.equal(plan.status, 'active');
      const before = await count(server);
      const second = await hz.json(`${API}/onePersonOneStrategy`, { method: 'POST', json: { cadreId: hzCadre.id, ...PLAN } });
      assert.equal(second.status, 400);
      assert.deepEqual(second.body.data.errors, [{ field: 'cadreId', message: '该干部已有实施中的一人一策，请先结束原计划再新增' }]);
      assert.equal(await count(server), before);
      const noReason = await hz.json(`${API}/onePersonOneStrategy/${plan.id}/close`, { method: 'PUT', json: { version: plan.version } });
      assert.equal(noReason.body.code, 4);
      assert.equal((await hz.json(`${API}/onePersonOneStrategy/${plan.id}`)).body.data.status, 'active');
      const closed = await hz.json(`${API}/onePersonOneStrategy/${plan.id}/close`, { method: 'PUT', json: { version: plan.version, reason: '已入住养老机构' } });
      assert.equal(closed.status, 200, JSON.stringify(closed.body));
      assert.equal(closed.body.data.status, 'closed');
      assert.equal(closed.body.data.statusReason, '已入住养老机构');
      const edit = await hz.json(`${API}/onePersonOneStrategy/${plan.id}`, { method: 'PUT', json: { version: closed.body.data.version, needs: '改' } });
      assert.deepEqual([edit.body.code, edit.body.msg], [4, '当前状态（已结束）不能修改']);
      await createSub(hz, 'onePersonOneStrategy', { cadreId: hzCadre.id, ...PLAN, startDate: '2026-08-01', reviewDate: '2026-11-01' });
    });

    it('refuses, naming the field, and writes nothing', async () => {
      const before = await count(server);
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ ...PLAN, cadreId: nbCadre.id }, 'cadreId', '离退休干部不存在'],
        [{ ...PLAN, cadreId: nbCadre.id, reviewDate: '2025-12-31' }, 'reviewDate', '复查日期不能早于制定日期'],
        [{ ...PLAN, cadreId: hzCadre.id, careReasons: [] }, 'careReasons', '关爱类型'],
        [{ ...PLAN, cadreId: hzCadre.id, contactFrequency: '9' }, 'contactFrequency', '联系频次'],
        [{ ...PLAN, cadreId: hzCadre.id, responsiblePhone: '12345' }, 'responsiblePhone', '责任人电话格式不正确'],
      ];
      for (const [input, field, message] of refusals) {
        const res = await hz.json(`${API}/onePersonOneStrategy`, { method: 'POST', json: input });
        assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`);
        assert.ok(res.body.data.errors.some((e: { field: string; message: string }) => e.field === field && e.message.startsWith(message)), JSON.stringify(res.body));
      }
      assert.equal(await count(server), before);
    });

    it('never shows a Hangzhou user Ningbo’s plans, and lists the plans due for review', async () => {
      const nb = await createSub(admin, 'onePersonOneStrategy', { cadreId: nbCadre.id, ...PLAN });
      assert.deepEqual((await hz.json(`${API}/onePersonOneStrategy/${nb.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      const mine = (await hz.json(`${API}/onePersonOneStrategy?cadreName=${encodeURIComponent('甬关爱')}`)).body.data.total;
      assert.equal(mine, 0);
      const today = todayCst();
      const due = (await hz.json(`${API}/onePersonOneStrategy?status=active&reviewDate_to=${today}&size=500`)).body.data;
      assert.ok(due.total > 0);
      assert.ok(due.records.every((r: any) => r.status === 'active' && r.reviewDate <= today && r.manageOrgId.startsWith('3301')));
      const all = (await admin.json(`${API}/onePersonOneStrategy?status=active&reviewDate_to=${today}&size=1`)).body.data.total;
      assert.ok(all > due.total, `${due.total} of ${all}`);
    });

    it('records its exports, listed for the care plans only', async () => {
      const job = await exportOf(server, hz, 'onePersonOneStrategy');
      assert.equal(job.status, 'ready');
      const records = (await hz.json(`${API}/downloadRecord?resource=onePersonOneStrategy`)).body.data.records;
      assert.ok(records.some((r: any) => r.id === job.id && r.resourceLabel === '一人一策'));
      assert.ok(records.every((r: any) => r.resource === 'onePersonOneStrategy'));
    });
  });
}
