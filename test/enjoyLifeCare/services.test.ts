/**
 * 养老服务, 学习内容 and the directories of 银龄乐享 (docs/enjoyLife.md, "养老服务与学习内容"): each kind
 * recorded within the user's scope and never seen by another city; the push status published, withdrawn with a
 * reason and edited again as a draft; bad input refused under its field with nothing written (a video address
 * that is not http/https, a validity that ends before it starts, a phone, a dictionary value); the talent
 * directory and showcase read-only views of the archive; the demo lists filled for the province and Hangzhou.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createSub } from '../cadre/helpers/cadreData.ts';

const count = async (server: TestServer, table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, []))[0]!.n;

const SERVICE = { serviceType: '1', address: '杭州市西湖区文三路90号', phone: '0571-88001234', intro: '提供上门服务' };
const STUDY = { issueDate: '2026-05-06', content: '<p>学习内容</p>' };

/** A valid new entry of each kind, in 西湖区 (hz_admin's scope). */
const INPUTS: Record<string, [table: string, input: Record<string, unknown>]> = {
  careDoctor: ['el_care_doctor', { ...SERVICE, name: '陈医生', institution: '西湖区人民医院', orgId: '330106' }],
  careCommunity: ['el_care_community', { ...SERVICE, name: '文新街道老年食堂', orgId: '330106' }],
  careNursingInstitution: ['el_care_nursing', { ...SERVICE, name: '之江颐养院', beds: 200, orgId: '330106' }],
  medicalGuideline: ['el_medical_guideline', { title: '门诊慢病报销指南', content: '<p>材料清单</p>', orgId: '330106' }],
  projectLearning: ['el_topic_study', { ...STUDY, title: '防范养老诈骗', studyType: '5', orgId: '330106' }],
  briefing: ['el_briefing', { ...STUDY, title: '西湖区一人一策推进情况', issueNo: '2026年第9期', orgId: '330106' }],
  importantThought: ['el_important_thought', { ...STUDY, title: '论老干部工作', speaker: '习近平', orgId: '330106' }],
  fourNearby: ['el_four_nearby', { community: '文新街道德加社区', address: '德加路1号', nearbyItems: ['1', '2'], cadreCount: 40, orgId: '330106' }],
  favorableAgedProject: ['el_favorable_project', { name: '理发优惠', provider: '文新理发店', discount: '七十岁以上半价', validFrom: '2026-01-01', validTo: '2026-12-31', orgId: '330106' }],
  videoLesson: ['el_video_lesson', { title: '太极拳入门', category: '2', teacher: '孙老师', duration: 40, videoUrl: 'https://video.example.cn/1.mp4', orgId: '330106' }],
};
const PUSHED = ['careDoctor', 'careCommunity', 'careNursingInstitution', 'medicalGuideline', 'projectLearning', 'briefing', 'importantThought'];

for (const engine of ENGINES) {
  describe(`银龄乐享 services and content on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('records every kind in scope; Ningbo’s entries stay out of Hangzhou’s lists and reads', async () => {
      for (const [resource, [, input]] of Object.entries(INPUTS)) {
        const mine = await createSub(hz, resource, input);
        assert.equal(mine.orgId, '330106', resource);
        const nb = await createSub(admin, resource, { ...input, orgId: '330200' });
        assert.deepEqual((await hz.json(`${API}/${resource}/${nb.id}`)).body, { code: 4, msg: '该Id查询结果为空' }, resource);
        const listed = (await hz.json(`${API}/${resource}?size=500`)).body.data.records;
        assert.ok(listed.some((r: any) => r.id === mine.id) && !listed.some((r: any) => r.id === nb.id), resource);
        const outside = await hz.json(`${API}/${resource}`, { method: 'POST', json: { ...input, orgId: '330200' } });
        assert.equal(outside.status, 400, resource);
      }
    });

    it('publishes, withdraws with a reason and edits again as a draft, where a kind has a push status', async () => {
      for (const resource of PUSHED) {
        const item = await createSub(hz, resource, INPUTS[resource]![1]);
        assert.equal(item.status, '0', resource);
        const put = (name: string, body: Record<string, unknown>) => hz.json(`${API}/${resource}/${item.id}/${name}`, { method: 'PUT', json: body });
        const published = (await put('publish', { version: item.version })).body.data;
        assert.equal(published.status, '1', resource);
        const locked = await hz.json(`${API}/${resource}/${item.id}`, { method: 'PUT', json: { version: published.version, address: '改', title: '改', name: '改' } });
        assert.equal(locked.body.msg, '当前状态（已发布）不能修改', resource);
        assert.equal((await put('withdraw', { version: published.version })).body.code, 4, resource);
        const withdrawn = (await put('withdraw', { version: published.version, reason: '信息有误' })).body.data;
        assert.deepEqual([withdrawn.status, withdrawn.statusReason], ['2', '信息有误'], resource);
        const draft = (await put('redraft', { version: withdrawn.version })).body.data;
        assert.equal(draft.status, '0', resource);
      }
    });

    it('refuses bad input under its field and writes nothing', async () => {
      const refusals: [string, Record<string, unknown>, string, string][] = [
        ['videoLesson', { videoUrl: 'ftp://video.example.cn/1.mp4' }, 'videoUrl', '视频地址必须以 http:// 或 https:// 开头'],
        ['videoLesson', { videoUrl: 'javascript:alert(1)' }, 'videoUrl', '视频地址必须以 http:// 或 https:// 开头'],
        ['favorableAgedProject', { validTo: '2025-12-31' }, 'validTo', '有效期止不能早于有效期起'],
        ['careDoctor', { phone: '88001234' }, 'phone', '联系电话格式不正确'],
        ['careCommunity', { serviceType: '77' }, 'serviceType', '类型'],
        ['fourNearby', { cadreCount: -1 }, 'cadreCount', '服务干部数'],
        ['projectLearning', { title: '' }, 'title', '标题'],
      ];
      for (const [resource, change, field, message] of refusals) {
        const [table, input] = INPUTS[resource]!;
        const before = await count(server, table);
        const res = await hz.json(`${API}/${resource}`, { method: 'POST', json: { ...input, ...change } });
        assert.equal(res.status, 400, `${resource} ${field}: ${JSON.stringify(res.body)}`);
        assert.ok(res.body.data.errors.some((e: { field: string; message: string }) => e.field === field && e.message.startsWith(message)), JSON.stringify(res.body));
        assert.equal(await count(server, table), before, resource);
      }
    });

    it('lists one topic of 专题学习 by its type', async () => {
      const topic = (await hz.json(`${API}/projectLearning?studyType=4&size=500`)).body.data;
      assert.ok(topic.total > 0 && topic.records.every((r: any) => r.studyType === '4'));
    });

    it('shows the archive’s talents read-only: the directory all of them, the showcase those with achievements', async () => {
      const directory = (await hz.json(`${API}/silverTalentPerson?size=500`)).body.data;
      const archive = (await hz.json(`${API}/cadreTalent?size=1`)).body.data.total;
      assert.equal(directory.total, archive);
      const showcase = (await hz.json(`${API}/silverTalent?size=500`)).body.data;
      assert.ok(showcase.total > 0 && showcase.total < directory.total, `${showcase.total} of ${directory.total}`);
      assert.ok(showcase.records.every((r: any) => r.achievements && r.willingToServe));
      const talent = directory.records[0];
      for (const resource of ['silverTalentPerson', 'silverTalent']) {
        const add = await admin.json(`${API}/${resource}`, { method: 'POST', json: { cadreId: talent.cadreId, specialty: '书法' } });
        assert.equal(add.status, 403, resource);
        const edit = await admin.json(`${API}/${resource}/${talent.id}`, { method: 'PUT', json: { version: talent.version, specialty: '改' } });
        assert.equal(edit.status, 403, resource);
      }
    });

    it('gives the demo entries that a city administrator sees, fewer than the province', async () => {
      for (const resource of [...Object.keys(INPUTS), 'onePersonOneStrategy']) {
        const hzTotal = (await hz.json(`${API}/${resource}?size=1`)).body.data.total;
        const all = (await admin.json(`${API}/${resource}?size=1`)).body.data.total;
        assert.ok(hzTotal > 1 && hzTotal < all, `${resource}: ${hzTotal} of ${all}`);
      }
    });
  });
}
