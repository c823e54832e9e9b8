/**
 * 活动 and 活动报名 (issue 22): an activity from draft to finished (or cancelled with a reason); enrolments only
 * while it takes them, within its quota and once per cadre, attendance once it has begun, its 已报名 and 已签到
 * kept from them; 活动统计's figures each equal to the list they open; 活动中心汇总 per city; Hangzhou never
 * counts or enrols where Ningbo is.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { partyCadre } from '../vanguard/helpers/branchData.ts';
import { activityAt, API, centreWithRoom, createSub, move } from './helpers.ts';

for (const engine of ENGINES) {
  describe(`活动与报名 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('runs an activity from draft to finished with enrolments within its quota, counting enrolments and attendance', async () => {
      const { centre } = await centreWithRoom(hz, 20, { title: '测试活动中心甲' });
      const draft = await activityAt(hz, centre.id, { title: '测试健步走' });
      assert.equal(draft.status, 'draft');
      assert.equal(draft.centerName, '测试活动中心甲');
      const [a, b, c] = [await partyCadre(hz, '报名甲'), await partyCadre(hz, '报名乙'), await partyCadre(hz, '报名丙')];
      const early = await hz.json(`${API}/activityEnrolment`, { method: 'POST', json: { activityId: draft.id, cadreId: a.id, enrolDate: '2026-06-01' } });
      assert.deepEqual(early.body.data.errors, [{ field: 'activityId', message: '该活动当前不在报名中（草稿），不能报名' }]);
      const enrolling = await move(hz, 'activity', draft, 'publish', 'openEnrolment');
      const first = await createSub(hz, 'activityEnrolment', { activityId: enrolling.id, cadreId: a.id, enrolDate: '2026-06-01' });
      assert.equal(first.cadreName, '报名甲');
      assert.equal(first.activityTitle, '测试健步走');
      const twice = await hz.json(`${API}/activityEnrolment`, { method: 'POST', json: { activityId: enrolling.id, cadreId: a.id, enrolDate: '2026-06-01' } });
      assert.deepEqual(twice.body.data.errors, [{ field: 'cadreId', message: '该干部已报名本活动' }]);
      const attendEarly = await hz.json(`${API}/activityEnrolment/${first.id}`, { method: 'PUT', json: { version: first.version, attended: true } });
      assert.deepEqual(attendEarly.body.data.errors, [{ field: 'attended', message: '活动开始后才能签到' }]);
      await createSub(hz, 'activityEnrolment', { activityId: enrolling.id, cadreId: b.id, enrolDate: '2026-06-02' });
      const full = await hz.json(`${API}/activityEnrolment`, { method: 'POST', json: { activityId: enrolling.id, cadreId: c.id, enrolDate: '2026-06-03' } });
      assert.deepEqual(full.body.data.errors, [{ field: 'activityId', message: '报名人数已满：该活动名额2人' }]);
      let stored = (await hz.json(`${API}/activity/${enrolling.id}`)).body.data;
      assert.equal(stored.enrolled, 2);
      const shrink = await hz.json(`${API}/activity/${stored.id}`, { method: 'PUT', json: { version: stored.version, quota: 1 } });
      assert.deepEqual(shrink.body.data.errors, [{ field: 'quota', message: '名额不能少于已报名人数（2人）' }]);
      const ongoing = await move(hz, 'activity', stored, 'start');
      const fresh = (await hz.json(`${API}/activityEnrolment/${first.id}`)).body.data;
      await hz.json(`${API}/activityEnrolment/${first.id}`, { method: 'PUT', json: { version: fresh.version, attended: true } });
      const finished = await move(hz, 'activity', (await hz.json(`${API}/activity/${ongoing.id}`)).body.data, 'finish');
      assert.equal(finished.status, 'finished');
      assert.equal(finished.attended, 1);
      stored = (await hz.json(`${API}/activityEnrolment?activityId=${finished.id}`)).body.data;
      assert.equal(stored.total, 2);
    });

    it('credits the points of 参加活动 to who signed in when the activity finishes, and keeps them in step with the attendance after', async () => {
      const { centre } = await centreWithRoom(hz, 20);
      const open = await activityAt(hz, centre.id, { title: '测试积分活动', quota: 5 }, 'publish', 'openEnrolment');
      const [a, b, c] = [await partyCadre(hz, '积分甲'), await partyCadre(hz, '积分乙'), await partyCadre(hz, '积分丙')];
      const enrolments = [];
      for (const cadre of [a, b, c]) enrolments.push(await createSub(hz, 'activityEnrolment', { activityId: open.id, cadreId: cadre.id, enrolDate: '2026-06-01' }));
      const ongoing = await move(hz, 'activity', open, 'start');
      const attend = async (id: string, attended: boolean) => {
        const now = (await hz.json(`${API}/activityEnrolment/${id}`)).body.data;
        const saved = await hz.json(`${API}/activityEnrolment/${id}`, { method: 'PUT', json: { version: now.version, attended } });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
      };
      await attend(enrolments[0]!.id, true);
      await attend(enrolments[1]!.id, true);
      const ledger = async (cadreId: string) =>
        ((await hz.json(`${API}/integral?cadreId=${cadreId}&size=50`)).body.data.records as Record<string, any>[])
          .sort((x, y) => x.balance - y.balance || String(x.entryTime).localeCompare(String(y.entryTime)))
          .map((e) => [e.rule, e.points, e.reason, e.balance]);
      assert.deepEqual(await ledger(a.id), [], 'nothing before the activity finishes');
      const finished = await move(hz, 'activity', (await hz.json(`${API}/activity/${ongoing.id}`)).body.data, 'finish');
      assert.equal(finished.status, 'finished');
      assert.deepEqual(await ledger(a.id), [['2', 2, '参加活动：测试积分活动', 2]]);
      assert.deepEqual(await ledger(b.id), [['2', 2, '参加活动：测试积分活动', 2]]);
      assert.deepEqual(await ledger(c.id), [], 'who did not sign in gets nothing');
      // Afterwards: 丙's sign-in recorded late is credited; 乙's taken back and 甲's enrolment deleted are corrected, once.
      await attend(enrolments[2]!.id, true);
      await attend(enrolments[1]!.id, false);
      await attend(enrolments[1]!.id, false);
      const removed = await hz.json(`${API}/activityEnrolment/${enrolments[0]!.id}`, { method: 'DELETE' });
      assert.equal(removed.status, 200, JSON.stringify(removed.body));
      assert.deepEqual(await ledger(c.id), [['2', 2, '参加活动：测试积分活动', 2]]);
      assert.deepEqual(await ledger(b.id), [['9', -2, '取消参加活动：测试积分活动', 0], ['2', 2, '参加活动：测试积分活动', 2]]);
      assert.deepEqual(await ledger(a.id), [['9', -2, '取消参加活动：测试积分活动', 0], ['2', 2, '参加活动：测试积分活动', 2]]);
      const [correction] = ((await hz.json(`${API}/integral?cadreId=${a.id}&rule=9`)).body.data.records as Record<string, any>[]);
      const [credit] = ((await hz.json(`${API}/integral?cadreId=${a.id}&rule=2`)).body.data.records as Record<string, any>[]);
      assert.equal(correction!.correctsId, credit!.id, 'the correction names the credit it offsets');
    });

    it('takes two enrolments at once for the last place one after the other', async () => {
      const { centre } = await centreWithRoom(hz, 20);
      const open = await activityAt(hz, centre.id, { quota: 1 }, 'publish', 'openEnrolment');
      const [a, b] = [await partyCadre(hz, '抢报甲'), await partyCadre(hz, '抢报乙')];
      const answers = await Promise.all([a, b].map((c) => hz.json(`${API}/activityEnrolment`, { method: 'POST', json: { activityId: open.id, cadreId: c.id, enrolDate: '2026-06-01' } })));
      assert.deepEqual(answers.map((r) => r.status).sort(), [200, 400]);
      assert.equal((await hz.json(`${API}/activity/${open.id}`)).body.data.enrolled, 1);
    });

    it('cancels an activity only with a reason, and refuses an end before the start', async () => {
      const { centre } = await centreWithRoom(hz, 20);
      const backwards = await hz.json(`${API}/activity`, { method: 'POST', json: { centerId: centre.id, title: '倒序', activityType: '1', startTime: '2026-06-10T11:00:00+08:00', endTime: '2026-06-10T09:00:00+08:00', place: '礼堂', quota: 5 } });
      assert.deepEqual(backwards.body.data.errors, [{ field: 'endTime', message: '结束时间须晚于开始时间' }]);
      const draft = await activityAt(hz, centre.id);
      const bare = await hz.json(`${API}/activity/${draft.id}/cancel`, { method: 'PUT', json: { version: draft.version } });
      assert.equal(bare.status, 400);
      assert.equal((await move(hz, 'activity', draft, ['cancel', '天气原因'])).status, 'cancelled');
    });

    it('counts activities, enrolments and attendance by month, type and centre, each figure equal to the list it opens', async () => {
      for (const client of [admin, hz]) {
        const stats = (await client.json(`${API}/enjoyLife/activityStatistics?year=2026`)).body.data;
        assert.equal(stats.year, 2026);
        assert.ok(stats.total.activities > 0);
        assert.equal(stats.months.reduce((s: number, m: any) => s + m.activities, 0), stats.total.activities);
        assert.equal(stats.types.reduce((s: number, m: any) => s + m.enrolled, 0), stats.total.enrolled);
        for (const row of [...stats.months.filter((m: any) => m.activities > 0), ...stats.types, ...stats.centres].slice(0, 6)) {
          const list = (await client.json(`${API}/activity?${row.filter}&size=500`)).body.data;
          assert.equal(list.total, row.activities, `${row.label}: ${row.filter}`);
          assert.equal(list.records.reduce((s: number, r: any) => s + r.enrolled, 0), row.enrolled, row.label);
        }
      }
      const province = (await admin.json(`${API}/enjoyLife/activityStatistics?year=2026`)).body.data;
      const city = (await hz.json(`${API}/enjoyLife/activityStatistics?year=2026`)).body.data;
      assert.ok(city.total.activities < province.total.activities);
      assert.ok(!city.centres.some((c: any) => c.label.startsWith('宁波')), 'Hangzhou never counts a Ningbo centre');
      const bad = await hz.json(`${API}/enjoyLife/activityStatistics?year=20x6`);
      assert.equal(bad.body.msg, '年度须为四位数字年份');
      const file = await hz.fetch(`${API}/enjoyLife/activityStatistics/export?year=2026`);
      assert.equal(file.status, 200);
      assert.match(file.headers.get('content-type') ?? '', /spreadsheetml/);
    });

    it('sums the centres per city for the province, and per county for Hangzhou, each row opening its centres', async () => {
      const province = (await admin.json(`${API}/enjoyLife/activityCentreSummary`)).body.data;
      assert.equal(province.rows.filter((r: any) => r.orgId !== '330000').length, 11, 'every city');
      const hzRow = province.rows.find((r: any) => r.orgId === '330100');
      assert.ok(hzRow.centres >= 2 && hzRow.rooms > 0 && hzRow.teams > 0 && hzRow.members > 0, JSON.stringify(hzRow));
      const listed = (await admin.json(`${API}/activityCenter?${hzRow.filter}&size=1`)).body.data.total;
      assert.equal(listed, hzRow.centres);
      const city = (await hz.json(`${API}/enjoyLife/activityCentreSummary`)).body.data;
      assert.ok(city.rows.some((r: any) => r.orgId === '330106' && r.centres >= 1));
      assert.ok(city.rows.every((r: any) => r.orgId.startsWith('3301')));
    });
  });
}
