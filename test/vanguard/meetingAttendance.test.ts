/**
 * 三会一课考勤 (issue 20): a meeting gets one attendance row per active member of its branch (of its
 * committee for 支委会); marking a leave
 * needs its reason and moves the rate; attendance for someone not in the branch is refused, nothing
 * written; the missing-meeting view of a branch and year shows which required meetings were not held and
 * changes when one is; a Hangzhou user sees neither a Ningbo meeting nor its view.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { createSub } from '../cadre/helpers/cadreData.ts';
import { API, branchWithMembers, countRows, partyCadre } from './helpers/branchData.ts';

const MEETING = { meetingType: '1', meetingDate: '2024-05-10', topic: '学习贯彻全会精神', host: '张书记', recorder: '李委员' };

for (const engine of ENGINES) {
  describe(`三会一课考勤 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('writes one row per active member, and the rate follows the rows', async () => {
      const { branch, members } = await branchWithMembers(hz, ['会书记', '会党员甲', '会党员乙', '会党员丙']);
      const meeting = await createSub(hz, 'meetingAttendance', { branchId: branch.id, ...MEETING });
      assert.equal(meeting.expectedCount, 4);
      assert.equal(meeting.actualCount, 4);
      assert.equal(Number(meeting.rate), 100);
      const rows = (await hz.json(`${API}/meetingAttendanceItem?meetingId=${meeting.id}`)).body.data.records;
      assert.deepEqual(rows.map((r: any) => r.cadreId).sort(), members.map((m) => m.cadreId).sort());
      assert.ok(rows.every((r: any) => r.attendStatus === '1'));

      const row = rows.find((r: any) => r.cadreName === '会党员甲');
      const noReason = await hz.json(`${API}/meetingAttendanceItem/${row.id}`, { method: 'PUT', json: { version: row.version, attendStatus: '2' } });
      assert.equal(noReason.status, 400);
      assert.deepEqual(noReason.body.data.errors, [{ field: 'leaveReason', message: '请假或委托须填写事由' }]);
      const leave = await hz.json(`${API}/meetingAttendanceItem/${row.id}`, { method: 'PUT', json: { version: row.version, attendStatus: '2', leaveReason: '住院治疗' } });
      assert.equal(leave.body.data.attendStatus, '2', JSON.stringify(leave.body));
      const absent = rows.find((r: any) => r.cadreName === '会党员乙');
      await hz.json(`${API}/meetingAttendanceItem/${absent.id}`, { method: 'PUT', json: { version: absent.version, attendStatus: '3' } });
      const after = (await hz.json(`${API}/meetingAttendance/${meeting.id}`)).body.data;
      assert.equal(after.expectedCount, 4);
      assert.equal(after.actualCount, 2);
      assert.equal(Number(after.rate), 50);
      // 支委会 is the committee's meeting: only the secretary here (the others are 党员).
      const committee = await createSub(hz, 'meetingAttendance', { branchId: branch.id, ...MEETING, meetingType: '2' });
      assert.equal(committee.expectedCount, 1);
      const committeeRows = (await hz.json(`${API}/meetingAttendanceItem?meetingId=${committee.id}`)).body.data.records;
      assert.deepEqual(committeeRows.map((r: any) => r.cadreName), ['会书记']);
      // The rows leave the lists with their meeting, to the recycle bin and back.
      const rowsOf = async () => (await hz.json(`${API}/meetingAttendanceItem?meetingId=${meeting.id}`)).body.data.records.length;
      await hz.json(`${API}/meetingAttendance/${meeting.id}`, { method: 'DELETE' });
      assert.equal(await rowsOf(), 0);
      const restored = await hz.json(`${API}/meetingAttendance/${meeting.id}/restore`, { method: 'PUT' });
      assert.equal(restored.body.code, 0, JSON.stringify(restored.body));
      assert.equal(await rowsOf(), 4);
    });

    it('refuses attendance for someone not in the branch, or twice, writing nothing', async () => {
      const { branch, members } = await branchWithMembers(hz, ['拒书记', '拒党员']);
      const meeting = await createSub(hz, 'meetingAttendance', { branchId: branch.id, ...MEETING, meetingType: '4' });
      const outsider = await partyCadre(hz, '非本支部');
      const before = await countRows(server, 'vg_meeting_attendance');
      const refused = await hz.json(`${API}/meetingAttendanceItem`, { method: 'POST', json: { meetingId: meeting.id, cadreId: outsider.id, attendStatus: '1' } });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body.data.errors, [{ field: 'cadreId', message: '该干部不是本支部的在册党员，不能登记考勤' }]);
      const twice = await hz.json(`${API}/meetingAttendanceItem`, { method: 'POST', json: { meetingId: meeting.id, cadreId: members[1]!.cadreId, attendStatus: '1' } });
      assert.deepEqual(twice.body.data.errors, [{ field: 'cadreId', message: '该党员本次会议已有考勤记录' }]);
      assert.equal(await countRows(server, 'vg_meeting_attendance'), before, 'nothing written');
      // A member who joins after the meeting was recorded is added to it by hand.
      const late = await partyCadre(hz, '后加入');
      await createSub(hz, 'partyMember', { branchId: branch.id, cadreId: late.id, role: '3', joinBranchDate: '2024-05-01', pensionBase: 3000 });
      const added = await createSub(hz, 'meetingAttendanceItem', { meetingId: meeting.id, cadreId: late.id, attendStatus: '4', leaveReason: '委托他人' });
      assert.equal(added.cadreName, '后加入');
      const counted = (await hz.json(`${API}/meetingAttendance/${meeting.id}`)).body.data;
      assert.equal(counted.expectedCount, 3);
      assert.equal(counted.actualCount, 2);
    });

    it('shows which required meetings a branch missed in a year, and the view changes when one is held', async () => {
      const { branch } = await branchWithMembers(hz, ['缺会书记']);
      const view = async () => (await hz.json(`${API}/vanguard/meetingGaps?branchId=${branch.id}&year=2024`)).body.data;
      const empty = await view();
      assert.deepEqual(empty.rows.map((r: any) => [r.meetingType, r.every, r.periods.length, r.missing]), [
        ['1', 'quarter', 4, 4], ['2', 'month', 12, 12], ['3', 'month', 12, 12], ['4', 'quarter', 4, 4],
      ]);
      await createSub(hz, 'meetingAttendance', { branchId: branch.id, ...MEETING, meetingType: '1', meetingDate: '2024-05-10' });
      await createSub(hz, 'meetingAttendance', { branchId: branch.id, ...MEETING, meetingType: '2', meetingDate: '2024-05-20' });
      const held = await view();
      const general = held.rows.find((r: any) => r.meetingType === '1');
      assert.deepEqual(general.periods.map((p: any) => p.state), ['missing', 'held', 'missing', 'missing']);
      assert.equal(general.missing, 3);
      const committee = held.rows.find((r: any) => r.meetingType === '2');
      assert.equal(committee.periods[4].held, 1);
      assert.equal(committee.missing, 11);
      const future = (await hz.json(`${API}/vanguard/meetingGaps?branchId=${branch.id}&year=2999`)).body.data;
      assert.ok(future.rows.every((r: any) => r.missing === 0 && r.periods.every((p: any) => p.state === 'pending')), 'a year to come is not missed yet');
      const bad = await hz.json(`${API}/vanguard/meetingGaps?branchId=${branch.id}&year=24`);
      assert.equal(bad.body.msg, '年度须为四位数字年份');
    });

    it('keeps a Ningbo meeting and its view from a Hangzhou user', async () => {
      const nb = await branchWithMembers(admin, ['甬会书记'], { orgId: '330203-01' });
      const meeting = await createSub(admin, 'meetingAttendance', { branchId: nb.branch.id, ...MEETING });
      const list = (await hz.json(`${API}/meetingAttendance?size=500`)).body.data.records;
      assert.ok(list.length > 0, 'the demo year of Hangzhou meetings');
      assert.ok(!list.some((m: any) => m.id === meeting.id));
      assert.equal((await hz.json(`${API}/meetingAttendanceItem?meetingId=${meeting.id}`)).body.data.records.length, 0);
      assert.equal((await hz.json(`${API}/vanguard/meetingGaps?branchId=${nb.branch.id}&year=2024`)).body.msg, '支部不存在');
      const refused = await hz.json(`${API}/meetingAttendance`, { method: 'POST', json: { branchId: nb.branch.id, ...MEETING } });
      assert.ok(refused.body.data.errors.some((e: any) => e.field === 'branchId'));
    });

    it('seeds a year of meetings with attendance, with some required meetings missing', async () => {
      const [c] = await server.db.query<{ meetings: number; rows: number; wrong: number }>(
        `WITH counted AS (SELECT meeting_id, count(*)::int AS n FROM vg_meeting_attendance WHERE create_by = 'user-admin' GROUP BY meeting_id)
         SELECT count(*)::int AS meetings, coalesce(sum(c.n), 0)::int AS rows, count(*) FILTER (WHERE g.expected_count <> coalesce(c.n, 0))::int AS wrong
         FROM vg_meeting g LEFT JOIN counted c ON c.meeting_id = g.id WHERE g.create_by = 'user-admin'`, []);
      assert.ok(c!.meetings > 1000 && c!.rows > c!.meetings, JSON.stringify(c));
      assert.equal(c!.wrong, 0);
      const [branch] = await server.db.query<{ id: string }>(`SELECT id FROM vg_party_branch WHERE org_id = '330100' AND create_by = 'user-admin'`, []);
      const view = (await hz.json(`${API}/vanguard/meetingGaps?branchId=${branch!.id}&year=2025`)).body.data;
      assert.ok(view.rows.some((r: any) => r.periods.some((p: any) => p.state === 'held')));
    });
  });
}
