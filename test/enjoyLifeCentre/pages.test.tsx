/**
 * The pages of 银龄乐享's activity centres and activities in the browser (issue 22): the record pages are the
 * crud views and the four views of their own are hand-written pages, none the not-built page; 活动统计's counts
 * open 活动管理's list with exactly that many activities; 活动中心汇总 lists Hangzhou's counties with the centres
 * they hold; a centre's activity list shows its name and only its activities; 活动风采 shows the finished ones.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { render, screen, waitFor, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { activity } from '../../model/resources/activity.ts';
import ListPage from '../../src/crud/list/ListPage.tsx';
import ActivityGalleryPage from '../../src/pages/enjoyLife/ActivityGalleryPage.tsx';
import ActivityStatisticsPage from '../../src/pages/enjoyLife/ActivityStatisticsPage.tsx';
import CentreActivitiesPage from '../../src/pages/enjoyLife/CentreActivitiesPage.tsx';
import CentreSummaryPage from '../../src/pages/enjoyLife/CentreSummaryPage.tsx';
import { pageFor } from '../../src/pages/registry.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { settled } from '../helpers/settled.ts';

const resources = new Map(flatten(MENU_CATALOGUE).filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

describe('the activity centres’ pages', { timeout: 180_000 }, () => {
  it('are the crud views or pages of their own, none the not-built page', () => {
    for (const path of ['/enjoyLife/activityCenter', '/enjoyLife/activityRoom', '/enjoyLife/activityTeam', '/enjoyLife/peopleManagement',
      '/enjoyLife/announcementManagement', '/enjoyLife/activityappointment', '/enjoyLife/activity', '/enjoyLife/activityEnrolment']) {
      for (const route of [path, `${path}/Add`, `${path}/Edit/{id}`, `${path}/Details/{id}`, `${path}/recycle`]) assert.notEqual(pageFor(route, resources), pending, route);
    }
    for (const path of ['/enjoyLife/activitylist/{id}', '/enjoyLife/activitystatistics', '/enjoyLife/activityCenteCollection', '/enjoyLife/activityLookRound']) {
      assert.notEqual(pageFor(path, resources), pending, path);
    }
    const hidden = flatten(MENU_CATALOGUE).filter((n) => n.path === '/enjoyLife/activity' || n.path === '/enjoyLife/activityEnrolment');
    assert.deepEqual(hidden.map((n) => n.hidden), [true, true], 'the activities’ own pages are not in the sidebar');
  });

  describe('as a city administrator', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin');
    });
    after(() => b.close());
    afterEach(async () => {
      await b.reset();
    });

    it('shows 活动统计, whose counts open the list of exactly their activities', async () => {
      render(<ActivityStatisticsPage params={{}} query={{}} />);
      const table = await screen.findByRole('table', { name: '各类型活动情况' });
      const link = within(table).getAllByRole('link')[0]!;
      assert.match(link.getAttribute('aria-label') ?? '', /^查看.+的活动：\d+个$/);
      const address = new URL(link.getAttribute('href')!, 'http://x');
      assert.equal(address.pathname, '/enjoyLife/activity');
      assert.ok(screen.getByRole('table', { name: '各月活动情况' }));
      const centres = screen.getByRole('table', { name: '各活动中心活动情况' });
      assert.ok(within(centres).getAllByRole('rowheader').some((h) => h.textContent === '杭州市老干部活动中心'));
      assert.ok(!within(centres).queryAllByRole('rowheader').some((h) => h.textContent?.startsWith('宁波')), 'Hangzhou’s centres only');
      await b.reset();
      render(<ListPage resource={activity} basePath="/enjoyLife/activity" params={{}} query={Object.fromEntries(address.searchParams)} />);
      await waitFor(() => assert.ok(screen.getByText(`共 ${link.textContent} 条记录`)));
    });

    it('sums the centres of Hangzhou’s counties in 活动中心汇总, linking a count to its centres', async () => {
      render(<CentreSummaryPage params={{}} query={{}} />);
      const table = await screen.findByRole('table', { name: '活动中心汇总' });
      const xihu = within(table).getByRole('rowheader', { name: '西湖区委老干部局' }).closest('tr')!;
      const link = within(xihu).getByRole('link');
      assert.equal(link.getAttribute('href'), '/enjoyLife/activityCenter?orgId=330106');
      assert.ok(within(table).getByRole('rowheader', { name: '合计' }));
    });

    it('lists one centre’s activities under its name, and the finished ones in 活动风采', async () => {
      const centre = (await b.api.json(`/lgbsmp/api/v1/activityCenter?title=${encodeURIComponent('杭州市老干部活动中心')}`)).body.data.records[0];
      const total = (await b.api.json(`/lgbsmp/api/v1/activity?centerId=${centre.id}&size=1`)).body.data.total as number;
      render(<CentreActivitiesPage params={{ id: centre.id }} query={{}} />);
      await screen.findByRole('heading', { name: '杭州市老干部活动中心的活动' });
      await waitFor(() => assert.ok(screen.getByText(`共 ${total} 条记录`)));
      await b.reset();
      const finished = (await b.api.json('/lgbsmp/api/v1/activity?status=finished&size=1')).body.data.total as number;
      render(<ActivityGalleryPage params={{}} query={{}} />);
      await screen.findByText(`已结束的活动共${finished}个`);
      assert.ok(screen.getAllByRole('listitem').length > 0);
      // Each photo asks for its link once shown and says aria-busy until it has it: the test ends when every
      // photo is in, or its requests are still in flight at the suite's close (once in CI, at a stopped server).
      await settled();
      assert.ok(screen.getAllByRole('img').length > 0, 'the photos are shown');
    });
  });
});
