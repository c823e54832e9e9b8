/**
 * The party branches' pages in the browser (issue 20): 支部信息, 三会一课考勤 and 党费收缴 are the crud views
 * (dialogAdd the branch form), and the hand-written views show as a city administrator would see them: the
 * 换届 warning list, a branch's missing meetings of a year, its month × member dues grid, a member's detail.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { render, screen, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { pageFor } from '../../src/pages/registry.ts';
import DuesGridPage from '../../src/pages/vanguard/DuesGridPage.tsx';
import MeetingGapsPage from '../../src/pages/vanguard/MeetingGapsPage.tsx';
import MemberDetailPage from '../../src/pages/vanguard/MemberDetailPage.tsx';
import TermDuePage from '../../src/pages/vanguard/TermDuePage.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const API = '/lgbsmp/api/v1';
const resources = new Map(flatten(MENU_CATALOGUE).filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

describe('the party branches’ pages', { timeout: 180_000 }, () => {
  it('are built for 支部信息, 三会一课考勤 and 党费收缴 with their views', () => {
    const routes = [
      '/vanguard/information', '/vanguard/information/dialogAdd', '/vanguard/information/Edit/{id}', '/vanguard/information/Details/{id}',
      '/vanguard/information/detail/{id}/{userId}', '/vanguard/information/termDue',
      '/vanguard/attendance', '/vanguard/attendance/Add', '/vanguard/attendance/Edit/{id}', '/vanguard/attendance/missing',
      '/vanguard/partyDues', '/vanguard/partyDues/Add', '/vanguard/partyDues/detail',
    ];
    for (const route of routes) assert.notEqual(pageFor(route, resources), pending, route);
    assert.equal(resources.get('/vanguard/information'), 'partyBranch');
  });

  describe('as a city administrator', () => {
    let b: BrowserSession;
    let branch: { id: string; partyName: string };
    before(async () => {
      b = await startBrowserSession('hz_admin');
      [branch] = (await b.api.json(`${API}/partyBranch?size=1&orgId=330100`)).body.data.records;
    });
    after(() => b.close());
    afterEach(() => b.reset());

    it('warns of the Hangzhou branches whose change of leadership is due', async () => {
      const due = (await b.api.json(`${API}/vanguard/branchTermDue`)).body.data;
      render(<TermDuePage params={{}} query={{}} />);
      await screen.findByText(`90天内到期或已逾期应换届的支部共${due.records.length}个`);
      if (due.records.length) {
        const table = screen.getByRole('table', { name: '换届提醒' });
        assert.equal(within(table).getAllByRole('row').length, due.records.length + 1);
        assert.ok(within(table).getByText(due.records[0].partyName));
      }
    });

    it('shows a branch’s year of meetings, held and missed', async () => {
      const gaps = (await b.api.json(`${API}/vanguard/meetingGaps?branchId=${branch.id}&year=2025`)).body.data;
      const missing = gaps.rows.reduce((sum: number, r: any) => sum + r.missing, 0);
      render(<MeetingGapsPage params={{}} query={{ branchId: branch.id, year: '2025' }} />);
      await screen.findByText(`2025年度共缺${missing}次应开会议`);
      const general = screen.getByRole('table', { name: '支部党员大会' });
      assert.equal(within(general).getAllByRole('columnheader').length, 4);
      assert.ok(within(general).getAllByText(/已开\d次/).length > 0, 'the demo year held some');
      assert.equal(screen.getByRole('table', { name: '支部委员会' }).querySelectorAll('td').length, 12);
    });

    it('shows a branch’s dues as a month × member grid with totals', async () => {
      const grid = (await b.api.json(`${API}/vanguard/duesGrid?branchId=${branch.id}&year=2025`)).body.data;
      render(<DuesGridPage params={{}} query={{ branchId: branch.id, year: '2025' }} />);
      await screen.findByText(`2025年度已缴党费合计${grid.total.toFixed(2)}元`);
      const table = screen.getByRole('table', { name: `${branch.partyName} 党费收缴明细` });
      const rows = within(table).getAllByRole('row');
      assert.equal(rows.length, grid.rows.length + 2, 'a header, one row per member, the totals');
      const first = grid.rows[0];
      const cells = within(rows[1]!).getAllByRole('cell').map((c) => c.textContent);
      assert.equal(cells[0], first.months[0] ? (first.months[0].paid ? first.months[0].amount.toFixed(2) : '未缴') : '—');
      assert.equal(cells[12], first.paidTotal.toFixed(2));
    });

    it('shows a member’s detail from detail/{id}/{userId}', async () => {
      const [member] = (await b.api.json(`${API}/partyMember?branchId=${branch.id}&size=1`)).body.data.records;
      render(<MemberDetailPage params={{ id: branch.id, userId: member.cadreId }} query={{}} />);
      await screen.findByRole('heading', { name: `支部党员详情：${member.cadreName}` });
      assert.ok(await screen.findByText(branch.partyName));
      assert.ok(screen.getByText(member.roleLabel));
      assert.ok(screen.getByText('在册'));
      assert.ok(screen.getByRole('link', { name: '查看干部档案' }));
    });
  });
});
