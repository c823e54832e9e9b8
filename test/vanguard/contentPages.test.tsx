/**
 * 银龄先锋's reviewed-content pages in the browser (issue 20): every content page and the spec's names of its
 * views are the crud views, not the not-built page; a reviewer's list has 待我审核, which lists what waits for
 * them with its decisions and no edit; on an item's detail page the reviewer rejects it with a reason, and its
 * author then sees the reason, 编辑 and 提交审核 but no decision of their own, and the decision in its history.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { thinkingSummary } from '../../model/resources/thinkingSummary.ts';
import DetailPage from '../../src/crud/detail/DetailPage.tsx';
import ListPage from '../../src/crud/list/ListPage.tsx';
import { pageFor } from '../../src/pages/registry.ts';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { settled } from '../helpers/settled.ts';

const API = '/lgbsmp/api/v1/thinkingSummary';
const BASE = '/vanguard/thinkingSummary';
const resources = new Map(flatten(MENU_CATALOGUE).filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

/** Each content page with the spec's own names of its views (docs/vanguard.md). */
const ROUTES: Record<string, readonly string[]> = {
  '/vanguard/beautiful': ['Add', 'edit/{id}/{type}', 'Details/{id}', 'recycle'],
  '/vanguard/thinkingSummary': ['Add/{type}', 'Details/{type}/{id}', 'Edit/{type}/{id}', 'recycle'],
  '/vanguard/cloud/cloudRelay': ['Add', 'Edit/{id}', 'Details/{id}', 'recycle'],
  '/vanguard/cloud/cloudShow': ['Add', 'Edit/{id}', 'Details/{id}', 'recycle'],
  '/vanguard/partyHistoryStudyEducation': [
    'Audit', 'Audit/lectureAdd', 'Audit/lectureEdit/{id}', 'Audit/lectureDetail/{id}', 'Audit/lectureExamine/{id}',
    'Audit/discussionAdd', 'Audit/discussionEdit/{id}', 'Audit/discussionDetail/{id}', 'Audit/discussionExamine/{id}',
  ],
  '/vanguard/excellentLecture': ['Add', 'Details/{id}', 'Edit/{id}', 'recycle'],
  '/vanguard/doublePioneer': ['Add/{id?}', 'Details/{id}', 'recycle'],
};

describe('the reviewed-content pages', { timeout: 120_000 }, () => {
  it('are the crud views, with the spec’s names of their views', () => {
    for (const [path, views] of Object.entries(ROUTES)) {
      assert.ok(resources.has(path), `${path} shows a resource`);
      for (const route of [path, ...views.map((v) => `${path}/${v}`)]) assert.notEqual(pageFor(route, resources), pending, route);
    }
  });

  describe('as a reviewer and an author', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    it('lists the reviewer’s queue with its decisions and without edit', async () => {
      const queued = (await b.api.json(`${API}?queue=review&size=1`)).body.data.total as number;
      assert.ok(queued > 0);
      const all = (await b.api.json(`${API}?size=1`)).body.data.total as number;
      render(<ListPage resource={thinkingSummary} basePath={BASE} params={{}} />);
      await screen.findByText(`共 ${all} 条记录`);
      const views = screen.getByRole('group', { name: '审核' });
      await act(async () => fireEvent.click(within(views).getByRole('button', { name: '待我审核' })));
      await screen.findByText(`共 ${queued} 条记录`);
      assert.equal(within(views).getByRole('button', { name: '待我审核' }).getAttribute('aria-pressed'), 'true');
      await settled();
      const rows = screen.getAllByRole('row').slice(1);
      for (const row of rows) {
        assert.ok(within(row).getByRole('button', { name: '审核通过' }));
        assert.ok(within(row).getByRole('button', { name: '审核不通过' }));
        assert.equal(within(row).queryByRole('link', { name: /^编辑/ }), null, 'a reviewer does not edit another’s item');
      }
    });

    it('opens 党史学习教育’s Audit page on the queue, and its lectureAdd as a 宣讲', async () => {
      const queued = (await b.api.json('/lgbsmp/api/v1/partyHistoryEducation?queue=review&size=1')).body.data.total as number;
      const audit = pageFor('/vanguard/partyHistoryStudyEducation/Audit', resources);
      await audit.preload();
      const shown = render(<audit.Page params={{}} query={{}} />);
      await screen.findByText(`共 ${queued} 条记录`);
      assert.equal(screen.getByRole('button', { name: '待我审核' }).getAttribute('aria-pressed'), 'true');
      await settled();
      shown.unmount();
      const add = pageFor('/vanguard/partyHistoryStudyEducation/Audit/lectureAdd', resources);
      await add.preload();
      render(<add.Page params={{}} query={{}} />);
      const type = (await screen.findByLabelText(/类型/)) as HTMLSelectElement;
      await waitFor(() => assert.equal(type.selectedOptions[0]?.textContent, '宣讲'));
      await settled();
    });

    it('rejects an item with a reason on its page; its author then resubmits it, and sees the decision in its history', async () => {
      const author = await b.signInAs('admin_330106');
      const draft = (await author.json(API, { method: 'POST', json: { title: '页面上的心得', author: '李秀英', orgId: '330106', content: '<p>心得</p>' } })).body.data;
      await author.json(`${API}/${draft.id}/submit`, { method: 'PUT', json: { version: draft.version } });

      await b.signInAs('hz_admin');
      const page = render(<><DetailPage resource={thinkingSummary} basePath={BASE} params={{ id: draft.id }} /><ConfirmHost /></>);
      await screen.findByRole('heading', { name: '心得体会详情：页面上的心得' });
      assert.equal(screen.queryByRole('button', { name: '提交审核' }), null);
      fireEvent.click(screen.getByRole('button', { name: '审核不通过' }));
      const dialog = await screen.findByRole('dialog', { name: /审核不通过/ });
      fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '请补充活动照片' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.match(screen.getByText('审核状态', { selector: 'dt' }).nextElementSibling?.textContent ?? '', /审核不通过.*请补充活动照片/));
      assert.match(screen.getByText('审核人', { selector: 'dt' }).nextElementSibling?.textContent ?? '', /杭州市管理员/);
      await waitFor(() => assert.equal(within(screen.getByRole('region', { name: '操作记录' })).getAllByRole('listitem').length, 3));
      await settled();
      page.unmount();

      await b.signInAs('admin_330106');
      render(<><DetailPage resource={thinkingSummary} basePath={BASE} params={{ id: draft.id }} /><ConfirmHost /></>);
      await screen.findByRole('heading', { name: '心得体会详情：页面上的心得' });
      assert.ok(screen.getByRole('link', { name: '编辑' }));
      assert.equal(screen.queryByRole('button', { name: '审核通过' }), null, 'no decision on one’s own item');
      // The page is drawn again after each move: its parts are looked up afresh.
      const historyItems = () => within(screen.getByRole('region', { name: '操作记录' })).getAllByRole('listitem');
      await waitFor(() => assert.match(historyItems()[0]!.textContent ?? '', /杭州市管理员.*请补充活动照片/));
      fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
      const confirmation = await screen.findByRole('dialog');
      await act(async () => fireEvent.click(within(confirmation).getByRole('button', { name: '确定' })));
      await waitFor(() => assert.match(screen.getByText('审核状态', { selector: 'dt' }).nextElementSibling?.textContent ?? '', /待审核/));
      await waitFor(() => assert.equal(historyItems().length, 4));
      await settled();
    });
  });
});
