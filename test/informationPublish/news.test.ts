/**
 * 新闻动态 (issue 23): news drafted, published (its time set), withdrawn with a reason and drafted again; rich
 * text stored sanitised; a cover that is not an image refused, nothing written; pinning (`toTop`) puts news first
 * on the phone page (`newsTrendsApp`), where opening it counts a view and drafts are absent; the share by
 * organisation and column (`static/news/proportion`); a Hangzhou user never sees the province's news.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, fileForm, filesServerFactory, postMultipart } from '../engineFiles/helpers/filesServer.ts';
import { pdf, png } from '../engineFiles/helpers/sampleFiles.ts';

const NEWS = { headline: '测试新闻', newsColumn: '1', source: '杭州市委老干部局', orgId: '330100', context: '<p>正文</p>' };

for (const engine of ENGINES) {
  describe(`新闻动态 on ${engine}`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    const upload = async (client: SignedClient, bytes: Buffer, name: string) => (await postMultipart(server, client, `${API}/file`, fileForm(bytes, name))).body.data.id as string;
    const create = async (client: SignedClient, input: Record<string, unknown>) => {
      const res = await client.json(`${API}/newsTrends`, { method: 'POST', json: { ...NEWS, ...input } });
      assert.equal(res.body.code, 0, JSON.stringify(res.body));
      return res.body.data;
    };
    const move = async (client: SignedClient, record: Record<string, any>, action: string, reason?: string) =>
      client.json(`${API}/newsTrends/${record.id}/${action}`, { method: 'PUT', json: { version: record.version, ...(reason ? { reason } : {}) } });

    before(async () => {
      server = await startServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('publishes a draft (setting its time), withdraws it only with a reason, and drafts it again', async () => {
      const draft = await create(hz, { headline: '草稿新闻' });
      assert.equal(draft.status, '0');
      assert.equal(draft.publishTime, null);
      const published = (await move(hz, draft, 'publish')).body.data;
      assert.equal(published.status, '1');
      assert.ok(Math.abs(Date.parse(published.publishTime) - Date.now()) < 60_000, published.publishTime);
      const noReason = await move(hz, published, 'withdraw');
      assert.equal(noReason.status, 400);
      const withdrawn = (await move(hz, published, 'withdraw', '内容需核实')).body.data;
      assert.deepEqual([withdrawn.status, withdrawn.statusReason], ['2', '内容需核实']);
      assert.equal((await move(hz, withdrawn, 'redraft')).body.data.status, '0');
    });

    it('stores rich text sanitised: no script, handler or unsafe link reaches the table', async () => {
      const news = await create(hz, { context: '<p onclick="steal()">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src=x onerror=alert(1)>' });
      const [row] = await server.db.query<{ context: string }>('SELECT context FROM news_trend WHERE id = $1', [news.id]);
      assert.equal(row!.context, '<p>正文</p><a>链接</a>');
      assert.equal(news.context, row!.context);
    });

    it('takes an image as cover and refuses anything else, writing nothing', async () => {
      const image = await upload(hz, png(4, 3), '封面.png');
      assert.equal((await create(hz, { headline: '有封面', cover: image })).cover, image);
      const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM news_trend', []))[0]!.n;
      const before = await count();
      const notImage = await upload(hz, pdf(), '文件.pdf');
      const res = await hz.json(`${API}/newsTrends`, { method: 'POST', json: { ...NEWS, headline: '封面是PDF', cover: notImage } });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body.data.errors, [{ field: 'cover', message: '封面：请上传图片（jpg、png、gif 或 webp）' }]);
      assert.equal(await count(), before);
    });

    it('pins news to the top of the phone page, counts views there, and keeps drafts off it', async () => {
      const older = await create(hz, { headline: '较早发布' });
      await move(hz, older, 'publish');
      const newer = (await move(hz, await create(hz, { headline: '最新发布' }), 'publish')).body.data;
      const hidden = await create(hz, { headline: '未发布草稿' });
      const pinned = (await hz.json(`${API}/toTop/${older.id}`, { method: 'PUT', json: { isTop: true, version: older.version + 1 } })).body.data;
      assert.equal(pinned.isTop, true);
      const page = (await hz.json(`${API}/newsTrendsApp?size=100`)).body.data;
      const order = page.records.map((r: { id: string }) => r.id);
      assert.ok(order.indexOf(older.id) < order.indexOf(newer.id), 'pinned before newer');
      assert.ok(!order.includes(hidden.id), 'drafts are not on the phone page');
      const views = (await hz.json(`${API}/newsTrendsApp/${newer.id}`)).body.data.viewCount;
      assert.equal((await hz.json(`${API}/newsTrendsApp/${newer.id}`)).body.data.viewCount, views + 1);
      assert.equal((await hz.json(`${API}/newsTrends/${newer.id}`)).body.data.version, newer.version, 'a view is not an edit');
      assert.deepEqual((await hz.json(`${API}/newsTrendsApp/${hidden.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      const stale = await hz.json(`${API}/toTop/${older.id}`, { method: 'PUT', json: { isTop: false, version: older.version } });
      assert.equal(stale.status, 409);
    });

    it('gives the share of published news by organisation and by column, within scope', async () => {
      const all = (await admin.json(`${API}/static/news/proportion`)).body.data;
      const mine = (await hz.json(`${API}/static/news/proportion`)).body.data;
      const [count] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news_trend WHERE status = '1' AND del_flag = 0`, []);
      assert.equal(all.total, count!.n);
      assert.ok(mine.total > 0 && mine.total < all.total);
      for (const share of [all.byOrg, all.byColumn, mine.byColumn]) {
        assert.equal(share.reduce((sum: number, s: { count: number }) => sum + s.count, 0), share === mine.byColumn ? mine.total : all.total);
      }
      assert.ok(!mine.byOrg.some((s: { code: string }) => s.code === '330000' || s.code === '330600'), JSON.stringify(mine.byOrg));
      assert.ok(all.byColumn.every((s: { code: string; name: string }) => s.name && s.name !== s.code));
      assert.ok(Math.abs(all.byOrg.reduce((sum: number, s: { percent: number }) => sum + s.percent, 0) - 100) < 1);
    });

    it('never shows a Hangzhou user the province’s news, nor lets them pin it', async () => {
      const province = await create(admin, { headline: '省局新闻', orgId: '330000' });
      await move(admin, province, 'publish');
      assert.equal((await hz.json(`${API}/newsTrends?headline=${encodeURIComponent('省局新闻')}`)).body.data.total, 0);
      assert.deepEqual((await hz.json(`${API}/newsTrendsApp/${province.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      const pin = await hz.json(`${API}/toTop/${province.id}`, { method: 'PUT', json: { isTop: true, version: province.version + 1 } });
      assert.equal(pin.status, 404);
      const refused = await hz.json(`${API}/newsTrends`, { method: 'POST', json: { ...NEWS, orgId: '330000' } });
      assert.equal(refused.status, 400);
    });

    it('gives the demo news covers, pinned items, drafts and withdrawn ones', async () => {
      const [demo] = await server.db.query<{ covered: number; pinned: number; drafts: number; withdrawn: number; total: number }>(
        `SELECT count(*) FILTER (WHERE l.file_id IS NOT NULL)::int AS covered, count(*) FILTER (WHERE is_top)::int AS pinned,
                count(*) FILTER (WHERE status = '0')::int AS drafts, count(*) FILTER (WHERE status = '2')::int AS withdrawn, count(*)::int AS total
           FROM news_trend t LEFT JOIN sys_file_link l ON l.resource = 'newsTrends' AND l.record_id = t.id AND l.field = 'cover' AND l.file_id = t.cover
          WHERE t.id LIKE 'seed-news-%'`,
        [],
      );
      assert.ok(demo!.total >= 10 && demo!.covered === demo!.total && demo!.pinned >= 2 && demo!.drafts >= 1 && demo!.withdrawn >= 1, JSON.stringify(demo));
      const first = (await admin.json(`${API}/newsTrendsApp?size=2`)).body.data.records;
      assert.ok(first.every((r: { isTop: boolean }) => r.isTop), 'the phone page opens on the pinned news');
    });
  });
}
