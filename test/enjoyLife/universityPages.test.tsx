/**
 * 银龄乐享's university, works and points pages in the browser (issue 22): the crud views of 老年大学,
 * 学科设置 (with its students' page), 作品征集 (with approval/{id}), 精品佳作, 我的作品, 题库管理 (with
 * approval/{id}); 智慧校园's summary and 积分管理's ledger and balances as a city administrator sees them.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { pageFor } from '../../src/pages/registry.ts';
import IntegralPage from '../../src/pages/enjoyLife/IntegralPage.tsx';
import SmartCampusPage from '../../src/pages/enjoyLife/SmartCampusPage.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const API = '/lgbsmp/api/v1';
const resources = new Map(flatten(MENU_CATALOGUE).filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

describe('银龄乐享’s university, works and points pages', { timeout: 180_000 }, () => {
  it('are built, with the students’ page and the review pages', () => {
    const routes = [
      '/enjoyLife/elderlyUniversity', '/enjoyLife/elderlyUniversity/Add', '/enjoyLife/elderlyUniversity/Details/{id}',
      '/enjoyLife/discipline', '/enjoyLife/discipline/Edit/{id}', '/enjoyLife/discipline/student', '/enjoyLife/discipline/student/Add',
      '/enjoyLife/smartCampus', '/enjoyLife/collectionOfWorks', '/enjoyLife/collectionOfWorks/approval/{id}', '/enjoyLife/masterPiece',
      '/enjoyLife/myWorks', '/enjoyLife/questionBank', '/enjoyLife/questionBank/approval/{id}', '/enjoyLife/integral', '/enjoyLife/integral/Add',
    ];
    for (const route of routes) assert.notEqual(pageFor(route, resources), pending, route);
    assert.equal(resources.get('/enjoyLife/discipline/student'), 'universityStudent');
    const student = flatten(MENU_CATALOGUE).find((n) => n.path === '/enjoyLife/discipline/student')!;
    assert.equal(student.hidden, true, 'reached from a course, not the sidebar');
  });

  describe('as a city administrator', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    it('shows 智慧校园: each Hangzhou university’s courses and students, with the totals', async () => {
      const summary = (await b.api.json(`${API}/enjoyLife/campusSummary`)).body.data;
      render(<SmartCampusPage params={{}} query={{}} />);
      await screen.findByText(`共${summary.rows.length}所老年大学，在读学员${summary.total.enrolled}人`);
      const table = screen.getByRole('table', { name: '智慧校园' });
      assert.equal(within(table).getAllByRole('row').length, summary.rows.length + 2, 'a header, a row each, the totals');
      const hangzhou = summary.rows.find((r: any) => r.universityName === '杭州老年大学');
      const link = within(table).getByRole('link', { name: '杭州老年大学' });
      assert.equal(link.getAttribute('href'), `/enjoyLife/elderlyUniversity/Details/${hangzhou.id}`);
      const cells = within(link.closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
      assert.equal(cells[6], String(hangzhou.enrolled));
      assert.equal(cells[10], hangzhou.feesReceived.toFixed(2));
      assert.ok(!within(table).queryByText('宁波老年大学'), 'no Ningbo university');
    });

    it('shows 积分管理’s ledger, and the balances ranked per organisation, searched by name', async () => {
      render(<IntegralPage params={{}} query={{}} />);
      await waitFor(() => assert.ok(screen.getAllByRole('row').length > 1, 'the ledger’s rows'));
      // Asked before the tab asks: the tab's answer must not land while the test waits on its own request.
      const balances = (await b.api.json(`${API}/enjoyLife/integralBalance`)).body.data;
      fireEvent.mouseDown(screen.getByRole('tab', { name: '积分余额与排名' }));
      fireEvent.click(screen.getByRole('tab', { name: '积分余额与排名' }));
      await screen.findByText(`共${balances.total}名干部有积分记录`);
      const table = screen.getByRole('table', { name: '积分余额' });
      assert.equal(within(table).getAllByRole('row').length, balances.records.length + 1);
      const first = balances.records[0];
      fireEvent.change(screen.getByLabelText('姓名'), { target: { value: first.cadreName } });
      fireEvent.click(screen.getByRole('button', { name: '查询' }));
      await waitFor(() => assert.ok(within(screen.getByRole('table', { name: '积分余额' })).getAllByRole('row').length <= balances.records.length));
      assert.ok(within(screen.getByRole('table', { name: '积分余额' })).getByText(first.cadreName));
    });
  });
});
