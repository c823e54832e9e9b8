/**
 * 支部信息 (issue 20): a branch with its secretary from the archive and its members (roles, 流动党员 and where
 * they live); a cadre may not be an active member of two branches (refused naming the rule, nothing
 * written) until transferred out; member_count follows; the 换届 warning list; a Hangzhou user never sees a
 * Ningbo branch, its members or its warning.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, branchInput, branchWithMembers, countRows, partyCadre } from './helpers/branchData.ts';

const addDays = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

for (const engine of ENGINES) {
  describe(`支部信息 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('records a branch with its secretary and members, and counts the active ones', async () => {
      const { branch, members } = await branchWithMembers(hz, ['党书记', '党员甲', '党员乙'], { branch: { partyName: '测试一支部' } });
      assert.equal(members[0]!.cadreName, '党书记');
      assert.equal(members[0]!.status, 'active');
      const stored = (await hz.json(`${API}/partyBranch/${branch.id}`)).body.data;
      assert.equal(stored.memberCount, 3);
      assert.equal(stored.secretaryId, members[0]!.cadreId);
      const listed = (await hz.json(`${API}/partyMember?branchId=${branch.id}`)).body.data.records;
      assert.deepEqual(listed.map((m: any) => m.cadreName).sort(), ['党书记', '党员乙', '党员甲'].sort());
      assert.equal(stored.secretaryName, '党书记', 'the list shows the secretary by name');
      assert.ok(listed.every((m: any) => m.branchName === '测试一支部'));
      const renamed = await hz.json(`${API}/partyBranch/${branch.id}`, { method: 'PUT', json: { version: stored.version, partyName: '测试一支部（更名）' } });
      assert.equal(renamed.body.data.partyName, '测试一支部（更名）', JSON.stringify(renamed.body));
      const after = (await hz.json(`${API}/partyMember?branchId=${branch.id}`)).body.data.records;
      assert.ok(after.every((m: any) => m.branchName === '测试一支部（更名）'), 'a renamed branch’s members show its new name');
    });

    it('keeps where a 流动党员 lives, and refuses one without it', async () => {
      const { branch } = await branchWithMembers(hz, ['流书记'], { branch: { partyName: '测试流动支部' } });
      const away = await partyCadre(hz, '外出党员');
      const refused = await hz.json(`${API}/partyMember`, { method: 'POST', json: { branchId: branch.id, cadreId: away.id, role: '3', joinBranchDate: '2021-03-01', pensionBase: 5200, isFlowing: true } });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body.data.errors, [{ field: 'flowAddress', message: '流动党员须填写外出所在地' }]);
      const member = (await hz.json(`${API}/partyMember`, { method: 'POST', json: { branchId: branch.id, cadreId: away.id, role: '3', joinBranchDate: '2021-03-01', pensionBase: 5200, isFlowing: true, flowStart: '2024-02-01', flowAddress: '海南省三亚市' } })).body.data;
      assert.equal(member.isFlowing, true);
      assert.equal(member.flowAddress, '海南省三亚市');
    });

    it('refuses a cadre active in two branches, naming the rule, until transferred out', async () => {
      const first = await branchWithMembers(hz, ['甲支书', '两支部'], { branch: { partyName: '测试甲支部' } });
      const second = await branchWithMembers(hz, ['乙支书'], { branch: { partyName: '测试乙支部' } });
      const cadreId = first.cadres[1]!.id;
      const before = await countRows(server, 'vg_party_member');
      const twice = await hz.json(`${API}/partyMember`, { method: 'POST', json: { branchId: second.branch.id, cadreId, role: '3', joinBranchDate: '2024-01-01', pensionBase: 4000 } });
      assert.equal(twice.status, 400);
      assert.deepEqual(twice.body.data.errors, [{ field: 'cadreId', message: '一名党员不能同时是两个支部的在册党员：该干部已在其他支部在册，请先办理转出' }]);
      const again = await hz.json(`${API}/partyMember`, { method: 'POST', json: { branchId: first.branch.id, cadreId, role: '3', joinBranchDate: '2024-01-01', pensionBase: 4000 } });
      assert.deepEqual(again.body.data.errors, [{ field: 'cadreId', message: '该干部已是本支部的在册党员' }]);
      assert.equal(await countRows(server, 'vg_party_member'), before, 'nothing written');

      const member = first.members[1]!;
      const moved = await hz.json(`${API}/partyMember/${member.id}/transfer`, { method: 'PUT', json: { version: member.version, reason: '转入乙支部' } });
      assert.equal(moved.body.data.status, 'transferred', JSON.stringify(moved.body));
      assert.equal((await hz.json(`${API}/partyBranch/${first.branch.id}`)).body.data.memberCount, 1);
      const joined = await hz.json(`${API}/partyMember`, { method: 'POST', json: { branchId: second.branch.id, cadreId, role: '3', joinBranchDate: '2024-01-01', pensionBase: 4000 } });
      assert.equal(joined.status, 200, JSON.stringify(joined.body));
      assert.equal((await hz.json(`${API}/partyBranch/${second.branch.id}`)).body.data.memberCount, 2);
    });

    it('warns of the branches whose change of leadership is due, soonest first, within the user’s scope', async () => {
      const overdue = (await hz.json(`${API}/partyBranch`, { method: 'POST', json: branchInput({ partyName: '测试换届逾期支部', dateForChangingLeaders: addDays(-10) }) })).body.data;
      const soon = (await hz.json(`${API}/partyBranch`, { method: 'POST', json: branchInput({ partyName: '测试换届临近支部', dateForChangingLeaders: addDays(30) }) })).body.data;
      const later = (await hz.json(`${API}/partyBranch`, { method: 'POST', json: branchInput({ partyName: '测试换届未到支部', dateForChangingLeaders: addDays(400) }) })).body.data;
      const ningbo = (await admin.json(`${API}/partyBranch`, { method: 'POST', json: branchInput({ partyName: '测试宁波换届支部', orgId: '330203-01', dateForChangingLeaders: addDays(5) }) })).body.data;
      const due = (await hz.json(`${API}/vanguard/branchTermDue`)).body.data;
      assert.equal(due.days, 90);
      const ids = due.records.map((r: any) => r.id);
      assert.ok(ids.includes(overdue.id) && ids.includes(soon.id));
      assert.ok(!ids.includes(later.id), 'a term 400 days away is not due');
      assert.ok(!ids.includes(ningbo.id), 'a Ningbo branch is out of a Hangzhou user’s scope');
      assert.ok(ids.indexOf(overdue.id) < ids.indexOf(soon.id), 'soonest first');
      const row = due.records.find((r: any) => r.id === overdue.id);
      assert.equal(row.daysLeft, -10);
      assert.ok(due.records.every((r: any) => r.dateForChangingLeaders <= addDays(90)));
      assert.ok((await admin.json(`${API}/vanguard/branchTermDue`)).body.data.records.some((r: any) => r.id === ningbo.id));
    });

    it('shows a Hangzhou user no Ningbo branch or member, and refuses members out of scope', async () => {
      const nb = await branchWithMembers(admin, ['甬书记'], { orgId: '330203-01', branch: { partyName: '测试宁波支部' } });
      const branches = (await hz.json(`${API}/partyBranch?size=500`)).body.data.records;
      assert.ok(branches.length > 0);
      assert.ok(branches.every((b: any) => b.orgId.startsWith('3301')), 'only Hangzhou branches');
      const hidden = await hz.json(`${API}/partyBranch/${nb.branch.id}`);
      assert.equal(hidden.body.msg, '该Id查询结果为空', 'as absent as a missing record');
      assert.equal((await hz.json(`${API}/partyMember/${nb.members[0]!.id}`)).body.msg, '该Id查询结果为空');
      const members = (await hz.json(`${API}/partyMember?size=500`)).body.data.records;
      assert.ok(!members.some((m: any) => m.branchId === nb.branch.id));
      const hzCadre = await partyCadre(hz, '杭越界');
      const intoNingbo = await hz.json(`${API}/partyMember`, { method: 'POST', json: { branchId: nb.branch.id, cadreId: hzCadre.id, role: '3', joinBranchDate: '2024-01-01', pensionBase: 4000 } });
      assert.equal(intoNingbo.status, 400);
      assert.ok(intoNingbo.body.data.errors.some((e: any) => e.field === 'branchId'), JSON.stringify(intoNingbo.body));
    });

    it('seeds branches with members, committees and term dates for the demo organisations', async () => {
      const [counts] = await server.db.query<{ branches: number; members: number; cities: number }>(
        `SELECT count(DISTINCT b.id)::int AS branches, count(m.id)::int AS members, count(DISTINCT substr(b.org_id, 1, 4))::int AS cities
         FROM vg_party_branch b JOIN vg_party_member m ON m.branch_id = b.id WHERE b.create_by = 'user-admin'`, []);
      assert.ok(counts!.branches >= 50, JSON.stringify(counts));
      assert.equal(counts!.cities, 12, 'the province and every city');
      const [wrong] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM vg_party_branch b WHERE b.create_by = 'user-admin'
         AND b.member_count <> (SELECT count(*) FROM vg_party_member m WHERE m.branch_id = b.id AND m.status = 'active')`, []);
      assert.equal(wrong!.n, 0, 'member_count is the active members');
    });
  });
}
