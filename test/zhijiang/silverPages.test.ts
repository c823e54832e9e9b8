/**
 * 银耀之江's other records (issue 21): 信息工作组, 银龄工作室 (its leader's name from the archive), 人才品牌团队
 * and 关爱下一代 written and read back within scope; 最美银龄 through the engine's review workflow (nobody
 * decides their own item; a decided one is not decided again).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, createSub } from '../cadre/helpers/cadreData.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { partyCadre } from '../vanguard/helpers/branchData.ts';

for (const engine of ENGINES) {
  describe(`银耀之江 records on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let sx: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      sx = await signIn(server, 'sx_admin');
    });
    after(() => server.close());

    it('lists each kind’s demo records for the province and, of its own, for a city', async () => {
      for (const resource of ['informationGroup', 'studio', 'beautifulSilver', 'talentBrandTeam', 'careNextGeneration']) {
        const all = (await admin.json(`${API}/${resource}?pageSize=100`)).body.data;
        const mine = (await hz.json(`${API}/${resource}?pageSize=100`)).body.data;
        assert.ok(mine.total > 0 && all.total > mine.total, resource);
        assert.ok(mine.records.every((r: any) => r.orgId.startsWith('3301')), resource);
      }
    });

    it('writes an information group, a studio, a brand team and an activity for the young, and edits one', async () => {
      const group = await createSub(hz, 'informationGroup', { groupName: '测试信息工作组', orgId: '330100', leader: '李秀英', memberCount: 5 });
      const edited = await hz.json(`${API}/informationGroup/${group.id}`, { method: 'PUT', json: { version: group.version, memberCount: 6 } });
      assert.equal(edited.body.data.memberCount, 6, JSON.stringify(edited.body));
      const cadre = await partyCadre(hz, '室主任', '330106-01');
      const studio = await createSub(hz, 'studio', { studioName: '测试调解工作室', field: '1', orgId: '330106', leaderCadreId: cadre.id, address: '西湖区文三路', intro: '调解邻里纠纷' });
      assert.equal(studio.leaderName, '室主任');
      const team = await createSub(hz, 'talentBrandTeam', { teamName: '测试品牌团队', brand: '银智兴村', talentType: '7', orgId: '330100', leader: '张志强', memberCount: 12, intro: '<p>助力乡村振兴</p>' });
      assert.equal(team.talentType, '7');
      const care = await createSub(hz, 'careNextGeneration', { title: '测试课业辅导', activityType: '2', orgId: '330106', activityDate: '2026-07-10', place: '西湖区青少年宫', fiveOld: ['1', '4'], youthCount: 40, content: '<p>暑期辅导</p>' });
      assert.deepEqual(care.fiveOld, ['1', '4']);
      const negative = await hz.json(`${API}/careNextGeneration`, { method: 'POST', json: { title: '测试', activityType: '2', orgId: '330106', activityDate: '2026-07-10', place: '某地', youthCount: -1, content: '<p>x</p>' } });
      assert.equal(negative.status, 400);
      assert.equal(negative.body.data.errors[0].field, 'youthCount');
      const outside = await sx.json(`${API}/studio/${studio.id}`);
      assert.notEqual(outside.body.code, 0, 'Shaoxing never sees a Hangzhou studio');
    });

    it('takes a 最美银龄 through submission, a reviewer’s decision and no second one', async () => {
      const item = await createSub(hz, 'beautifulSilver', { title: '测试最美银龄', type: '1', author: '杭州市委老干部局', orgId: '330100', content: '<p>热心公益</p>' });
      assert.equal(item.status, 'draft');
      const submitted = (await hz.json(`${API}/beautifulSilver/${item.id}/submit`, { method: 'PUT', json: { version: item.version } })).body.data;
      assert.equal(submitted.status, 'submitted');
      const own = await hz.json(`${API}/beautifulSilver/${item.id}/approve`, { method: 'PUT', json: { version: submitted.version } });
      assert.equal(own.body.msg, '不能审核自己提交的内容');
      const queue = (await admin.json(`${API}/beautifulSilver?queue=review&pageSize=100`)).body.data.records;
      assert.ok(queue.some((r: any) => r.id === item.id));
      const approved = (await admin.json(`${API}/beautifulSilver/${item.id}/approve`, { method: 'PUT', json: { version: submitted.version } })).body.data;
      assert.equal(approved.status, 'approved');
      assert.equal(approved.approver, 'user-admin');
      const again = await admin.json(`${API}/beautifulSilver/${item.id}/reject`, { method: 'PUT', json: { version: approved.version, reason: '再议' } });
      assert.match(again.body.msg, /不能重复审核/);
    });
  });
}
