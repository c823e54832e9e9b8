/**
 * 银龄讲师团 (issue 21): groups by level, whose level must match their organisation; lecturers from the
 * archive, once per group; lectures counted per lecturer (and audience) and per group, following deletes;
 * a lecture is not recorded ahead of its day; scope by the group's organisation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API, createSub } from '../cadre/helpers/cadreData.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { countRows, partyCadre } from '../vanguard/helpers/branchData.ts';

const tomorrow = () => new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
const lecture = (lecturerId: string, over: Record<string, unknown> = {}) => ({
  lecturerId, topic: '红船精神与浙江发展', lectureDate: '2026-09-01', place: '西湖区文化礼堂', audience: '社区居民', audienceCount: 80, ...over,
});

for (const engine of ENGINES) {
  describe(`银龄讲师团 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('lists the demo groups of every level within the user’s scope', async () => {
      const all = (await admin.json(`${API}/redLecturerOrganization?pageSize=100`)).body.data.records;
      assert.deepEqual([...new Set(all.map((g: any) => g.level))].sort(), ['1', '2', '3']);
      const mine = (await hz.json(`${API}/redLecturerOrganization?pageSize=100`)).body.data.records;
      assert.ok(mine.length > 0 && mine.every((g: any) => g.orgId.startsWith('3301')));
      assert.ok(mine.some((g: any) => g.lecturerCount > 0 && g.lectureCount > 0));
    });

    it('refuses a level that does not match the organisation', async () => {
      const before = await countRows(server, 'zj_lecturer_group');
      const city = await hz.json(`${API}/redLecturerOrganization`, { method: 'POST', json: { groupName: '测试讲师团', level: '2', orgId: '330106' } });
      assert.deepEqual(city.body.data.errors, [{ field: 'level', message: '市级讲师团须属于设区市' }]);
      const province = await hz.json(`${API}/redLecturerOrganization`, { method: 'POST', json: { groupName: '测试讲师团', level: '1', orgId: '330100' } });
      assert.deepEqual(province.body.data.errors, [{ field: 'level', message: '省级讲师团须属于省本级单位' }]);
      assert.equal(await countRows(server, 'zj_lecturer_group'), before, 'nothing written');
      const county = await createSub(hz, 'redLecturerOrganization', { groupName: '测试西湖区讲师团', level: '3', orgId: '330106-01' });
      assert.equal(county.level, '3');
    });

    it('counts each lecturer’s lectures and audience, and the group’s', async () => {
      const group = await createSub(hz, 'redLecturerOrganization', { groupName: '测试杭州市讲师团', level: '2', orgId: '330100' });
      const cadre = await partyCadre(hz, '讲师甲', '330106-01');
      const lecturer = await createSub(hz, 'redLecturer', { groupId: group.id, cadreId: cadre.id, topics: '党史' });
      assert.equal(lecturer.cadreName, '讲师甲');
      assert.equal(lecturer.groupName, '测试杭州市讲师团');
      assert.equal(lecturer.orgId, '330100');
      const twice = await hz.json(`${API}/redLecturer`, { method: 'POST', json: { groupId: group.id, cadreId: cadre.id, topics: '党史' } });
      assert.deepEqual(twice.body.data.errors, [{ field: 'cadreId', message: '该干部已是本讲师团的讲师' }]);
      const first = await createSub(hz, 'redLecture', lecture(lecturer.id));
      assert.equal(first.lecturerName, '讲师甲');
      await createSub(hz, 'redLecture', lecture(lecturer.id, { audienceCount: 120, lectureDate: '2026-09-15' }));
      const future = await hz.json(`${API}/redLecture`, { method: 'POST', json: lecture(lecturer.id, { lectureDate: tomorrow() }) });
      assert.deepEqual(future.body.data.errors, [{ field: 'lectureDate', message: '宣讲日期不能晚于今天' }]);
      let counted = (await hz.json(`${API}/redLecturer/${lecturer.id}`)).body.data;
      assert.equal(counted.lectureCount, 2);
      assert.equal(counted.audienceTotal, 200);
      let g = (await hz.json(`${API}/redLecturerOrganization/${group.id}`)).body.data;
      assert.equal(g.lecturerCount, 1);
      assert.equal(g.lectureCount, 2);
      assert.equal((await hz.json(`${API}/redLecture/${first.id}`, { method: 'DELETE' })).status, 200);
      counted = (await hz.json(`${API}/redLecturer/${lecturer.id}`)).body.data;
      assert.equal(counted.lectureCount, 1);
      assert.equal(counted.audienceTotal, 120);
      assert.equal((await hz.json(`${API}/redLecturer/${lecturer.id}`, { method: 'DELETE' })).status, 200);
      g = (await hz.json(`${API}/redLecturerOrganization/${group.id}`)).body.data;
      assert.equal(g.lecturerCount, 0);
      assert.equal(g.lectureCount, 0);
      const listed = (await hz.json(`${API}/redLecture?groupId=${group.id}`)).body.data.records;
      assert.equal(listed.length, 1, 'a group’s lectures are searched by the group');
    });

    it('never shows a Ningbo group or its lecturers to Hangzhou', async () => {
      const ningbo = (await admin.json(`${API}/redLecturerOrganization?orgId=330200&pageSize=5`)).body.data.records[0];
      assert.ok(ningbo);
      assert.notEqual((await hz.json(`${API}/redLecturerOrganization/${ningbo.id}`)).body.code, 0);
      const lecturers = (await hz.json(`${API}/redLecturer?groupId=${ningbo.id}`)).body.data?.records ?? [];
      assert.equal(lecturers.length, 0);
    });
  });
}
