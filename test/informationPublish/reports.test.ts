/**
 * 信息报送 (issue 23) on the review workflow: a city's report submitted upward, returned only with a reason,
 * edited and submitted again by its author alone, adopted by the province (never by its author), the adoption
 * making a linked 新闻动态 draft of the adopter's bureau, logged as theirs, whose headline the report shows to
 * those who see the draft; a unit's report adopted by its city; scope (Shaoxing never sees
 * Hangzhou's report); 重要会议, 公勺公筷 and 每日播报 on the publish lifecycle; 草稿箱 (`GET drafts`) with every
 * unpublished item the user may see, in scope; the spec's toTop and static/news/proportion answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const REPORT = { title: '上城区开展银龄助老志愿服务', reportType: '1', orgId: '330100', reporter: '王建国', content: '<p>共有八十名老同志参加。</p><script>alert(1)</script>' };

for (const engine of ENGINES) {
  describe(`信息报送 and the publish lifecycle on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let sx: SignedClient;
    const move = async (client: SignedClient, id: string, name: string, json: Record<string, unknown>) => client.json(`${API}/workReport/${id}/${name}`, { method: 'PUT', json });
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      sx = await signIn(server, 'sx_admin');
    });
    after(() => server.close());

    it('takes a report from draft through submitted, returned and adopted, into a linked news draft', async () => {
      const created = await hz.json(`${API}/workReport`, { method: 'POST', json: REPORT });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      let report = created.body.data;
      assert.equal(report.status, 'draft');
      assert.ok(!report.content.includes('<script'), 'the text is stored sanitised');

      assert.equal((await move(admin, report.id, 'submit', { version: report.version })).body.msg, '只有作者本人可以报送');
      report = (await move(hz, report.id, 'submit', { version: report.version })).body.data;
      assert.equal(report.status, 'submitted');
      assert.equal((await move(hz, report.id, 'adopt', { version: report.version })).body.msg, '不能审核自己提交的内容');
      const noReason = await move(admin, report.id, 'return', { version: report.version });
      assert.equal(noReason.status, 400);
      assert.equal(noReason.body.msg, '请填写原因');
      report = (await move(admin, report.id, 'return', { version: report.version, reason: '请补充活动时间' })).body.data;
      assert.deepEqual([report.status, report.statusReason, report.approver], ['returned', '请补充活动时间', 'user-admin']);

      const foreignEdit = await admin.json(`${API}/workReport/${report.id}`, { method: 'PUT', json: { version: report.version, reporter: '李四' } });
      assert.equal(foreignEdit.body.msg, '只有作者本人可以修改该内容');
      report = (await hz.json(`${API}/workReport/${report.id}`, { method: 'PUT', json: { version: report.version, title: `${REPORT.title}（10月12日）` } })).body.data;
      report = (await move(hz, report.id, 'submit', { version: report.version })).body.data;
      const queue = (await admin.json(`${API}/workReport?queue=review&size=100`)).body.data.records;
      assert.ok(queue.some((r: { id: string }) => r.id === report.id), "the province's queue holds it");

      report = (await move(admin, report.id, 'adopt', { version: report.version })).body.data;
      assert.equal(report.status, 'adopted');
      const again = await move(admin, report.id, 'return', { version: report.version, reason: '重复' });
      assert.equal(again.body.msg, '该内容已审核（已采用），不能重复审核');

      const stored = (await admin.json(`${API}/workReport/${report.id}`)).body.data;
      assert.ok(stored.newsId, 'the report links the news draft made of it');
      const news = (await admin.json(`${API}/newsTrends/${stored.newsId}`)).body.data;
      assert.deepEqual(
        [news.headline, news.status, news.orgId, news.source, news.context, news.createBy],
        [`${REPORT.title}（10月12日）`, '0', '330000', '杭州市委老干部局', report.content, 'user-admin'],
      );
      const [log] = await server.db.query<{ user_id: string }>(`SELECT user_id FROM sys_operation_log WHERE resource = 'newsTrends' AND record_id = $1 AND action = 'create'`, [news.id]);
      assert.equal(log?.user_id, 'user-admin');
      assert.equal((await hz.json(`${API}/newsTrends/${news.id}`)).body.code, 4, "the province's news draft is outside Hangzhou's scope");
      assert.equal(stored.newsIdName, news.headline, 'the adopter reads the headline of the news its adoption made');
      const authorView = (await hz.json(`${API}/workReport/${report.id}`)).body.data;
      assert.deepEqual([authorView.newsId, authorView.newsIdName], [news.id, null], 'a news draft outside the reader’s scope lends no title');
      const listed = (await admin.json(`${API}/workReport?title=${encodeURIComponent('10月12日')}`)).body.data.records;
      assert.deepEqual(listed.map((r: { newsIdName: string }) => r.newsIdName), [news.headline], 'lists carry the title too');
      assert.ok((await admin.json(`${API}/drafts?kind=newsTrends&size=100`)).body.data.records.some((d: { id: string }) => d.id === news.id));

      assert.equal((await sx.json(`${API}/workReport/${report.id}`)).body.code, 4, 'Shaoxing never sees Hangzhou’s report');
    });

    it('takes a unit’s report to its city, which adopts it into a news draft of its own bureau', async () => {
      const unit = await signIn(server, 'unit_user');
      const created = await unit.json(`${API}/workReport`, { method: 'POST', json: { ...REPORT, title: '西湖区教育局组织老同志参观', orgId: '330106-01' } });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const outside = await unit.json(`${API}/workReport`, { method: 'POST', json: { ...REPORT, orgId: '330100' } });
      assert.deepEqual([outside.status, outside.body.data.errors[0].field], [400, 'orgId'], 'a unit reports only as itself');
      let report = (await move(unit, created.body.data.id, 'submit', { version: created.body.data.version })).body.data;
      assert.equal(report.status, 'submitted');
      assert.equal((await move(unit, report.id, 'adopt', { version: report.version })).status, 403, 'the unit holds no decision');
      const queued = await hz.json(`${API}/workReport?queue=review&size=100`);
      assert.equal(queued.status, 200, JSON.stringify(queued.body));
      const queue = queued.body.data.records;
      assert.ok(queue.some((r: { id: string }) => r.id === report.id), "Hangzhou's queue holds it");
      report = (await move(hz, report.id, 'adopt', { version: report.version })).body.data;
      assert.equal(report.status, 'adopted');
      const stored = (await hz.json(`${API}/workReport/${report.id}`)).body.data;
      const news = (await hz.json(`${API}/newsTrends/${stored.newsId}`)).body.data;
      assert.deepEqual([news.headline, news.orgId, news.source, news.status], ['西湖区教育局组织老同志参观', '330100', '西湖区教育局', '0']);
      assert.equal(stored.newsIdName, news.headline);
      assert.equal((await unit.json(`${API}/workReport/${report.id}`)).body.data.status, 'adopted', 'the unit sees its report adopted');
    });

    it('publishes, withdraws with a reason and redrafts a meeting, editable only as a draft', async () => {
      let meeting = (await hz.json(`${API}/prevent`, { method: 'POST', json: { title: '杭州市离退休干部工作例会', meetingDate: '2026-12-08', place: '杭州市民中心', orgId: '330100', content: '<p>传达全省会议精神。</p>' } })).body.data;
      meeting = (await hz.json(`${API}/prevent/${meeting.id}/publish`, { method: 'PUT', json: { version: meeting.version } })).body.data;
      assert.equal(meeting.status, '1');
      assert.ok(meeting.publishTime, 'publishing stamps the time');
      const edit = await hz.json(`${API}/prevent/${meeting.id}`, { method: 'PUT', json: { version: meeting.version, place: '别处' } });
      assert.equal(edit.body.msg, '当前状态（已发布）不能修改');
      assert.equal((await hz.json(`${API}/prevent/${meeting.id}/withdraw`, { method: 'PUT', json: { version: meeting.version } })).body.msg, '请填写原因');
      meeting = (await hz.json(`${API}/prevent/${meeting.id}/withdraw`, { method: 'PUT', json: { version: meeting.version, reason: '时间调整' } })).body.data;
      meeting = (await hz.json(`${API}/prevent/${meeting.id}/redraft`, { method: 'PUT', json: { version: meeting.version } })).body.data;
      meeting = (await hz.json(`${API}/prevent/${meeting.id}`, { method: 'PUT', json: { version: meeting.version, place: '杭州市老干部活动中心' } })).body.data;
      assert.deepEqual([meeting.status, meeting.place], ['0', '杭州市老干部活动中心']);
      const missing = await hz.json(`${API}/dailybroadcast`, { method: 'POST', json: { title: '每日播报', orgId: '330100' } });
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.data.errors.map((e: { field: string }) => e.field).sort(), ['broadcastDate', 'content']);
    });

    it("lists every unpublished item of the user's scope in 草稿箱, each kind within its scope", async () => {
      const spoon = (await sx.json(`${API}/spoon`, { method: 'POST', json: { title: '绍兴公勺公筷进家庭', orgId: '330600', content: '<p>倡议。</p>' } })).body.data;
      const broadcast = (await hz.json(`${API}/dailybroadcast`, { method: 'POST', json: { title: '杭州每日播报', broadcastDate: '2026-11-27', orgId: '330100', content: '注意保暖' } })).body.data;
      const ofUser = async (client: SignedClient, query = '') => (await client.json(`${API}/drafts?size=100${query}`)).body.data;
      const hzDrafts = await ofUser(hz);
      const ids = (page: { records: { id: string }[] }) => page.records.map((d) => d.id);
      assert.ok(ids(hzDrafts).includes(broadcast.id));
      assert.ok(!ids(hzDrafts).includes(spoon.id), "Shaoxing's draft is not Hangzhou's");
      assert.ok(ids(await ofUser(sx)).includes(spoon.id));
      assert.ok(ids(await ofUser(admin)).includes(spoon.id) && ids(await ofUser(admin)).includes(broadcast.id), 'the province sees both');
      for (const d of hzDrafts.records) assert.ok(['0', 'draft', 'returned'].includes(d.status), `${d.kind} ${d.status} is unpublished`);
      const seededReports = hzDrafts.records.filter((d: { kind: string }) => d.kind === 'workReport');
      assert.ok(seededReports.length > 0, "Hangzhou's own unsubmitted reports are there");
      assert.ok(!ids(await ofUser(admin, '&kind=workReport')).some((id: string) => seededReports.some((r: { id: string }) => r.id === id)), "another author's reports are not");
      const filtered = await ofUser(hz, `&kind=dailybroadcast&title=${encodeURIComponent('杭州每日')}`);
      assert.deepEqual(ids(filtered), [broadcast.id]);
      assert.equal(filtered.records[0].statusLabel, '草稿');
      const unit = await signIn(server, 'unit_user');
      assert.equal((await unit.json(`${API}/drafts`)).status, 403);
    });

    it('answers the group’s remaining calls: toTop and static/news/proportion', async () => {
      const [news] = await server.db.query<{ id: string; version: number }>(`SELECT id, version FROM news_trend WHERE org_id = '330000' AND status = '1' ORDER BY id LIMIT 1`, []);
      const pinned = await admin.json(`${API}/toTop/${news!.id}`, { method: 'PUT', json: { isTop: false, version: news!.version } });
      assert.equal(pinned.body.data.isTop, false);
      const share = (await admin.json(`${API}/static/news/proportion`)).body.data;
      assert.ok(share.total > 0 && share.byOrg.length > 0 && share.byColumn.length > 0);
    });
  });
}
