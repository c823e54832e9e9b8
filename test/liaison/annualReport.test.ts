/**
 * 年度报告 (issue 23): generated (`annualReport/auto`) with its statistics counted from the archive and that
 * year's work records within the organisation's subtree, as a draft of its author; one report per organisation
 * and year (refused under the year, nothing written: generated twice, created twice, or moved onto a taken year;
 * a deleted one restored onto a taken year is refused in words);
 * submitted by its author only, then accepted or returned (with a reason) by a bureau above it, never by the
 * reporting organisation itself nor by the author; edited again only once returned; a Hangzhou user never sees
 * Shaoxing's reports nor generates one for Shaoxing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';

for (const engine of ENGINES) {
  describe(`年度报告 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let xihu: SignedClient;
    let sx: SignedClient;
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM annual_report', []))[0]!.n;
    const auto = (client: SignedClient, orgId: string, year: number) => client.json(`${API}/annualReport/auto`, { method: 'POST', json: { orgId, year } });
    const move = (client: SignedClient, report: Record<string, any>, action: string, reason?: string) =>
      client.json(`${API}/annualReport/${report.id}/${action}`, { method: 'PUT', json: { version: report.version, ...(reason ? { reason } : {}) } });

    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      xihu = await signIn(server, 'admin_330106');
      sx = await signIn(server, 'sx_admin');
    });
    after(() => server.close());

    it('refuses to restore a report whose organisation and year another live report took, in words, leaving it in the recycle bin', async () => {
      const first = (await auto(xihu, '330106', 2031)).body.data;
      assert.equal((await xihu.json(`${API}/annualReport/${first.id}`, { method: 'DELETE' })).body.code, 0);
      const second = (await auto(xihu, '330106', 2031)).body.data;
      assert.ok(second.id, 'the year is free again once the first is deleted');
      const restore = await xihu.json(`${API}/annualReport/${first.id}/restore`, { method: 'PUT' });
      assert.deepEqual([restore.status, restore.body.msg], [400, `已有与“${first.title}”重复的记录，不能恢复`]);
      const bin = (await xihu.json(`${API}/annualReport/recycle?size=100`)).body.data.records;
      assert.ok(bin.some((r: { id: string }) => r.id === first.id), 'still in the recycle bin');
      assert.equal((await xihu.json(`${API}/annualReport?year=2031`)).body.data.total, 1);
    });

    it('generates a draft whose figures are the archive’s and the year’s work records within the organisation', async () => {
      const res = await auto(xihu, '330106', 2026);
      assert.equal(res.body.code, 0, JSON.stringify(res.body));
      const report = res.body.data;
      assert.deepEqual([report.status, report.orgId, report.year, report.title], ['draft', '330106', 2026, '西湖区委老干部局2026年度离退休干部工作报告']);
      const q = async (sql: string) => (await server.db.query<{ n: number }>(sql, []))[0]!.n;
      const inXihu = `del_flag = 0 AND manage_org_id IN (SELECT id FROM sys_org WHERE path LIKE '/330000/330100/330106/%')`;
      assert.equal(report.cadreTotal, await q(`SELECT count(*)::int AS n FROM cadre WHERE ${inXihu} AND status IN ('normal', 'abnormal')`));
      assert.equal(report.retiredCount + report.pensionedCount, await q(`SELECT count(*)::int AS n FROM cadre WHERE ${inXihu} AND status IN ('normal', 'abnormal') AND retirement_type IN ('1', '2')`));
      assert.ok(report.cadreTotal > 0, 'the demo archive has 西湖区’s people');
      const visits = await q(`SELECT count(*)::int AS n FROM wr_visit WHERE ${inXihu} AND visit_date >= '2026-01-01' AND visit_date < '2027-01-01'`);
      assert.equal(report.visitCount, visits);
      const preview = (await xihu.json(`${API}/annualReport/figures?orgId=330106&year=2026`)).body.data;
      assert.equal(preview.cadreTotal, report.cadreTotal);
      const province = (await admin.json(`${API}/annualReport/figures?orgId=330000&year=2026`)).body.data;
      assert.ok(province.cadreTotal >= report.cadreTotal, 'the province counts everything below it');
    });

    it('keeps one report per organisation and year, under the year, writing nothing', async () => {
      const before = await count();
      const again = await auto(xihu, '330106', 2026);
      assert.equal(again.status, 400);
      assert.deepEqual(again.body.data.errors, [{ field: 'year', message: '西湖区委老干部局2026年度的年度报告已存在，一个单位每年只能有一份年度报告' }]);
      const typed = await xihu.json(`${API}/annualReport`, { method: 'POST', json: { orgId: '330106', year: 2026, title: '手工填报' } });
      assert.deepEqual(typed.body.data.errors, [{ field: 'year', message: '西湖区委老干部局2026年度的年度报告已存在，一个单位每年只能有一份年度报告' }]);
      const other = (await xihu.json(`${API}/annualReport`, { method: 'POST', json: { orgId: '330106', year: 2024, title: '2024年度报告' } })).body.data;
      const moved = await xihu.json(`${API}/annualReport/${other.id}`, { method: 'PUT', json: { version: other.version, year: 2026 } });
      assert.deepEqual(moved.body.data.errors, [{ field: 'year', message: '西湖区委老干部局2026年度的年度报告已存在，一个单位每年只能有一份年度报告' }]);
      assert.equal(await count(), before + 1, 'only the 2024 report was written');
      const badYear = await auto(xihu, '330106', 1999);
      assert.deepEqual(badYear.body.data.errors, [{ field: 'year', message: '年度须为2000至2100之间的年份' }]);
    });

    it('is submitted by its author and decided by a bureau above, a return needing a reason', async () => {
      const report = (await auto(xihu, '330106-01', 2026)).body.data;
      assert.equal((await move(hz, report, 'submit')).body.msg, '只有作者本人可以上报');
      const submitted = (await move(xihu, report, 'submit')).body.data;
      assert.equal(submitted.status, 'submitted');
      const locked = await xihu.json(`${API}/annualReport/${report.id}`, { method: 'PUT', json: { version: submitted.version, title: '改标题' } });
      assert.notEqual(locked.body.code, 0, 'a submitted report is not edited');
      assert.equal((await move(xihu, submitted, 'accept')).body.msg, '不能审核自己提交的内容');
      assert.equal((await move(hz, submitted, 'return')).status, 400, 'a return needs its reason');
      const returned = (await move(hz, submitted, 'return', '困难帮扶数据请补充说明')).body.data;
      assert.deepEqual([returned.status, returned.statusReason, returned.approver], ['returned', '困难帮扶数据请补充说明', 'user-hz-admin']);
      const edited = (await xihu.json(`${API}/annualReport/${report.id}`, { method: 'PUT', json: { version: returned.version, content: '<p>已补充说明</p>' } })).body.data;
      const again = (await move(xihu, edited, 'submit')).body.data;
      const accepted = (await move(hz, again, 'accept')).body.data;
      assert.equal(accepted.status, 'accepted');
      assert.ok(accepted.approveTime);
    });

    it('refuses a decision by the reporting organisation itself, nothing changed', async () => {
      // Hangzhou's bureau writes 西湖区's report; 西湖区's own administrator may not decide on it, the city may not either (its author).
      const report = (await auto(hz, '330106', 2027)).body.data;
      const submitted = (await move(hz, report, 'submit')).body.data;
      const own = await move(xihu, submitted, 'accept');
      assert.equal(own.body.msg, '本单位的年度报告须由上级单位接收或退回');
      assert.equal((await admin.json(`${API}/annualReport/${report.id}`)).body.data.status, 'submitted', 'nothing changed');
      const accepted = (await move(admin, submitted, 'accept')).body.data;
      assert.equal(accepted.status, 'accepted', 'the province, above, accepts it');
    });

    it('keeps a city to its own reports and organisations', async () => {
      const hzReports = (await hz.json(`${API}/annualReport?size=100`)).body.data.records as any[];
      assert.ok(hzReports.length > 0 && hzReports.every((r) => r.orgId.startsWith('3301')));
      const sxReport = ((await sx.json(`${API}/annualReport?size=100`)).body.data.records as any[])[0]!;
      assert.equal((await hz.json(`${API}/annualReport/${sxReport.id}`)).body.code, 4);
      const foreign = await auto(hz, '330600', 2026);
      assert.deepEqual(foreign.body.data.errors, [{ field: 'orgId', message: '所选单位不在您的管理范围内' }]);
      assert.equal((await hz.json(`${API}/annualReport/figures?orgId=330600&year=2025`)).status, 400);
    });
  });
}
