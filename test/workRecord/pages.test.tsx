/**
 * The 工作记录 pages in the browser (issue 19): every page's list, Add and the spec's Edit/{id}/{userId} are the
 * crud views and none is the not-built page; the overdue list of trips abroad is read-only; a city
 * administrator's birthday visits, trips abroad and overdue trips list the demo year, and the Edit/{id}/{userId}
 * form loads the visit or part-time post it names; a hospital stay's details list the visits made during it;
 * 工作统计's numbers open the kind's list with the figure's filters, which lists exactly that many records.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { render, screen, waitFor, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { abroad } from '../../model/resources/abroad.ts';
import { abroadOverdue } from '../../model/resources/abroadOverdue.ts';
import { birthdayVisit } from '../../model/resources/birthdayVisit.ts';
import { inpatient } from '../../model/resources/inpatient.ts';
import { parttime } from '../../model/resources/parttime.ts';
import DetailPage from '../../src/crud/detail/DetailPage.tsx';
import FormPage from '../../src/crud/form/FormPage.tsx';
import ListPage from '../../src/crud/list/ListPage.tsx';
import { pageFor } from '../../src/pages/registry.ts';
import WorkStatisticsPage from '../../src/pages/workRecord/WorkStatisticsPage.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const BASE = '/workRecord/VisitCondolences/birthday';
const OVERDUE = '/workRecord/registration/overdue';
/** The group's record pages: its listed pages that are not a parent of others (走访慰问 is). */
const pages = flatten(MENU_CATALOGUE).filter(
  (n) => n.type === 'menu' && !n.hidden && n.path?.startsWith('/workRecord/') && !n.children.some((c) => c.type === 'menu' && !c.hidden),
);
const resources = new Map(flatten(MENU_CATALOGUE).filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

describe('the 工作记录 pages', { timeout: 120_000 }, () => {
  it('are the crud views, none the not-built page', () => {
    const built = pages.filter((n) => n.resource).map((n) => n.path);
    assert.deepEqual(built, [
      '/workRecord/VisitCondolences/birthday', '/workRecord/VisitCondolences/hospitalization', '/workRecord/VisitCondolences/holiday',
      '/workRecord/VisitCondolences/allopatry', '/workRecord/VisitCondolences/daily', '/workRecord/VisitCondolences/testament',
      '/workRecord/inpatient', '/workRecord/rest', '/workRecord/difficulty', '/workRecord/registration',
      '/workRecord/registration/certificate', '/workRecord/registration/overdue', '/workRecord/parttime',
    ]);
    for (const path of built.filter((p) => p !== OVERDUE)) {
      for (const route of [path!, `${path}/Add`, `${path}/Edit/{id}/{userId}`, `${path}/Details/{id}`, `${path}/recycle`]) {
        assert.notEqual(pageFor(route, resources), pending, route);
      }
    }
    assert.notEqual(pageFor('/workRecord/statistics', resources), pending, '工作统计 is a page of its own');
    assert.deepEqual(pages.filter((n) => !n.resource && n.path !== '/workRecord/statistics'), [], 'no page of the group is still the not-built page');
  });

  it('makes the overdue list a read-only list: its details and nothing to add, edit or delete', () => {
    const overdue = flatten(MENU_CATALOGUE).find((n) => n.path === OVERDUE)!;
    assert.notEqual(pageFor(OVERDUE, resources), pending);
    assert.deepEqual(overdue.children.map((c) => c.path ?? c.id), [`${OVERDUE}/Details/{id}`, `${OVERDUE.slice(1)}#export`]);
  });

  describe('as a city administrator', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    it('lists the demo year’s birthday visits with the kind’s own columns', async () => {
      const total = (await b.api.json('/lgbsmp/api/v1/birthdayVisit?size=1')).body.data.total as number;
      assert.ok(total > 0);
      render(<ListPage resource={birthdayVisit} basePath={BASE} params={{}} />);
      await waitFor(() => assert.ok(screen.getByText(`共 ${total} 条记录`)));
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼⇅]/g, ''));
      for (const label of ['干部姓名', '管理单位', '看望时间', '慰问金（元）']) assert.ok(headers.includes(label), `${label} in ${headers.join(', ')}`);
    });

    it('lists the trips abroad with their states, and the overdue ones apart', async () => {
      const total = (await b.api.json('/lgbsmp/api/v1/abroad?size=1')).body.data.total as number;
      render(<ListPage resource={abroad} basePath='/workRecord/registration' params={{}} />);
      await waitFor(() => assert.ok(screen.getByText(`共 ${total} 条记录`)));
      assert.ok(screen.getAllByText('已销假').length > 0);
      await b.reset();
      const overdue = (await b.api.json('/lgbsmp/api/v1/abroadOverdue?size=1')).body.data.total as number;
      assert.ok(overdue > 0);
      render(<ListPage resource={abroadOverdue} basePath={OVERDUE} params={{}} />);
      await waitFor(() => assert.ok(screen.getByText(`共 ${overdue} 条记录`)));
      assert.equal(screen.queryByRole('button', { name: /新增/ }), null);
    });

    it('opens Edit/{id}/{userId} on a part-time post, the rules’ fields in its form', async () => {
      const [held] = (await b.api.json('/lgbsmp/api/v1/parttime?size=1')).body.data.records as { id: string; cadreId: string; socialGroup: string }[];
      render(<FormPage resource={parttime} basePath='/workRecord/parttime' params={{ id: held!.id, userId: held!.cadreId }} />);
      await waitFor(() => assert.equal((screen.getByLabelText(/^\*?兼职单位$/) as HTMLInputElement).value, held!.socialGroup));
      assert.ok(screen.getByLabelText(/^\*?第几届$/));
      assert.ok(screen.getByLabelText(/兼职报酬（元）/));
    });

    it('lists the hospital visits made during a stay under its details', async () => {
      const visits = (await b.api.json('/lgbsmp/api/v1/hospitalizationVisit?size=50')).body.data.records as { inpatientId: string | null; leader: string }[];
      const linked = visits.find((v) => v.inpatientId)!;
      const during = (await b.api.json(`/lgbsmp/api/v1/hospitalizationVisit?inpatientId=${linked.inpatientId}`)).body.data.records as { leader: string }[];
      render(<DetailPage resource={inpatient} basePath='/workRecord/inpatient' params={{ id: linked.inpatientId! }} />);
      const table = await screen.findByRole('table', { name: '住院期间的看望' });
      await waitFor(() => assert.equal(within(table).getAllByRole('row').length, during.length + 1));
      assert.ok(within(table).getAllByText(linked.leader).length > 0);
      // A visit during the stay is added from here, naming the stay and its cadre.
      const add = new URL(screen.getByRole('link', { name: '新增住院看望' }).getAttribute('href')!, 'http://x');
      assert.equal(add.pathname, '/workRecord/VisitCondolences/hospitalization/Add');
      assert.equal(add.searchParams.get('inpatientId'), linked.inpatientId);
      assert.equal(add.searchParams.get('cadreId'), (await b.api.json(`/lgbsmp/api/v1/inpatient/${linked.inpatientId}`)).body.data.cadreId);
    });

    it('opens Edit/{id}/{userId} on the visit it names', async () => {
      const [visit] = (await b.api.json('/lgbsmp/api/v1/birthdayVisit?size=1')).body.data.records as { id: string; cadreId: string; visitDate: string }[];
      render(<FormPage resource={birthdayVisit} basePath={BASE} params={{ id: visit!.id, userId: visit!.cadreId }} />);
      await waitFor(() => assert.equal((screen.getByLabelText(/^\*?看望时间$/) as HTMLInputElement).value, visit!.visitDate));
    });

    it('shows 工作统计, whose numbers open the list of exactly their records', async () => {
      render(<WorkStatisticsPage params={{}} query={{}} />);
      const table = await screen.findByRole('table', { name: '各类工作记录月度统计' });
      const row = within(table).getByRole('rowheader', { name: '生日看望' }).closest('tr')!;
      const link = within(row).getAllByRole('link').at(-1)!;
      assert.match(link.getAttribute('aria-label') ?? '', /^查看生日看望 合计：\d+条$/);
      const address = new URL(link.getAttribute('href')!, 'http://x');
      assert.equal(address.pathname, BASE);
      assert.ok(screen.getByRole('table', { name: '各单位工作记录统计' }));
      assert.match(screen.getByText(/^在院人数/).textContent ?? '', /在院人数：\d+/);
      const query = Object.fromEntries(address.searchParams);
      render(<ListPage resource={birthdayVisit} basePath={BASE} params={{}} query={query} />);
      await waitFor(() => assert.ok(screen.getByText(`共 ${link.textContent} 条记录`)));
      // The list's search form shows the filter it was opened with.
      assert.equal((screen.getByLabelText('看望时间起') as HTMLInputElement).value, query.visitDate_from);
      assert.equal((screen.getByLabelText('看望时间止') as HTMLInputElement).value, query.visitDate_to);
    });
  });
});
