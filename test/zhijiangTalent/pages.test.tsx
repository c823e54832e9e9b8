/**
 * 银龄人才申报's pages in the browser (issue 21): every route of the menu is built; the statistics show the
 * server's figures with each number linked to the filtered list; an application's page shows its trail; the
 * settings are read-only to a city and saved by the province.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { pageFor } from '../../src/pages/registry.ts';
import TalentConfigPage from '../../src/pages/zhijiangTalent/TalentConfigPage.tsx';
import TalentCountPage from '../../src/pages/zhijiangTalent/TalentCountPage.tsx';
import { TalentTrail } from '../../src/pages/zhijiangTalent/TalentTrail.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const API = '/lgbsmp/api/v1';
const resources = new Map(flatten(MENU_CATALOGUE).filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

describe('银龄人才申报’s pages', { timeout: 180_000 }, () => {
  it('are built for every route of the menu', () => {
    const routes = [
      '/zhijiang/personnel', '/zhijiang/personnel/declare', '/zhijiang/personnel/approving', '/zhijiang/personnel/count', '/zhijiang/personnel/config',
      '/zhijiang/personnel/detail', '/zhijiang/personnel/detail1', '/zhijiang/personnel/detail2', '/zhijiang/personnel/approvingdetail',
      '/zhijiang/personnel/Add', '/zhijiang/personnel/Edit/{id}', '/zhijiang/personnel/recycle',
    ];
    for (const route of routes) assert.notEqual(pageFor(route, resources), pending, route);
    assert.equal(resources.get('/zhijiang/personnel'), 'talentDeclare');
  });

  describe('as a city administrator', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    it('counts Hangzhou’s applications by state, each number opening the filtered list', async () => {
      const figures = (await b.api.json(`${API}/talentDeclareCount`)).body.data;
      const hangzhou = figures.byCity[0];
      render(<TalentCountPage params={{}} query={{}} />);
      const table = await screen.findByRole('table', { name: '按地市' });
      const row = within(table).getByRole('rowheader', { name: '杭州市' }).closest('tr')!;
      const link = within(row as HTMLElement).getByRole('link', { name: `查看杭州市 审核通过的${hangzhou.counts.approved}条申报` });
      assert.equal(link.getAttribute('href'), '/zhijiang/personnel?orgId=330100&status=approved');
      assert.equal(within(row as HTMLElement).getAllByRole('cell').at(-1)!.textContent, String(hangzhou.total));
      const kinds = screen.getByRole('table', { name: '按人才类型' });
      assert.equal(within(kinds).getAllByRole('row').length, figures.byType.length + 2, 'a header, the kinds, the total');
    });

    it('shows an application’s trail, its return with the opinion', async () => {
      const [returned] = (await b.api.json(`${API}/talentDeclare?status=returned&size=1`)).body.data.records;
      const steps = (await b.api.json(`${API}/talentDeclareTrail/${returned.id}`)).body.data;
      render(<TalentTrail id={returned.id} />);
      const table = await screen.findByRole('table', { name: '审批记录' });
      assert.equal(within(table).getAllByRole('row').length, steps.length + 1);
      assert.ok(within(table).getByText(steps.at(-1).opinion));
      assert.ok(within(table).getAllByText('退回').length === 1);
    });

    it('shows the settings read-only', async () => {
      render(<TalentConfigPage params={{}} query={{}} />);
      await screen.findByText('申报时间和名额由省委老干部局统一设置');
      assert.equal(screen.queryByRole('button', { name: '保存设置' }), null);
      assert.equal((screen.getByLabelText('杭州市名额') as HTMLInputElement).disabled, true);
    });
  });

  describe('as the province’s administrator', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('admin');
    });
    after(() => b.close());

    it('saves a city’s quota, and refuses one that is not a number under the field', async () => {
      render(<TalentConfigPage params={{}} query={{}} />);
      const quota = (await screen.findByLabelText('温州市名额')) as HTMLInputElement;
      fireEvent.change(quota, { target: { value: '两个' } });
      fireEvent.submit(screen.getByRole('button', { name: '保存设置' }).closest('form')!);
      await screen.findByText('名额须为0至100000之间的整数');
      fireEvent.change(quota, { target: { value: '12' } });
      fireEvent.submit(screen.getByRole('button', { name: '保存设置' }).closest('form')!);
      await waitFor(async () => {
        const config = (await b.api.json(`${API}/talentDeclareConfig`)).body.data;
        assert.equal(config.quotas.find((q: any) => q.cityCode === '330300').quota, 12);
      });
    });
  });
});
