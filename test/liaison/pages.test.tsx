/**
 * The pages of 关心下一代 and 工作联络 (issue 23) in the browser: every page of both groups is built (the crud
 * views, or ours); 关工委组织 shows the committees as a tree by level, opened on demand; 自动生成年度报告 previews
 * the figures, generates the report and opens it, and shows a second report of the year refused under the
 * year; the report list offers the generation; a staff team page counts its people per city above the list.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import AnnualReportAutoPage from '../../src/pages/liaison/AnnualReportAutoPage.tsx';
import AnnualReportListPage from '../../src/pages/liaison/AnnualReportListPage.tsx';
import { CityTeamPage } from '../../src/pages/liaison/OfficerTeamPage.tsx';
import CommitteePage from '../../src/pages/careChild/CommitteePage.tsx';
import { pageFor } from '../../src/pages/registry.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { settled } from '../helpers/settled.ts';

const API = '/lgbsmp/api/v1';
const nodes = flatten(MENU_CATALOGUE);
const resources = new Map(nodes.filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

describe('关心下一代 and 工作联络 pages', { timeout: 240_000 }, () => {
  it('are built, every page and hidden page of both groups but the cockpit hand-off', () => {
    const paths = nodes
      .filter((n) => n.type !== 'button' && n.path && /^\/(careChild|guideWork|officerGroup)\//.test(n.path))
      .map((n) => n.path!);
    assert.ok(paths.length >= 20, paths.join());
    for (const path of paths) assert.notEqual(pageFor(path, resources), pending, path);
  });

  describe('as a city administrator', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    it('shows the committees as a tree by level above their list, opening the level below on demand', async () => {
      render(<CommitteePage params={{}} query={{}} />);
      const tree = await screen.findByRole('list', { name: '组织架构' });
      // Hangzhou's own committee is the top of what the city sees (the province's is not in its scope).
      await within(tree).findByRole('link', { name: '杭州市关心下一代工作委员会' });
      assert.equal(within(tree).queryByRole('link', { name: '浙江省关心下一代工作委员会' }), null);
      for (const [name, below] of [['杭州市关心下一代工作委员会', '西湖区关心下一代工作委员会'], ['西湖区关心下一代工作委员会', '西湖街道关心下一代工作委员会'], ['西湖街道关心下一代工作委员会', '龙井村关心下一代工作小组']]) {
        const open = screen.getByRole('button', { name: `展开${name}的下级组织` });
        fireEvent.click(open);
        assert.equal(open.getAttribute('aria-expanded'), 'true');
        const branch = await screen.findByRole('list', { name });
        await within(branch).findByRole('link', { name: below });
      }
      // 村 is the lowest level: nothing to open below it; its name opens its details.
      assert.equal(screen.queryByRole('button', { name: '展开龙井村关心下一代工作小组的下级组织' }), null);
      assert.match(within(tree).getByRole('link', { name: '龙井村关心下一代工作小组' }).getAttribute('href') ?? '', /^\/careChild\/organization\/Details\/seed-care-330106-v$/);
      fireEvent.click(screen.getByRole('button', { name: '收起西湖街道关心下一代工作委员会的下级组织' }));
      assert.equal(within(tree).queryByRole('link', { name: '龙井村关心下一代工作小组' }), null);
      await screen.findByRole('table', { name: '关工委组织' });
    });

    it('previews the figures, generates the report and opens it; a second one is refused under the year', async () => {
      const figures = (await b.api.json(`${API}/annualReport/figures?orgId=330106&year=2026`)).body.data;
      render(<AnnualReportAutoPage params={{}} query={{ orgId: '330106', year: '2026' }} />);
      fireEvent.click(await screen.findByRole('button', { name: '预览统计数据' }));
      const preview = await screen.findByRole('region', { name: '统计数据预览' });
      const total = within(preview).getByText('离退休干部总数').nextElementSibling;
      assert.equal(total?.textContent, String(figures.cadreTotal));
      fireEvent.click(screen.getByRole('button', { name: '生成年度报告' }));
      await waitFor(() => assert.match(b.location.history.at(-1)?.path ?? '', /^\/guideWork\/annualReport\/Details\//));
      const id = decodeURIComponent(b.location.history.at(-1)!.path.split('/').pop()!);
      const report = (await b.api.json(`${API}/annualReport/${id}`)).body.data;
      assert.deepEqual([report.orgId, report.year, report.status, report.cadreTotal], ['330106', 2026, 'draft', figures.cadreTotal]);
      await b.reset();

      render(<AnnualReportAutoPage params={{}} query={{ orgId: '330106', year: '2026' }} />);
      fireEvent.click(await screen.findByRole('button', { name: '生成年度报告' }));
      assert.ok(await screen.findByText('西湖区委老干部局2026年度的年度报告已存在，一个单位每年只能有一份年度报告'));
      await settled();
    });

    it('asks for the organisation before counting', async () => {
      render(<AnnualReportAutoPage params={{}} query={{}} />);
      fireEvent.click(await screen.findByRole('button', { name: '预览统计数据' }));
      assert.ok(await screen.findByText('请选择报告单位'));
    });

    it('lists the reports with the way to generate one', async () => {
      render(<AnnualReportListPage params={{}} query={{}} />);
      assert.ok(await screen.findByRole('link', { name: '自动生成年度报告' }));
      const table = await screen.findByRole('table', { name: '年度报告' });
      await waitFor(() => assert.ok(within(table).getAllByText(/杭州市委老干部局2025年度离退休干部工作报告/).length > 0));
      await settled();
    });

    it('counts the city’s staff above the list, a count opening the list of its city', async () => {
      const counts = (await b.api.json(`${API}/cadresTeam/city`)).body.data;
      render(<CityTeamPage params={{}} query={{}} />);
      const link = await screen.findByRole('link', { name: new RegExp(`^杭州市：共${counts[0].total}人`) });
      assert.equal(link.getAttribute('href'), '/officerGroup/city?orgId=330100');
      await screen.findByRole('table', { name: '市县工作队伍' });
      await settled();
    });
  });
});
