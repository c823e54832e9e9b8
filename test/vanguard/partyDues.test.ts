/**
 * 党费收缴 (issue 20): the base taken from the member's pension and the amount due by the rule (≤ 5000 →
 * 0.5 %, above → 1 %); a voluntary extra accepted; an amount below the rule refused unless the branch
 * approved a 困难减免; at most 6 months paid ahead or back; dues only for a member, once a month; the month ×
 * member grid of a branch; a Hangzhou user sees no Ningbo dues.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { createSub } from '../cadre/helpers/cadreData.ts';
import { API, branchWithMembers, countRows, partyCadre } from './helpers/branchData.ts';

for (const engine of ENGINES) {
  describe(`党费收缴 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('computes the dues from the member’s pension by the rule, and takes a voluntary extra', async () => {
      const low = await branchWithMembers(hz, ['低基数'], { pension: 5000 });
      const dues = await createSub(hz, 'partyDues', { branchId: low.branch.id, cadreId: low.cadres[0]!.id, duesMonth: '2025-03', amount: 25, paymentState: '1', paymentDate: '2025-03-10' });
      assert.equal(Number(dues.baseAmount), 5000);
      assert.equal(Number(dues.rate), 0.5);
      assert.equal(Number(dues.dueAmount), 25);
      const high = await branchWithMembers(hz, ['高基数'], { pension: 6200 });
      const extra = await createSub(hz, 'partyDues', { branchId: high.branch.id, cadreId: high.cadres[0]!.id, duesMonth: '2025-03', amount: 100, paymentState: '1', paymentDate: '2025-03-10' });
      assert.equal(Number(extra.rate), 1);
      assert.equal(Number(extra.dueAmount), 62);
      assert.equal(Number(extra.amount), 100, 'paying more is welcome');
      const given = await createSub(hz, 'partyDues', { branchId: high.branch.id, cadreId: high.cadres[0]!.id, duesMonth: '2025-04', baseAmount: 4800, amount: 24, paymentState: '0' });
      assert.equal(Number(given.dueAmount), 24, 'a base given for the month wins over the member’s');
    });

    it('refuses an amount below the rule without an approved reduction, and accepts it with one', async () => {
      const { branch, cadres } = await branchWithMembers(hz, ['减免党员'], { pension: 8000 });
      const input = { branchId: branch.id, cadreId: cadres[0]!.id, duesMonth: '2025-02', amount: 40, paymentState: '1', paymentDate: '2025-02-15' };
      const before = await countRows(server, 'vg_party_dues');
      const below = await hz.json(`${API}/partyDues`, { method: 'POST', json: input });
      assert.equal(below.status, 400);
      assert.deepEqual(below.body.data.errors, [{ field: 'amount', message: '缴纳金额低于按标准应缴的80.00元：少交或免交须经支部批准的困难减免' }]);
      const unapproved = await hz.json(`${API}/partyDues`, { method: 'POST', json: { ...input, isExempt: true, exemptReason: '因病致困' } });
      assert.deepEqual(unapproved.body.data.errors.map((e: any) => e.message).sort(), ['困难减免须填写批准日期', '困难减免须填写支部批准人'].sort());
      assert.equal(await countRows(server, 'vg_party_dues'), before, 'nothing written');
      const approved = await createSub(hz, 'partyDues', { ...input, isExempt: true, exemptReason: '因病致困', exemptApprover: '支部委员会', exemptDate: '2025-01-20' });
      assert.equal(Number(approved.amount), 40);
      const lowered = await hz.json(`${API}/partyDues/${approved.id}`, { method: 'PUT', json: { version: approved.version, isExempt: false } });
      assert.equal(lowered.body.data.errors[0].field, 'amount', 'withdrawing the reduction leaves the amount below the rule');
    });

    it('refuses payment more than 6 months ahead or back, and dues for a non-member or twice a month', async () => {
      const { branch, cadres } = await branchWithMembers(hz, ['预交党员'], { pension: 4000 });
      const base = { branchId: branch.id, cadreId: cadres[0]!.id, amount: 20, paymentState: '1' };
      const before = await countRows(server, 'vg_party_dues');
      const ahead = await hz.json(`${API}/partyDues`, { method: 'POST', json: { ...base, duesMonth: '2025-12', paymentDate: '2025-05-31' } });
      assert.deepEqual(ahead.body.data.errors, [{ field: 'paymentDate', message: '党费预交或补交不能超过6个月' }]);
      const back = await hz.json(`${API}/partyDues`, { method: 'POST', json: { ...base, duesMonth: '2024-10', paymentDate: '2025-05-01' } });
      assert.deepEqual(back.body.data.errors, [{ field: 'paymentDate', message: '党费预交或补交不能超过6个月' }]);
      const noDate = await hz.json(`${API}/partyDues`, { method: 'POST', json: { ...base, duesMonth: '2025-05' } });
      assert.deepEqual(noDate.body.data.errors, [{ field: 'paymentDate', message: '已缴纳的党费须填写缴纳日期' }]);
      const outsider = await partyCadre(hz, '非党员');
      const notMember = await hz.json(`${API}/partyDues`, { method: 'POST', json: { ...base, cadreId: outsider.id, duesMonth: '2025-05', paymentDate: '2025-05-01' } });
      assert.deepEqual(notMember.body.data.errors, [{ field: 'cadreId', message: '该干部不是本支部党员，不能登记党费' }]);
      assert.equal(await countRows(server, 'vg_party_dues'), before, 'nothing written');
      await createSub(hz, 'partyDues', { ...base, duesMonth: '2025-11', paymentDate: '2025-05-31' });
      const twice = await hz.json(`${API}/partyDues`, { method: 'POST', json: { ...base, duesMonth: '2025-11', paymentDate: '2025-06-01' } });
      assert.deepEqual(twice.body.data.errors, [{ field: 'duesMonth', message: '该党员本月党费已登记' }]);
    });

    it('shows a branch’s month × member grid with the paid totals', async () => {
      const { branch, cadres } = await branchWithMembers(hz, ['网格甲', '网格乙'], { pension: 6000 });
      await createSub(hz, 'partyDues', { branchId: branch.id, cadreId: cadres[0]!.id, duesMonth: '2025-01', amount: 60, paymentState: '1', paymentDate: '2025-01-05' });
      await createSub(hz, 'partyDues', { branchId: branch.id, cadreId: cadres[0]!.id, duesMonth: '2025-02', amount: 70, paymentState: '1', paymentDate: '2025-02-05' });
      await createSub(hz, 'partyDues', { branchId: branch.id, cadreId: cadres[1]!.id, duesMonth: '2025-01', amount: 60, paymentState: '0' });
      const grid = (await hz.json(`${API}/vanguard/duesGrid?branchId=${branch.id}&year=2025`)).body.data;
      assert.deepEqual(grid.rows.map((r: any) => r.cadreName), ['网格甲', '网格乙']);
      const [first, second] = grid.rows;
      assert.deepEqual(first.months[0], { amount: 60, dueAmount: 60, paid: true, exempt: false });
      assert.equal(first.months[2], null);
      assert.equal(first.paidTotal, 130);
      assert.equal(second.months[0].paid, false);
      assert.equal(second.paidTotal, 0);
      assert.deepEqual(grid.monthTotals.slice(0, 3), [60, 70, 0]);
      assert.equal(grid.total, 130);
    });

    it('keeps Ningbo dues from a Hangzhou user, and seeds a year of dues', async () => {
      const nb = await branchWithMembers(admin, ['甬党费'], { orgId: '330203-01', pension: 4000 });
      const dues = await createSub(admin, 'partyDues', { branchId: nb.branch.id, cadreId: nb.cadres[0]!.id, duesMonth: '2025-03', amount: 20, paymentState: '1', paymentDate: '2025-03-01' });
      const list = (await hz.json(`${API}/partyDues?size=500`)).body.data.records;
      assert.ok(list.length > 0, 'the demo year of Hangzhou dues');
      assert.ok(!list.some((d: any) => d.id === dues.id));
      assert.equal((await hz.json(`${API}/vanguard/duesGrid?branchId=${nb.branch.id}&year=2025`)).body.msg, '支部不存在');
      const [c] = await server.db.query<{ n: number; months: number; below: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT dues_month)::int AS months,
                count(*) FILTER (WHERE amount < due_amount AND NOT is_exempt)::int AS below FROM vg_party_dues WHERE create_by = 'user-admin'`, []);
      assert.equal(c!.months, 12);
      assert.ok(c!.n > 1000);
      assert.equal(c!.below, 0, 'the demo keeps the rule');
    });
  });
}
