/**
 * 银龄先锋's remaining records (issue 20, docs/vanguard.md part 3), on both engines: an activity's
 * participants are active members of its branch, once, and counted; study records; a course's address is
 * http or https; a cadre is a core member once; a training course runs planned → ongoing → finished and takes
 * trainees until it finishes; silver stations and the home page's list; sites and bases keep to their kind,
 * and a visit is booked for today or later within the base's capacity, then approved and visited. Every
 * refusal names the field and writes nothing; a Hangzhou user sees none of Ningbo's records; the demo fills
 * every list for the province and Hangzhou.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { fileForm, filesServerFactory, postMultipart } from '../engineFiles/helpers/filesServer.ts';
import { png } from '../engineFiles/helpers/sampleFiles.ts';
import { API, branchWithMembers, countRows, partyCadre } from './helpers/branchData.ts';
import { createSub } from '../cadre/helpers/cadreData.ts';

const addDays = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

const RESOURCES = [
  'branchActivity', 'activityParticipant', 'studySituation', 'onlineCourse', 'backbone', 'backboneTraining', 'backboneTrainee', 'poststation',
  'partyBuilding', 'partyBuildingAppointment', 'educationBase', 'educationBaseAppointment',
];

for (const engine of ENGINES) {
  describe(`银龄先锋 part 3 on ${engine}`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    const move = async (client: SignedClient, resource: string, record: Record<string, any>, action: string, reason?: string) =>
      client.json(`${API}/${resource}/${record.id}/${action}`, { method: 'PUT', json: { version: record.version, ...(reason ? { reason } : {}) } });
    const base = (over: Record<string, unknown> = {}) => ({
      name: '测试党建阵地', orgId: '330100', baseType: '2', address: '杭州市西湖区文化路1号', capacity: 30, contact: '王建国', phone: '0571-87654321', ...over,
    });
    const booking = (baseId: string, over: Record<string, unknown> = {}) => ({
      baseId, visitorOrg: '西湖区教育局离退休干部党支部', visitDate: addDays(7), people: 20, contact: '李秀英', phone: '13800000001', ...over,
    });
    before(async () => {
      server = await startServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('fills every list for the province and for Hangzhou, and shows Hangzhou none of Ningbo’s', async () => {
      for (const resource of RESOURCES) {
        const all = (await admin.json(`${API}/${resource}?size=500`)).body.data;
        const city = (await hz.json(`${API}/${resource}?size=500`)).body.data;
        assert.ok(all.total > 0 && city.total > 0, `${resource}: ${all.total} / ${city.total}`);
        assert.ok(city.total < all.total, `${resource}: Hangzhou sees part of the province`);
      }
      const ningbo = (await admin.json(`${API}/poststation?orgId=330200`)).body.data.records[0];
      assert.notEqual((await hz.json(`${API}/poststation/${ningbo.id}`)).body.data?.id, ningbo.id, 'Hangzhou cannot open a Ningbo station');
      const stations = (await hz.json(`${API}/poststation?size=500`)).body.data.records;
      assert.ok(stations.every((s: any) => String(s.orgId).startsWith('3301')), 'Hangzhou’s stations only');
    });

    it('takes an activity’s participants from the active members of its branch, once each, and counts them', async () => {
      const { branch, members } = await branchWithMembers(hz, ['活动书记', '活动党员'], { branch: { partyName: '测试活动支部' } });
      const other = await branchWithMembers(hz, ['别支书记'], { branch: { partyName: '测试别的支部' } });
      const activity = await createSub(hz, 'branchActivity', { activityName: '重温入党誓词', activityType: '5', branchId: branch.id, activityDate: '2026-10-01', place: '西湖区老干部活动中心' });
      assert.equal(activity.branchName, '测试活动支部');
      const joined = await createSub(hz, 'activityParticipant', { activityId: activity.id, memberId: members[1]!.id });
      assert.equal(joined.memberName, '活动党员');
      assert.equal((await hz.json(`${API}/branchActivity/${activity.id}`)).body.data.participantCount, 1);
      const before = await countRows(server, 'vg_activity_participant');
      const stranger = await hz.json(`${API}/activityParticipant`, { method: 'POST', json: { activityId: activity.id, memberId: other.members[0]!.id } });
      assert.equal(stranger.status, 400);
      assert.deepEqual(stranger.body.data.errors, [{ field: 'memberId', message: '该党员不是主办支部的在册党员，不能参加本次活动' }]);
      const twice = await hz.json(`${API}/activityParticipant`, { method: 'POST', json: { activityId: activity.id, memberId: members[1]!.id } });
      assert.deepEqual(twice.body.data.errors, [{ field: 'memberId', message: '该党员已在本次活动的参加人员中' }]);
      const moved = await move(hz, 'partyMember', members[0]!, 'transfer', '转出');
      assert.equal(moved.body.data.status, 'transferred');
      const gone = await hz.json(`${API}/activityParticipant`, { method: 'POST', json: { activityId: activity.id, memberId: members[0]!.id } });
      assert.equal(gone.status, 400, 'a transferred member no longer takes part');
      assert.equal(await countRows(server, 'vg_activity_participant'), before, 'nothing written');
      const listed = (await hz.json(`${API}/activityParticipant?activityId=${activity.id}`)).body.data.records;
      assert.deepEqual(listed.map((p: any) => p.memberName), ['活动党员']);
      const removed = await hz.json(`${API}/activityParticipant/${joined.id}`, { method: 'DELETE' });
      assert.equal(removed.body.code, 0, JSON.stringify(removed.body));
      assert.equal((await hz.json(`${API}/branchActivity/${activity.id}`)).body.data.participantCount, 0);
    });

    it('records a study session with its points, and refuses one without them', async () => {
      const { branch } = await branchWithMembers(hz, ['学习书记'], { branch: { partyName: '测试学习支部' } });
      const input = { branchId: branch.id, theme: '学习党章', studyTime: '2026-09-10', host: '学习书记', studyForm: '1', participantCount: 12 };
      const refused = await hz.json(`${API}/studySituation`, { method: 'POST', json: input });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body.data.errors.map((e: any) => e.field), ['points']);
      const stored = await createSub(hz, 'studySituation', { ...input, points: '<p>逐章学习</p><script>x()</script>' });
      assert.equal(stored.branchName, '测试学习支部');
      assert.ok(!String(stored.points).includes('script'), 'rich text stored sanitised');
    });

    it('keeps a course’s address to http or https, and publishes and withdraws it', async () => {
      const cover = (await postMultipart(server, hz, `${API}/file`, fileForm(png(), 'cover.png'))).body.data.id as string;
      const input = { name: '测试课程', courseType: '1', orgId: '330100', thumbnail: cover };
      for (const url of ['javascript:alert(1)', 'ftp://example.com/course', 'www.12371.cn']) {
        const refused = await hz.json(`${API}/onlineCourse`, { method: 'POST', json: { ...input, url } });
        assert.equal(refused.status, 400, url);
        assert.deepEqual(refused.body.data.errors, [{ field: 'url', message: '课程地址必须以 http:// 或 https:// 开头' }], url);
      }
      const course = await createSub(hz, 'onlineCourse', { ...input, url: 'https://www.12371.cn/special/' });
      // The portal's one publish lifecycle (push_status): 0 草稿, 1 已发布, 2 已撤回, withdrawn with a reason.
      assert.equal(course.status, '0');
      const published = (await move(hz, 'onlineCourse', course, 'publish')).body.data;
      assert.equal(published.status, '1');
      const catalogue = (await hz.json(`${API}/onlineCourse?status=1&size=500`)).body.data.records;
      assert.ok(catalogue.some((c: any) => c.id === course.id) && catalogue.every((c: any) => c.status === '1'));
      assert.equal((await move(hz, 'onlineCourse', published, 'withdraw')).status, 400, 'a withdrawal says why');
      assert.equal((await move(hz, 'onlineCourse', published, 'withdraw', '课件更新')).body.data.status, '2');
    });

    it('lists a cadre among the core members once', async () => {
      const cadre = await partyCadre(hz, '骨干甲');
      const input = { cadreId: cadre.id, orgId: '330106', backboneType: '1', appointDate: '2024-03-01' };
      const first = await createSub(hz, 'backbone', input);
      assert.equal(first.cadreName, '骨干甲');
      const again = await hz.json(`${API}/backbone`, { method: 'POST', json: { ...input, backboneType: '2' } });
      assert.equal(again.status, 400);
      assert.equal(again.body.data.errors[0].field, 'cadreId');
    });

    it('runs a training course planned → ongoing → finished, with trainees from the archive until it finishes', async () => {
      const course = { title: '测试支部书记培训班', orgId: '330100', startDate: '2026-12-01', place: '杭州市委党校', hours: 24 };
      const backwards = await hz.json(`${API}/backboneTraining`, { method: 'POST', json: { ...course, endDate: '2026-11-30' } });
      assert.deepEqual(backwards.body.data.errors, [{ field: 'endDate', message: '结束日期不能早于开始日期' }]);
      const training = await createSub(hz, 'backboneTraining', { ...course, endDate: '2026-12-05' });
      assert.equal(training.status, 'planned');
      const a = await partyCadre(hz, '学员甲');
      const b = await partyCadre(hz, '学员乙');
      const trainee = await createSub(hz, 'backboneTrainee', { trainingId: training.id, cadreId: a.id });
      assert.equal(trainee.cadreName, '学员甲');
      const twice = await hz.json(`${API}/backboneTrainee`, { method: 'POST', json: { trainingId: training.id, cadreId: a.id } });
      assert.deepEqual(twice.body.data.errors, [{ field: 'cadreId', message: '该干部已是本次培训的学员' }]);
      const started = (await move(hz, 'backboneTraining', training, 'start')).body.data;
      assert.equal(started.status, 'ongoing');
      assert.equal(started.traineeCount, 1);
      const finished = (await move(hz, 'backboneTraining', started, 'finish')).body.data;
      assert.equal(finished.status, 'finished');
      const late = await hz.json(`${API}/backboneTrainee`, { method: 'POST', json: { trainingId: training.id, cadreId: b.id } });
      assert.deepEqual(late.body.data.errors, [{ field: 'trainingId', message: '培训已结束，不能再添加学员' }]);
      const again = await move(hz, 'backboneTraining', finished, 'start');
      assert.notEqual(again.body.code, 0, 'no way back from finished');
      assert.equal((await hz.json(`${API}/backboneTraining/${training.id}`)).body.data.status, 'finished');
      const ningboCadre = await partyCadre(admin, '宁波学员', '330203');
      const outside = await hz.json(`${API}/backboneTrainee`, { method: 'POST', json: { trainingId: training.id, cadreId: ningboCadre.id } });
      assert.equal(outside.status, 400, 'a cadre outside the user’s scope is not in their archive');
    });

    it('lists the open silver stations of the user’s scope on the home page', async () => {
      const station = await createSub(hz, 'poststation', { name: '测试金秋驿站', orgId: '330106', address: '西湖区文三路1号', manager: '陈建国', phone: '0571-88886666', starLevel: 5 });
      assert.equal(station.status, 'active');
      const home = (await hz.json(`${API}/homePoststation`)).body.data.records;
      assert.ok(home.length > 0 && home.length <= 8);
      assert.ok(home.every((s: any) => s.orgId.startsWith('3301')), 'Hangzhou’s stations only');
      const closed = (await move(hz, 'poststation', station, 'close', '场地改造')).body.data;
      assert.equal(closed.status, 'closed');
      const after = (await hz.json(`${API}/homePoststation`)).body.data.records;
      assert.ok(!after.some((s: any) => s.id === station.id), 'a closed station leaves the home page');
      const ningbo = (await admin.json(`${API}/poststation?orgId=330200&status=active`)).body.data.records.map((s: any) => s.id);
      assert.ok(!after.some((s: any) => ningbo.includes(s.id)), 'Hangzhou’s home page shows none of Ningbo’s');
    });

    it('keeps sites and bases apart, and books a visit for today or later within the base’s capacity through to visited', async () => {
      const site = await createSub(hz, 'partyBuilding', base());
      const education = (await hz.json(`${API}/educationBase?size=500`)).body.data.records;
      assert.ok(!education.some((b: any) => b.id === site.id), 'a site is no education base');
      const wrongKind = await hz.json(`${API}/educationBaseAppointment`, { method: 'POST', json: booking(site.id) });
      assert.equal(wrongKind.status, 400, 'a base’s appointment names a base of its kind');

      const before = await countRows(server, 'vg_base_appointment');
      const past = await hz.json(`${API}/partyBuildingAppointment`, { method: 'POST', json: booking(site.id, { visitDate: addDays(-1) }) });
      assert.deepEqual(past.body.data.errors, [{ field: 'visitDate', message: '参观日期不能早于今天' }]);
      const first = await createSub(hz, 'partyBuildingAppointment', booking(site.id));
      assert.equal(first.status, 'submitted');
      assert.equal(first.baseName, '测试党建阵地');
      const over = await hz.json(`${API}/partyBuildingAppointment`, { method: 'POST', json: booking(site.id, { people: 11 }) });
      assert.deepEqual(over.body.data.errors, [{ field: 'people', message: '当日预约人数超出接待能力：单次最多接待30人，当日已预约20人' }]);
      assert.equal(await countRows(server, 'vg_base_appointment'), before + 1, 'nothing written by the refusals');
      const fits = await createSub(hz, 'partyBuildingAppointment', booking(site.id, { people: 10 }));
      const grown = await hz.json(`${API}/partyBuildingAppointment/${fits.id}`, { method: 'PUT', json: { version: fits.version, people: 11 } });
      assert.equal(grown.status, 400, 'an edit is held to the capacity too');

      const approved = (await move(hz, 'partyBuildingAppointment', first, 'approve')).body.data;
      assert.equal(approved.status, 'approved');
      const edited = await hz.json(`${API}/partyBuildingAppointment/${approved.id}`, { method: 'PUT', json: { version: approved.version, people: 5 } });
      assert.notEqual(edited.body.code, 0, 'an approved appointment is not edited');
      const visited = (await move(hz, 'partyBuildingAppointment', approved, 'visit')).body.data;
      assert.equal(visited.status, 'visited');
      const cancelled = (await move(hz, 'partyBuildingAppointment', fits, 'cancel', '行程调整')).body.data;
      assert.equal(cancelled.status, 'cancelled');
      const freed = await createSub(hz, 'partyBuildingAppointment', booking(site.id, { people: 10 }));
      const rejected = (await move(hz, 'partyBuildingAppointment', freed, 'reject', '当日闭馆')).body.data;
      assert.equal(rejected.status, 'rejected');
      assert.equal(rejected.statusReason, '当日闭馆');

      const ningboSite = (await admin.json(`${API}/partyBuilding?orgId=330200`)).body.data.records[0];
      const foreign = await hz.json(`${API}/partyBuildingAppointment`, { method: 'POST', json: booking(ningboSite.id) });
      assert.equal(foreign.status, 400, 'Hangzhou books no visit to a base it cannot see');
      const seen = (await hz.json(`${API}/partyBuildingAppointment?size=500`)).body.data.records;
      assert.ok(!seen.some((a: any) => a.baseId === ningboSite.id));
    });
  });
}
