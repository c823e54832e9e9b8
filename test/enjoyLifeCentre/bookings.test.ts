/**
 * 活动中心 and 活动预约 (issue 22): a centre is published only to organisations chosen; a room's bookings bring no
 * more people than it holds, and two approved bookings of a room never overlap — refused when made, when
 * approved, and by the database against two approvals at once; a booking's states; a Hangzhou user never
 * sees a Ningbo centre, nor books its rooms; the demo's lists are filled for the province and Hangzhou.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, bookingInput, centreWithRoom, createSub, move } from './helpers.ts';

const count = async (server: TestServer, table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, []))[0]!.n;

for (const engine of ENGINES) {
  describe(`活动中心与活动预约 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('fills the lists of the province and of Hangzhou with the demo, each within its scope', async () => {
      for (const resource of ['activityCenter', 'activityRoom', 'activityTeam', 'activityTeamMember', 'activityAnnouncement', 'activityAppointment', 'activity', 'activityEnrolment']) {
        const all = (await admin.json(`${API}/${resource}?size=1`)).body.data.total;
        const city = (await hz.json(`${API}/${resource}?size=1`)).body.data.total;
        assert.ok(city > 0 && all > city, `${resource}: province ${all}, Hangzhou ${city}`);
      }
      const names = (await hz.json(`${API}/activityCenter?size=50`)).body.data.records.map((r: any) => r.title);
      assert.ok(names.includes('杭州市老干部活动中心') && !names.includes('宁波市老干部活动中心'), names.join());
      const states = new Set((await admin.json(`${API}/activityAppointment?size=500`)).body.data.records.map((r: any) => r.status));
      assert.deepEqual([...states].sort(), ['approved', 'cancelled', 'checkedIn', 'noShow', 'rejected', 'submitted']);
    });

    it('publishes a centre only to organisations chosen, and keeps its name in its records', async () => {
      const { centre, room } = await centreWithRoom(hz, 20, { title: '测试发布中心' });
      assert.equal(centre.pushStatus, '0');
      const refused = await hz.json(`${API}/activityCenter/${centre.id}/publish`, { method: 'PUT', json: { version: centre.version } });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body.data.errors, [{ field: 'receiveOrgs', message: '发布前请选择接收单位' }]);
      const chosen = (await hz.json(`${API}/activityCenter/${centre.id}`, { method: 'PUT', json: { version: centre.version, receiveOrgs: ['330106', '330106-01'] } })).body.data;
      const published = await move(hz, 'activityCenter', chosen, 'publish');
      assert.equal(published.pushStatus, '1');
      assert.equal(published.roomCount, 1, 'the centre counts its rooms');
      assert.equal(room.centerName, '测试发布中心');
      await hz.json(`${API}/activityCenter/${centre.id}`, { method: 'PUT', json: { version: published.version, title: '测试发布中心（新）' } });
      assert.equal((await hz.json(`${API}/activityRoom/${room.id}`)).body.data.centerName, '测试发布中心（新）');
    });

    it('refuses a booking for more people than the room holds, or ending before it starts, naming the field', async () => {
      const { room } = await centreWithRoom(hz, 12);
      const before = await count(server, 'el_activity_appointment');
      const crowd = await hz.json(`${API}/activityAppointment`, { method: 'POST', json: bookingInput(room.id, '2026-12-01T09:00:00+08:00', '2026-12-01T11:00:00+08:00', { people: 13 }) });
      assert.equal(crowd.status, 400);
      assert.deepEqual(crowd.body.data.errors, [{ field: 'people', message: '参加人数超过该活动室的容纳人数（12人）' }]);
      const backwards = await hz.json(`${API}/activityAppointment`, { method: 'POST', json: bookingInput(room.id, '2026-12-01T11:00:00+08:00', '2026-12-01T09:00:00+08:00') });
      assert.deepEqual(backwards.body.data.errors, [{ field: 'endTime', message: '结束时间须晚于开始时间' }]);
      assert.equal(await count(server, 'el_activity_appointment'), before, 'nothing written');
    });

    it('never lets two approved bookings of a room overlap: refused when booked and when approved', async () => {
      const { room } = await centreWithRoom(hz, 30);
      const first = await createSub(hz, 'activityAppointment', bookingInput(room.id, '2026-12-02T09:00:00+08:00', '2026-12-02T11:00:00+08:00'));
      assert.equal(first.roomName, '多功能厅');
      // A second request for the same slot may wait for the decision on the first.
      const rival = await createSub(hz, 'activityAppointment', bookingInput(room.id, '2026-12-02T10:00:00+08:00', '2026-12-02T12:00:00+08:00', { applicant: '李秀英' }));
      const approved = await move(hz, 'activityAppointment', first, 'approve');
      assert.equal(approved.status, 'approved');
      const refused = await hz.json(`${API}/activityAppointment/${rival.id}/approve`, { method: 'PUT', json: { version: rival.version } });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.msg, '该时段活动室已有通过的预约（2026-12-02 09:00 至 2026-12-02 11:00），请另选时段');
      assert.equal((await hz.json(`${API}/activityAppointment/${rival.id}`)).body.data.status, 'submitted', 'nothing written');
      const late = await hz.json(`${API}/activityAppointment`, { method: 'POST', json: bookingInput(room.id, '2026-12-02T10:30:00+08:00', '2026-12-02T13:00:00+08:00') });
      assert.equal(late.status, 400);
      assert.deepEqual(late.body.data.errors, [{ field: 'startTime', message: '该时段活动室已有通过的预约（2026-12-02 09:00 至 2026-12-02 11:00），请另选时段' }]);
      // Back to back is no overlap; and a cancelled booking frees its slot.
      await createSub(hz, 'activityAppointment', bookingInput(room.id, '2026-12-02T11:00:00+08:00', '2026-12-02T12:00:00+08:00'));
      await move(hz, 'activityAppointment', approved, ['cancel', '活动改期']);
      assert.equal((await move(hz, 'activityAppointment', (await hz.json(`${API}/activityAppointment/${rival.id}`)).body.data, 'approve')).status, 'approved');
    });

    it('holds the rule in the database against two approvals at once', async () => {
      const { room } = await centreWithRoom(hz, 30);
      const a = await createSub(hz, 'activityAppointment', bookingInput(room.id, '2026-12-03T09:00:00+08:00', '2026-12-03T11:00:00+08:00'));
      const b = await createSub(hz, 'activityAppointment', bookingInput(room.id, '2026-12-03T10:00:00+08:00', '2026-12-03T12:00:00+08:00'));
      const answers = await Promise.all([a, b].map((x) => hz.json(`${API}/activityAppointment/${x.id}/approve`, { method: 'PUT', json: { version: x.version } })));
      assert.deepEqual(answers.map((r) => r.status).sort(), [200, 400], JSON.stringify(answers.map((r) => r.body)));
      const [row] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM el_activity_appointment WHERE room_id = $1 AND status = 'approved'", [room.id]);
      assert.equal(row!.n, 1);
      // Past the engine (an import, a script): the database itself refuses the overlap.
      await assert.rejects(server.db.query("UPDATE el_activity_appointment SET status = 'approved' WHERE room_id = $1", [room.id]), /overlap/);
    });

    it('moves a booking through its states: checked in, no show, rejected with a reason; edits only while submitted', async () => {
      const { room } = await centreWithRoom(hz, 30);
      const slot = (h: number) => bookingInput(room.id, `2026-12-04T${String(h).padStart(2, '0')}:00:00+08:00`, `2026-12-04T${String(h + 1).padStart(2, '0')}:00:00+08:00`);
      const checkedIn = await move(hz, 'activityAppointment', await createSub(hz, 'activityAppointment', slot(9)), 'approve', 'checkIn');
      assert.equal(checkedIn.status, 'checkedIn');
      assert.equal((await move(hz, 'activityAppointment', await createSub(hz, 'activityAppointment', slot(11)), 'approve', 'noShow')).status, 'noShow');
      const rejected = await move(hz, 'activityAppointment', await createSub(hz, 'activityAppointment', slot(14)), ['reject', '中心集体活动']);
      assert.equal(rejected.statusReason, '中心集体活动');
      const edit = await hz.json(`${API}/activityAppointment/${checkedIn.id}`, { method: 'PUT', json: { version: checkedIn.version, people: 5 } });
      assert.equal(edit.body.code, 4);
      const overlapChecked = await hz.json(`${API}/activityAppointment`, { method: 'POST', json: bookingInput(room.id, '2026-12-04T09:30:00+08:00', '2026-12-04T09:45:00+08:00') });
      assert.equal(overlapChecked.status, 400, 'a checked-in booking holds its slot too');
    });

    it('keeps a Hangzhou user out of a Ningbo centre, its rooms and its bookings', async () => {
      const { centre, room } = await centreWithRoom(admin, 20, { title: '测试宁波中心', orgId: '330203' });
      assert.equal((await hz.json(`${API}/activityCenter/${centre.id}`)).body.data, undefined);
      const rooms = (await hz.json(`${API}/activityRoom?centerId=${centre.id}`)).body.data;
      assert.equal(rooms.total ?? rooms.records?.length ?? 0, 0);
      const booked = await hz.json(`${API}/activityAppointment`, { method: 'POST', json: bookingInput(room.id, '2026-12-05T09:00:00+08:00', '2026-12-05T10:00:00+08:00') });
      assert.equal(booked.status, 400);
      assert.equal(booked.body.data.errors[0].field, 'roomId');
      const made = await hz.json(`${API}/activityRoom`, { method: 'POST', json: { centerId: centre.id, name: '越权', capacity: 5, openTime: '每天' } });
      assert.equal(made.body.data.errors[0].field, 'centerId');
      const outside = await hz.json(`${API}/activityCenter`, { method: 'POST', json: { title: '越权中心', orgId: '330203', address: '宁波', content: '<p>x</p>' } });
      assert.equal(outside.body.data.errors[0].field, 'orgId');
    });
  });
}
