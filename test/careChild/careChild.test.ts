/**
 * 关心下一代 (issue 23): committees as a tree by level (a province's has no parent, any other the committee one
 * level above; refused under the field, nothing written), the parent's name beside a committee and following a
 * rename, a committee with committees below it kept; members of a 五老 kind, one chosen from the archive taking
 * the cadre's name and sex; work news and 五老风采 each seeing only their own kind, published (their time set),
 * withdrawn with a reason; a 五老风采 needs a picture that is an image; a Hangzhou user never sees Shaoxing's
 * committees, members or news.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createCadre, idCard } from '../cadre/helpers/cadreData.ts';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, fileForm, filesServerFactory, postMultipart } from '../engineFiles/helpers/filesServer.ts';
import { pdf, png } from '../engineFiles/helpers/sampleFiles.ts';

const COMMITTEE = { mechanismName: '测试关工委', orgId: '330106', introduction: '测试简介' };

for (const engine of ENGINES) {
  describe(`关心下一代 on ${engine}`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let sx: SignedClient;
    const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, []))[0]!.n;
    const post = (client: SignedClient, resource: string, json: Record<string, unknown>) => client.json(`${API}/${resource}`, { method: 'POST', json });
    const created = async (client: SignedClient, resource: string, json: Record<string, unknown>) => {
      const res = await post(client, resource, json);
      assert.equal(res.body.code, 0, JSON.stringify(res.body));
      return res.body.data;
    };
    const list = async (client: SignedClient, resource: string, query = '') => (await client.json(`${API}/${resource}?size=500${query}`)).body.data.records as any[];

    before(async () => {
      server = await startServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      sx = await signIn(server, 'sx_admin');
    });
    after(() => server.close());

    it('seeds a tree of every level, ordered by level, each with its parent named', async () => {
      const all = await list(admin, 'careOrganization');
      assert.deepEqual([...new Set(all.map((c) => c.level))], ['1', '2', '3', '4', '5']);
      const village = all.find((c) => c.level === '5')!;
      assert.equal(village.parentName, '西湖街道关心下一代工作委员会');
      assert.equal(all.find((c) => c.level === '1')!.parentId, null);
    });

    it('puts a committee one level below its parent, refusing any other place under the field, writing nothing', async () => {
      const hzCity = (await list(hz, 'careOrganization', '&level=2'))[0]!;
      const before = await count('care_org');
      const noParent = await post(hz, 'careOrganization', { ...COMMITTEE, level: '3' });
      assert.deepEqual(noParent.body.data.errors, [{ field: 'parentId', message: '请选择上一级关工委组织' }]);
      const skipped = await post(hz, 'careOrganization', { ...COMMITTEE, level: '4', parentId: hzCity.id });
      assert.deepEqual(skipped.body.data.errors, [{ field: 'parentId', message: '上级组织须为县级关工委' }]);
      const provinceWithParent = await post(admin, 'careOrganization', { ...COMMITTEE, orgId: '330000', level: '1', parentId: hzCity.id });
      assert.deepEqual(provinceWithParent.body.data.errors, [{ field: 'parentId', message: '省级关工委没有上级组织' }]);
      assert.equal(await count('care_org'), before, 'nothing written');

      const county = await created(hz, 'careOrganization', { ...COMMITTEE, level: '3', parentId: hzCity.id });
      assert.equal(county.parentName, hzCity.mechanismName);
      const town = await created(hz, 'careOrganization', { ...COMMITTEE, mechanismName: '测试街道关工委', level: '4', parentId: county.id });
      assert.equal(town.parentName, '测试关工委');
      const renamed = await hz.json(`${API}/careOrganization/${county.id}`, { method: 'PUT', json: { version: county.version, mechanismName: '测试关工委（更名）' } });
      assert.equal(renamed.body.code, 0, JSON.stringify(renamed.body));
      assert.equal((await hz.json(`${API}/careOrganization/${town.id}`)).body.data.parentName, '测试关工委（更名）', 'the parent’s new name follows');
      const kept = await hz.json(`${API}/careOrganization`, { method: 'DELETE', json: { ids: [county.id] } });
      assert.equal(kept.body.msg, '该关工委还有下级组织，不能删除');
      assert.equal((await hz.json(`${API}/careOrganization/${county.id}`)).body.code, 0, 'still there');
    });

    it('keeps members of a 五老 kind; one chosen from the archive takes the cadre’s name and sex', async () => {
      const committee = (await list(hz, 'careOrganization', '&level=3'))[0]!;
      const noKind = await post(hz, 'careMember', { careOrgId: committee.id, memberName: '无类型' });
      assert.equal(noKind.status, 400);
      assert.ok(noKind.body.data.errors.some((e: any) => e.field === 'fiveOld'), JSON.stringify(noKind.body));
      const cadre = await createCadre(hz, { realName: '关工老干部', idCard: idCard('330106', '1945-04-12', '2'), manageOrgId: '330106-01' });
      const member = await created(hz, 'careMember', { careOrgId: committee.id, cadreId: cadre.id, memberName: '随便写的', fiveOld: '1', post: '副主任', phone: '13900001111' });
      assert.deepEqual([member.memberName, member.sex, member.careOrgName], ['关工老干部', '2', committee.mechanismName]);
      const other = await created(hz, 'careMember', { careOrgId: committee.id, memberName: '退休教师甲', sex: '1', fiveOld: '4' });
      assert.equal(other.cadreId, null);
      const ofCommittee = await list(hz, 'careMember', `&careOrgId=${committee.id}`);
      assert.ok(ofCommittee.some((m) => m.id === member.id) && ofCommittee.some((m) => m.id === other.id));
    });

    it('publishes work news with its time, withdraws it only with a reason; each kind sees only its own', async () => {
      const news = await created(hz, 'careTrend', { title: '测试工作动态', orgId: '330100', content: '<p>内容<script>x()</script></p>' });
      assert.deepEqual([news.status, news.publishTime, news.content], ['0', null, '<p>内容</p>']);
      const published = (await hz.json(`${API}/careTrend/${news.id}/publish`, { method: 'PUT', json: { version: news.version } })).body.data;
      assert.equal(published.status, '1');
      assert.ok(Math.abs(Date.parse(published.publishTime) - Date.now()) < 60_000, published.publishTime);
      const noReason = await hz.json(`${API}/careTrend/${news.id}/withdraw`, { method: 'PUT', json: { version: published.version } });
      assert.equal(noReason.status, 400);
      const withdrawn = (await hz.json(`${API}/careTrend/${news.id}/withdraw`, { method: 'PUT', json: { version: published.version, reason: '内容待核实' } })).body.data;
      assert.deepEqual([withdrawn.status, withdrawn.statusReason], ['2', '内容待核实']);
      assert.equal((await hz.json(`${API}/fiveOldDemeanor/${news.id}`)).body.code, 4, 'work news is no 五老风采');
      assert.ok((await list(hz, 'fiveOldDemeanor')).every((d) => d.kind === 'demeanor'));
      assert.ok((await list(hz, 'careTrend')).every((d) => d.kind === 'trend'));
    });

    it('needs a 五老风采 picture that is an image, writing nothing otherwise', async () => {
      const upload = async (bytes: Buffer, name: string) => (await postMultipart(server, hz, `${API}/file`, fileForm(bytes, name))).body.data.id as string;
      const base = { title: '测试五老风采', fiveOld: '3', orgId: '330106', content: '<p>事迹</p>' };
      const before = await count('care_content');
      const none = await post(hz, 'fiveOldDemeanor', base);
      assert.ok(none.body.data.errors.some((e: any) => e.field === 'thumbnail'), JSON.stringify(none.body));
      const notImage = await post(hz, 'fiveOldDemeanor', { ...base, thumbnail: await upload(pdf(), '事迹.pdf') });
      assert.deepEqual(notImage.body.data.errors, [{ field: 'thumbnail', message: '缩略图：请上传图片（jpg、png、gif 或 webp）' }]);
      assert.equal(await count('care_content'), before, 'nothing written');
      const picture = await upload(png(4, 3), '风采.png');
      const item = await created(hz, 'fiveOldDemeanor', { ...base, thumbnail: picture });
      assert.deepEqual([item.thumbnail, item.kind, item.fiveOld], [picture, 'demeanor', '3']);
    });

    it('keeps each city to its own committees, members and news', async () => {
      const hzCommittees = await list(hz, 'careOrganization');
      assert.ok(hzCommittees.length > 0);
      assert.ok(hzCommittees.every((c) => c.orgId.startsWith('3301')), 'Hangzhou’s only');
      const sxCommittee = (await list(sx, 'careOrganization', '&level=2'))[0]!;
      assert.equal((await hz.json(`${API}/careOrganization/${sxCommittee.id}`)).body.code, 4);
      const sxMembers = await list(sx, 'careMember');
      assert.ok(sxMembers.length > 0);
      const hzMembers = new Set((await list(hz, 'careMember')).map((m) => m.id));
      assert.ok(sxMembers.every((m) => !hzMembers.has(m.id)));
      const sxNews = await list(sx, 'careTrend');
      assert.ok(sxNews.length > 0 && (await list(hz, 'careTrend')).every((n) => !sxNews.some((s) => s.id === n.id)));
      const foreign = await post(hz, 'careMember', { careOrgId: sxCommittee.id, memberName: '越权成员', fiveOld: '1' });
      assert.equal(foreign.status, 400, 'a committee out of scope cannot be named');
    });
  });
}
