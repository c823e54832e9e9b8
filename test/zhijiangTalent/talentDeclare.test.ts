/**
 * 银龄人才申报 (issue 21) on both engines: an application declared for a cadre and approved by its unit, its
 * city and the province in the engine's levelled review, with a return on the way; every refusal with its
 * Chinese message and nothing written: a level deciding out of turn (a city before its unit), an approver of
 * another level, a decision on a decided step, a return without an opinion, the first level deciding its own
 * declaration, a declaration outside the window, over the city's quota or twice for one cadre and kind, the
 * settings changed by a city; the levels a record skips (a city bureau's own, no unit level); the approvals
 * queue per level; the trail; the archive; the statistics; another city sees none of it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, idCard } from '../cadre/helpers/cadreData.ts';

const APPLICATION = { talentType: '4', specialty: '人民调解', achievements: '在社区调解工作室化解矛盾纠纷八十余起。' };

for (const engine of ENGINES) {
  describe(`银龄人才申报 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let xihu: SignedClient;
    let sx: SignedClient;
    let clerk: SignedClient;
    let hzCadre: Record<string, any>;
    before(async () => {
      server = await startTestServer(engine);
      [admin, hz, xihu, sx, clerk] = (await Promise.all(['admin', 'hz_admin', 'admin_330106', 'sx_admin', 'unit_user'].map((u) => signIn(server, u)))) as SignedClient[] as [SignedClient, SignedClient, SignedClient, SignedClient, SignedClient];
      hzCadre = await createCadre(admin, { realName: '杭才老', idCard: idCard('330106', '1950-03-03') });
    });
    after(() => server.close());

    const move = (who: SignedClient, id: string, name: string, json: Record<string, unknown> = {}) => who.json(`${API}/talentDeclare/${id}/${name}`, { method: 'PUT', json });
    const read = async (id: string) => (await admin.json(`${API}/talentDeclare/${id}`)).body.data;
    const refused = (res: { body: { code: number; msg: string } }, msg: string) => {
      assert.notEqual(res.body.code, 0, JSON.stringify(res.body));
      assert.equal(res.body.msg, msg);
    };
    const queue = async (who: SignedClient) => ((await who.json(`${API}/talentDeclare?queue=review&size=500`)).body.data.records as { id: string }[]).map((r) => r.id);
    const trail = async (id: string) => (await admin.json(`${API}/talentDeclareTrail/${id}`)).body.data as Record<string, any>[];
    const create = async (who: SignedClient, cadreId: string, over: Record<string, unknown> = {}) => {
      const res = await who.json(`${API}/talentDeclare`, { method: 'POST', json: { cadreId, ...APPLICATION, ...over } });
      assert.equal(res.body.code, 0, JSON.stringify(res.body));
      return res.body.data as Record<string, any>;
    };
    const config = async () => (await admin.json(`${API}/talentDeclareConfig`)).body.data;
    const saveConfig = (who: SignedClient, json: Record<string, unknown>) => who.json(`${API}/talentDeclareConfig`, { method: 'PUT', json });

    it('takes an application through the unit, the city and the province, with a return, into the archive', async () => {
      let item = await create(hz, hzCadre.id);
      assert.equal(item.status, 'draft');
      assert.equal(item.cadreName, '杭才老');
      assert.equal(item.orgId, '330106-01', 'the unit that manages the cadre declares');
      item = (await move(hz, item.id, 'submit', { version: item.version })).body.data;
      assert.equal(item.status, 'unitReview');
      assert.ok(item.declareTime);

      refused(await move(hz, item.id, 'approve', { version: item.version }), '该记录当前待单位审核，您不是这一级的审批人');
      refused(await move(admin, item.id, 'approve', { version: item.version }), '该记录当前待单位审核，您不是这一级的审批人');
      assert.equal((await sx.json(`${API}/talentDeclare/${item.id}/approve`, { method: 'PUT', json: { version: item.version } })).status, 404, 'another city does not see it');
      assert.equal((await move(clerk, item.id, 'approve', { version: item.version })).status, 403, 'a unit clerk declares, does not decide');
      assert.equal((await read(item.id)).version, item.version, 'nothing written');
      assert.ok((await queue(xihu)).includes(item.id), 'in the unit level’s queue');
      assert.ok(!(await queue(hz)).includes(item.id) && !(await queue(admin)).includes(item.id), 'not yet the city’s or the province’s');

      refused(await move(xihu, item.id, 'return', { version: item.version }), '请填写原因');
      item = (await move(xihu, item.id, 'return', { version: item.version, reason: '请补充获奖证书' })).body.data;
      assert.equal(item.status, 'returned');
      assert.equal(item.statusReason, '请补充获奖证书');
      refused(await move(xihu, item.id, 'approve', { version: item.version }), '该内容已审核（已退回），不能重复审核');
      item = (await hz.json(`${API}/talentDeclare/${item.id}`, { method: 'PUT', json: { version: item.version, achievements: '化解矛盾纠纷八十余起，获评省级优秀调解员。' } })).body.data;
      item = (await move(hz, item.id, 'submit', { version: item.version })).body.data;
      assert.equal(item.status, 'unitReview');
      assert.ok((await queue(xihu)).includes(item.id), 'declared again: back in the unit level’s queue');

      item = (await move(xihu, item.id, 'approve', { version: item.version, reason: '同意上报' })).body.data;
      assert.equal(item.status, 'cityReview');
      refused(await move(xihu, item.id, 'approve', { version: item.version }), '该记录当前待市级审核，您不是这一级的审批人');
      assert.ok((await queue(hz)).includes(item.id) && !(await queue(xihu)).includes(item.id));
      // Hangzhou's administrator typed the declaration in; the city level reviews what the unit sent up.
      item = (await move(hz, item.id, 'approve', { version: item.version })).body.data;
      assert.equal(item.status, 'provinceReview');
      assert.ok((await queue(admin)).includes(item.id));
      refused(await move(hz, item.id, 'approve', { version: item.version }), '该记录当前待省级审核，您不是这一级的审批人');
      item = (await move(admin, item.id, 'approve', { version: item.version, reason: '同意' })).body.data;
      assert.equal(item.status, 'approved');
      assert.equal(item.approver, 'user-admin');
      refused(await move(admin, item.id, 'return', { version: item.version, reason: '再看看' }), '该内容已审核（审核通过），不能重复审核');

      const steps = await trail(item.id);
      assert.deepEqual(steps.map((s) => [s.level, s.result]), [[null, 'submit'], ['unit', 'return'], [null, 'submit'], ['unit', 'approve'], ['city', 'approve'], ['province', 'approve']]);
      assert.equal(steps[1]!.opinion, '请补充获奖证书');
      assert.equal(steps[5]!.approverName, '系统管理员');
      const archive = (await hz.json(`${API}/cadreTalent?cadreId=${hzCadre.id}`)).body.data.records;
      assert.equal(archive.length, 1);
      assert.equal(archive[0].specialty, '人民调解');
      assert.equal(archive[0].talentTypeLabel, '法律调解');
    });

    it('lets no one decide their own declaration at its first level, and skips the levels a record has not', async () => {
      const cadre = await createCadre(admin, { realName: '西才老', idCard: idCard('330106', '1952-04-04') });
      let own = await create(xihu, cadre.id, { talentType: '2', specialty: '书法' });
      own = (await move(xihu, own.id, 'submit', { version: own.version })).body.data;
      refused(await move(xihu, own.id, 'approve', { version: own.version }), '不能审核自己提交的内容');
      assert.ok(!(await queue(xihu)).includes(own.id), 'not in its author’s queue');

      // A cadre of the city bureau itself: no unit level; the city is the first level.
      const cityCadre = await createCadre(admin, { realName: '市才老', idCard: idCard('330102', '1951-05-05'), manageOrgId: '330100' });
      let item = await create(admin, cityCadre.id, { talentType: '5', specialty: '中学数学教学' });
      item = (await move(admin, item.id, 'submit', { version: item.version })).body.data;
      assert.equal(item.status, 'cityReview');
      item = (await move(hz, item.id, 'approve', { version: item.version })).body.data;
      assert.equal(item.status, 'provinceReview');
      item = (await move(admin, item.id, 'approve', { version: item.version })).body.data;
      assert.equal(item.status, 'approved');
    });

    it('refuses a declaration outside the window, over the city’s quota or twice for one cadre and kind', async () => {
      const before = await config();
      assert.equal(before.open, true, 'the demo window is open');
      assert.equal(before.editable, true);
      refused(await saveConfig(hz, { windowStart: '2026-01-01', windowEnd: '2026-02-01', version: before.version, quotas: [] }), '申报时间和名额由省委老干部局统一设置');
      refused(await saveConfig(admin, { windowStart: '2026-03-01', windowEnd: '2026-02-01', version: before.version, quotas: [] }), '请填写申报开始和结束日期，结束日期不能早于开始日期');
      refused(await saveConfig(admin, { windowStart: '2026-01-01', windowEnd: '2026-02-01', version: before.version, quotas: [{ cityCode: '330600', quota: -1 }] }), '名额须为0至100000之间的整数');

      const cadre = await createCadre(admin, { realName: '绍才老', idCard: idCard('330602', '1953-06-06'), manageOrgId: '330602-01' });
      const draft = await create(sx, cadre.id);
      const second = await create(sx, cadre.id);

      let saved = await saveConfig(admin, { windowStart: '2025-01-01', windowEnd: '2025-12-31', version: before.version, quotas: [] });
      assert.equal(saved.body.code, 0, JSON.stringify(saved.body));
      refused(await sx.json(`${API}/talentDeclare`, { method: 'POST', json: { cadreId: cadre.id, ...APPLICATION } }), '不在申报时间内（2025-01-01 至 2025-12-31），不能申报');
      refused(await move(sx, draft.id, 'submit', { version: draft.version }), '不在申报时间内（2025-01-01 至 2025-12-31），不能申报');
      assert.equal((await read(draft.id)).status, 'draft', 'nothing written');

      const shaoxing = before.quotas.find((q: any) => q.cityCode === '330600');
      saved = await saveConfig(admin, { windowStart: before.windowStart, windowEnd: before.windowEnd, version: saved.body.data.version, quotas: [{ cityCode: '330600', quota: shaoxing.used }] });
      assert.equal(saved.body.code, 0);
      refused(await move(sx, draft.id, 'submit', { version: draft.version }), `绍兴市本期申报名额已满（${shaoxing.used}名），不能再申报`);
      assert.equal((await trail(draft.id)).length, 0, 'no trail written');

      saved = await saveConfig(admin, { windowStart: before.windowStart, windowEnd: before.windowEnd, version: saved.body.data.version, quotas: [{ cityCode: '330600', quota: shaoxing.used + 1 }] });
      assert.equal((await move(sx, draft.id, 'submit', { version: draft.version })).body.data.status, 'unitReview');
      refused(await move(sx, second.id, 'submit', { version: second.version }), '该干部已有同类型的申报正在审批或已通过');
      assert.equal((await config()).quotas.find((q: any) => q.cityCode === '330600').used, shaoxing.used + 1);
      refused(await saveConfig(admin, { windowStart: before.windowStart, windowEnd: before.windowEnd, version: 1, quotas: [] }), '该记录已被他人修改，请刷新后重试');
    });

    it('counts by city, kind and state within the user’s scope, and keeps other cities out', async () => {
      const all = (await admin.json(`${API}/talentDeclareCount`)).body.data;
      const hzCount = (await hz.json(`${API}/talentDeclareCount`)).body.data;
      assert.equal(all.byCity.length, 12);
      assert.ok(all.total.counts.approved > 0 && all.total.counts.unitReview > 0 && all.total.counts.returned > 0 && all.total.counts.draft > 0);
      assert.equal(all.byType.reduce((n: number, r: any) => n + r.total, 0), all.total.total);
      assert.deepEqual(hzCount.byCity.map((r: any) => r.code), ['330100']);
      assert.equal(hzCount.total.total, all.byCity.find((r: any) => r.code === '330100').total);
      const listed = (await hz.json(`${API}/talentDeclare?size=500`)).body.data;
      assert.equal(listed.total, hzCount.total.total, 'the count and the list agree');
      const sxList = (await sx.json(`${API}/talentDeclare?size=500`)).body.data.records as { orgId: string }[];
      assert.ok(sxList.length > 0 && sxList.every((r) => r.orgId.startsWith('3306')), 'Shaoxing sees its own only');
      assert.equal((await sx.json(`${API}/talentDeclareTrail/${listed.records[0].id}`)).body.msg, '该申报不存在');
      assert.equal((await clerk.json(`${API}/talentDeclareCount`)).status, 403);
    });
  });
}
