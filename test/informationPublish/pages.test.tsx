/**
 * The 信息发布 pages in the browser (issue 23): every page of the group is built; a city administrator's news
 * list shows their news, the phone page lists published news pinned first and opens an article with its cover,
 * notices are read and signed and their receipts shown, 草稿箱 lists the user's unpublished items of every kind
 * and filters them, and the spec's report/detail opens the report of `?id=`.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { newsTrends } from '../../model/resources/newsTrends.ts';
import ListPage from '../../src/crud/list/ListPage.tsx';
import { notification } from '../../model/resources/notification.ts';
import NewsProportionPage from '../../src/pages/informationPublish/NewsProportionPage.tsx';
import NewsTrendH5Page from '../../src/pages/informationPublish/NewsTrendH5Page.tsx';
import { NoticeInbox as NoticeDetailPage, PolicyInbox } from '../../src/pages/informationPublish/ReceivedPage.tsx';
import { NoticeReceipts as NoticeReceiptsPage, PolicyReceipts } from '../../src/pages/informationPublish/ReceiptsPage.tsx';
import DraftsPage from '../../src/pages/informationPublish/DraftsPage.tsx';
import { ReportDetail } from '../../src/pages/informationPublish/specViews.tsx';
import { pageFor } from '../../src/pages/registry.ts';
import { settled } from '../helpers/settled.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const resources = new Map(flatten(MENU_CATALOGUE).filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());
const BASE = '/informationPublish/newsTrend';

describe('the 信息发布 pages', { timeout: 120_000 }, () => {
  it('are built, every one: crud views, the phone page, the notices’ pages, the spec’s views by id and 草稿箱', () => {
    const group = flatten(MENU_CATALOGUE).filter((n) => n.path?.startsWith('/informationPublish/') && n.type === 'menu');
    assert.ok(group.length > 20);
    for (const node of group) assert.notEqual(pageFor(node.path!, resources), pending, node.path);
  });

  describe('as a city administrator', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    it('lists their news with its columns', async () => {
      const total = (await b.api.json('/lgbsmp/api/v1/newsTrends?size=1')).body.data.total as number;
      assert.ok(total > 0);
      render(<ListPage resource={newsTrends} basePath={BASE} params={{}} />);
      await waitFor(() => assert.ok(screen.getByText(`共 ${total} 条记录`)));
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼⇅]/g, ''));
      for (const label of ['标题', '栏目', '发布单位', '置顶', '浏览量', '状态']) assert.ok(headers.includes(label), `${label} in ${headers.join(', ')}`);
    });

    it('links the news list to the share of news, charted with a table of the API’s numbers', async () => {
      const { unmount } = render(<ListPage resource={newsTrends} basePath={BASE} params={{}} />);
      const toolbar = await screen.findByRole('toolbar');
      assert.equal(within(toolbar).getByRole('link', { name: '新闻占比统计' }).getAttribute('href'), `${BASE}/proportion`);
      unmount();
      const share = (await b.api.json('/lgbsmp/api/v1/static/news/proportion')).body.data as { total: number; byOrg: { name: string; count: number; percent: number }[]; byColumn: { name: string; count: number }[] };
      assert.ok(share.total > 0);
      render(<NewsProportionPage />);
      await screen.findByText(`已发布新闻共 ${share.total} 条`);
      for (const [caption, rows] of [['按发布单位', share.byOrg], ['按栏目', share.byColumn]] as const) {
        const table = screen.getByRole('table', { name: caption });
        const cells = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
        assert.deepEqual(cells, rows.map((s) => [s.name, String(s.count), `${(s as { percent: number }).percent}%`]));
      }
    });

    it('links a sent notice’s row to its receipts (通知签收情况), and a draft’s not', async () => {
      const sent = (await b.api.json('/lgbsmp/api/v1/notification?status=1&size=1')).body.data.records[0] as { id: string; subject: string };
      render(<ListPage resource={notification} basePath="/informationPublish/notice" params={{}} />);
      const table = await screen.findByRole('table');
      const row = (await within(table).findByText(sent.subject)).closest('tr')!;
      assert.equal(within(row).getByRole('link', { name: '签收情况' }).getAttribute('href'), `/informationPublish/notice/list?id=${sent.id}`);
      for (const draft of within(table).queryAllByText('草稿')) assert.equal(within(draft.closest('tr')!).queryByRole('link', { name: '签收情况' }), null);
    });

    it('reads published news on the phone page, pinned first, and opens an article', async () => {
      // Hangzhou's demo news has none pinned: pin its latest, which the page then shows first.
      const own = (await b.api.json('/lgbsmp/api/v1/newsTrendsApp?size=1')).body.data.records[0] as { id: string; headline: string; version: number };
      const pin = await b.api.json(`/lgbsmp/api/v1/toTop/${own.id}`, { method: 'PUT', json: { isTop: true, version: own.version } });
      assert.equal(pin.body.data.isTop, true, JSON.stringify(pin.body));
      render(<NewsTrendH5Page params={{}} query={{}} />);
      const list = await screen.findByRole('list', { name: '新闻动态' });
      await within(list).findByRole('button', { name: (name) => name.startsWith('置顶') && name.endsWith(own.headline) });
      await settled();
      const first = within(list).getAllByRole('listitem')[0]!;
      assert.ok(within(first).getByText('置顶'));
      assert.ok(within(first).getByText(own.headline));
      fireEvent.click(within(first).getByRole('button', { name: (name) => name.startsWith('置顶') && name.endsWith(own.headline) }));
      await screen.findByRole('heading', { level: 1, name: own.headline });
      // The cover arrives through its own link: the article is complete when it shows.
      await screen.findByRole('img', { name: own.headline });
      fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
      const again = await screen.findByRole('list', { name: '新闻动态' });
      await within(again).findAllByRole('listitem');
      await settled();
    });

    it('lists the notices sent to them, opens one and signs it', async () => {
      const unsigned = (await b.api.json('/lgbsmp/api/v1/notice/message?readStatus=0&size=1')).body.data.records[0] as { id: string; subject: string };
      assert.ok(unsigned, 'the demo leaves Hangzhou a notice unread');
      const { unmount } = render(<NoticeDetailPage params={{}} query={{}} />);
      const list = await screen.findByRole('list', { name: '我的通知' });
      assert.ok(within(list).getByRole('button', { name: unsigned.subject }));
      unmount();
      render(<NoticeDetailPage params={{}} query={{ id: unsigned.id }} />);
      await screen.findByRole('heading', { level: 1, name: unsigned.subject });
      fireEvent.click(screen.getByRole('button', { name: '签收' }));
      await screen.findByText(/签收于/, {}, { timeout: 10_000 });
      assert.equal(screen.queryByRole('button', { name: '签收' }), null);
      const stored = (await b.api.json(`/lgbsmp/api/v1/notice/message?readStatus=2&size=100`)).body.data.records as { id: string }[];
      assert.ok(stored.some((m) => m.id === unsigned.id));
    });

    it('shows the sender who has read and signed their notice', async () => {
      const sent = (await b.api.json('/lgbsmp/api/v1/notification?status=1&size=1')).body.data.records[0] as { id: string };
      const counts = (await b.api.json(`/lgbsmp/api/v1/notification/receipts/${sent.id}`)).body.data.counts;
      render(<NoticeReceiptsPage params={{}} query={{ id: sent.id }} />);
      await screen.findByText(`共 ${counts.total} 人：未读 ${counts.unread} 人，已读 ${counts.read} 人，已签收 ${counts.signed} 人`);
      assert.equal(screen.getAllByRole('row').length, counts.total + 1);
    });

    it('lists the policy documents sent to them, opens one and signs it (the notices’ pages)', async () => {
      const unsigned = (await b.api.json('/lgbsmp/api/v1/policy/message?readStatus=0&size=1')).body.data.records[0] as { id: string; subject: string };
      assert.ok(unsigned, 'the demo leaves Hangzhou a policy document unread');
      const { unmount } = render(<PolicyInbox params={{}} query={{}} />);
      const list = await screen.findByRole('list', { name: '我的政策文件' });
      assert.ok(within(list).getByRole('button', { name: unsigned.subject }));
      unmount();
      render(<PolicyInbox params={{}} query={{ id: unsigned.id }} />);
      await screen.findByRole('heading', { level: 1, name: unsigned.subject });
      fireEvent.click(screen.getByRole('button', { name: '签收' }));
      await screen.findByText(/签收于/, {}, { timeout: 10_000 });
      const stored = (await b.api.json('/lgbsmp/api/v1/policy/message?readStatus=2&size=100')).body.data.records as { id: string }[];
      assert.ok(stored.some((m) => m.id === unsigned.id));
    });

    it('shows the sender who has read and signed their policy document', async () => {
      const sent = (await b.api.json('/lgbsmp/api/v1/policyDocument?status=1&orgId=330100&size=1')).body.data.records[0] as { id: string };
      const counts = (await b.api.json(`/lgbsmp/api/v1/policyDocument/receipts/${sent.id}`)).body.data.counts;
      assert.ok(counts.total > 0);
      render(<PolicyReceipts params={{}} query={{ id: sent.id }} />);
      await screen.findByText(`共 ${counts.total} 人：未读 ${counts.unread} 人，已读 ${counts.read} 人，已签收 ${counts.signed} 人`);
      assert.equal(screen.getAllByRole('row').length, counts.total + 1);
    });

    it('lists every unpublished item in 草稿箱, filters by kind, and links each to its own form', async () => {
      const all = (await b.api.json('/lgbsmp/api/v1/drafts?size=1')).body.data.total as number;
      const broadcasts = (await b.api.json('/lgbsmp/api/v1/drafts?kind=dailybroadcast&size=50')).body.data.records as { id: string; title: string }[];
      assert.ok(all > broadcasts.length && broadcasts.length > 0);
      render(<DraftsPage params={{}} query={{}} />);
      await screen.findByText(`共 ${all} 条未发布的内容`);
      fireEvent.change(screen.getByLabelText('类别'), { target: { value: 'dailybroadcast' } });
      fireEvent.click(screen.getByRole('button', { name: '查询' }));
      await screen.findByText(`共 ${broadcasts.length} 条未发布的内容`);
      const table = screen.getByRole('table', { name: '草稿箱' });
      const link = within(table).getByRole('link', { name: broadcasts[0]!.title });
      assert.equal(link.getAttribute('href'), `/informationPublish/dailyBroadcast/Edit/${broadcasts[0]!.id}`);
      assert.equal(within(table).getAllByText('每日播报').length, broadcasts.length);
    });

    it('opens the report of ?id= on the spec’s detail page, and points to the list without one', async () => {
      const report = (await b.api.json('/lgbsmp/api/v1/workReport?status=returned&size=1')).body.data.records[0] as { id: string; title: string; statusReason: string };
      const { unmount } = render(<ReportDetail params={{}} query={{ id: report.id }} />);
      const article = await screen.findByRole('article', { name: `信息报送详情：${report.title}` });
      await within(article).findAllByText(`原因：${report.statusReason}`);
      unmount();
      render(<ReportDetail params={{}} query={{}} />);
      assert.equal(screen.getByRole('link', { name: '返回信息报送列表' }).getAttribute('href'), '/informationPublish/report');
    });
  });
});
