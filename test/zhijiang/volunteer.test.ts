/**
 * 志愿服务 (issue 21): teams with their members; volunteers from the archive (the cadre's name) or by name and
 * a valid ID number, once each; activities with registrations crediting hours to each volunteer (the
 * activity's unless given), refused twice or with impossible hours, nothing written; totals that follow
 * deletes and restores; the ranking (hours, most first); a Hangzhou user never sees a Ningbo volunteer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, createSub, idCard } from '../cadre/helpers/cadreData.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { countRows, partyCadre } from '../vanguard/helpers/branchData.ts';

const team = (over: Record<string, unknown> = {}) => ({
  teamName: '测试银龄志愿服务队', orgId: '330106', teamType: ['1', '3'], chargePerson: '王建国', phone: '0571-87654321', createDate: '2024-03-01', teamContext: '<p>服务群众</p>', ...over,
});
const activity = (over: Record<string, unknown> = {}) => ({
  activityName: '测试敬老服务', orgId: '330106', activityDate: '2026-10-01', place: '西湖区老年活动中心', serviceHours: 3, context: '<p>上门探访</p>', ...over,
});

for (const engine of ENGINES) {
  describe(`志愿服务 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let nb: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      nb = await signIn(server, 'admin_330200');
    });
    after(() => server.close());

    it('shows the demo teams, volunteers and activities within the user’s scope', async () => {
      const all = (await admin.json(`${API}/volunteerTeam?pageSize=100`)).body.data;
      const mine = (await hz.json(`${API}/volunteerTeam?pageSize=100`)).body.data;
      assert.ok(all.total > mine.total && mine.total > 0);
      assert.ok(mine.records.every((t: any) => t.orgId.startsWith('3301')));
      const people = (await hz.json(`${API}/volunteerPerson?pageSize=5`)).body.data.records;
      assert.ok(people.length > 0 && Number(people[0].serviceHours) > 0, 'the ranking starts with the most hours');
      const hours = people.map((p: any) => Number(p.serviceHours));
      assert.deepEqual(hours, [...hours].sort((a, b) => b - a));
    });

    it('takes a cadre’s name from the archive, keeps a team’s members, and refuses a volunteer twice', async () => {
      const t = await createSub(hz, 'volunteerTeam', team());
      const cadre = await partyCadre(hz, '志愿甲', '330106-01');
      const v = await createSub(hz, 'volunteerPerson', { cadreId: cadre.id, orgId: '330106', teamId: t.id, joinDate: '2024-05-01' });
      assert.equal(v.name, '志愿甲');
      assert.equal(v.teamName, '测试银龄志愿服务队');
      assert.equal((await hz.json(`${API}/volunteerTeam/${t.id}`)).body.data.memberCount, 1);
      const before = await countRows(server, 'zj_volunteer_person');
      const twice = await hz.json(`${API}/volunteerPerson`, { method: 'POST', json: { cadreId: cadre.id, orgId: '330106', joinDate: '2024-05-01' } });
      assert.equal(twice.status, 400);
      assert.deepEqual(twice.body.data.errors, [{ field: 'cadreId', message: '该干部已登记为志愿者' }]);
      assert.equal(await countRows(server, 'zj_volunteer_person'), before, 'nothing written');
    });

    it('takes a person outside the archive by name and a valid ID number, once', async () => {
      const none = await hz.json(`${API}/volunteerPerson`, { method: 'POST', json: { orgId: '330106', joinDate: '2024-05-01' } });
      assert.equal(none.status, 400);
      assert.deepEqual(none.body.data.errors.map((e: any) => e.message).sort(), ['请选择离退休干部，或填写姓名', '非档案人员须填写身份证号'].sort());
      const bad = await hz.json(`${API}/volunteerPerson`, { method: 'POST', json: { name: '社区王阿姨', idCard: '330106195501011234', orgId: '330106', joinDate: '2024-05-01' } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.data.errors[0].field, 'idCard');
      const number = idCard('330106', '1955-01-01', '2');
      const ok = await createSub(hz, 'volunteerPerson', { name: '社区王阿姨', idCard: number, orgId: '330106', joinDate: '2024-05-01' });
      assert.equal(ok.name, '社区王阿姨');
      assert.notEqual(ok.idCard, number, 'the ID number comes masked');
      const again = await hz.json(`${API}/volunteerPerson`, { method: 'POST', json: { name: '另一人', idCard: number, orgId: '330106', joinDate: '2024-05-01' } });
      assert.deepEqual(again.body.data.errors, [{ field: 'idCard', message: '该身份证号已登记为志愿者' }]);
    });

    it('credits an activity’s hours to each registered volunteer, once per activity, within a day', async () => {
      const number = idCard('330106', '1956-02-03', '1');
      const v = await createSub(hz, 'volunteerPerson', { name: '时长测试', idCard: number, orgId: '330106', joinDate: '2024-05-01' });
      const a1 = await createSub(hz, 'voluntaryremittance', activity());
      const a2 = await createSub(hz, 'voluntaryremittance', activity({ activityName: '测试河道巡查', serviceHours: 2 }));
      const r1 = await createSub(hz, 'volunteerRegistration', { activityId: a1.id, personId: v.id });
      assert.equal(Number(r1.hours), 3, 'the activity’s hours unless given');
      assert.equal(r1.personName, '时长测试');
      assert.equal(r1.orgId, '330106');
      await createSub(hz, 'volunteerRegistration', { activityId: a2.id, personId: v.id, hours: 4.5 });
      let person = (await hz.json(`${API}/volunteerPerson/${v.id}`)).body.data;
      assert.equal(Number(person.serviceHours), 7.5);
      assert.equal(person.activityCount, 2);
      const act = (await hz.json(`${API}/voluntaryremittance/${a1.id}`)).body.data;
      assert.equal(act.volunteerCount, 1);
      assert.equal(Number(act.totalHours), 3);

      const before = await countRows(server, 'zj_volunteer_registration');
      const twice = await hz.json(`${API}/volunteerRegistration`, { method: 'POST', json: { activityId: a1.id, personId: v.id } });
      assert.deepEqual(twice.body.data.errors, [{ field: 'personId', message: '该志愿者已报名本次活动，不能重复登记' }]);
      const negative = await hz.json(`${API}/volunteerRegistration`, { method: 'POST', json: { activityId: a1.id, personId: v.id, hours: -2 } });
      assert.deepEqual(negative.body.data.errors, [{ field: 'hours', message: '服务时长须大于0小时' }]);
      const impossible = await hz.json(`${API}/voluntaryremittance`, { method: 'POST', json: activity({ serviceHours: 30 }) });
      assert.deepEqual(impossible.body.data.errors, [{ field: 'serviceHours', message: '一天的服务时长不能超过24小时' }]);
      assert.equal(await countRows(server, 'zj_volunteer_registration'), before, 'nothing written');

      // Deleting an activity takes its hours off; restoring it gives them back.
      assert.equal((await hz.json(`${API}/voluntaryremittance/${a2.id}`, { method: 'DELETE' })).status, 200);
      person = (await hz.json(`${API}/volunteerPerson/${v.id}`)).body.data;
      assert.equal(Number(person.serviceHours), 3);
      const restored = await hz.json(`${API}/voluntaryremittance/${a2.id}/restore`, { method: 'PUT', json: {} });
      assert.equal(restored.status, 200, JSON.stringify(restored.body));
      assert.equal(Number((await hz.json(`${API}/volunteerPerson/${v.id}`)).body.data.serviceHours), 7.5);
    });

    it('refuses a volunteer who left, and a dissolved team’s new members', async () => {
      const t = await createSub(hz, 'volunteerTeam', team({ teamName: '测试解散队' }));
      const moved = await hz.json(`${API}/volunteerTeam/${t.id}/dissolve`, { method: 'PUT', json: { version: t.version, reason: '人员调整' } });
      assert.equal(moved.body.data.status, 'dissolved', JSON.stringify(moved.body));
      const joining = await hz.json(`${API}/volunteerPerson`, { method: 'POST', json: { name: '后来者', idCard: idCard('330106', '1957-03-04'), orgId: '330106', teamId: t.id, joinDate: '2024-05-01' } });
      assert.deepEqual(joining.body.data.errors, [{ field: 'teamId', message: '该团队已解散，不能加入' }]);
      const v = await createSub(hz, 'volunteerPerson', { name: '已退出者', idCard: idCard('330106', '1957-03-05'), orgId: '330106', joinDate: '2024-05-01' });
      await hz.json(`${API}/volunteerPerson/${v.id}/leave`, { method: 'PUT', json: { version: v.version, reason: '身体原因' } });
      const a = await createSub(hz, 'voluntaryremittance', activity({ activityName: '测试退出后登记' }));
      const refused = await hz.json(`${API}/volunteerRegistration`, { method: 'POST', json: { activityId: a.id, personId: v.id } });
      assert.deepEqual(refused.body.data.errors, [{ field: 'personId', message: '该志愿者已退出，不能登记服务' }]);
    });

    it('never shows a Ningbo volunteer to Hangzhou, nor lets Hangzhou register one', async () => {
      const v = await createSub(nb, 'volunteerPerson', { name: '宁波志愿者', idCard: idCard('330203', '1950-06-07'), orgId: '330200', joinDate: '2024-05-01' });
      assert.equal((await hz.json(`${API}/volunteerPerson/${v.id}`)).body.code !== 0, true);
      const listed = (await hz.json(`${API}/volunteerPerson?name=宁波志愿者`)).body.data?.records ?? [];
      assert.equal(listed.length, 0);
      const a = await createSub(hz, 'voluntaryremittance', activity({ activityName: '测试跨市登记' }));
      const refused = await hz.json(`${API}/volunteerRegistration`, { method: 'POST', json: { activityId: a.id, personId: v.id } });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.data.errors[0].field, 'personId');
    });
  });
}
