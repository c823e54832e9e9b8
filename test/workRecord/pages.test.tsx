/**
 * The 工作记录 pages in the browser (issue 19): every built page's list, Add and the spec's Edit/{id}/{userId}
 * are the crud views and no longer the not-built page, the others still are; a city administrator's birthday
 * visits list shows the demo year, and the Edit/{id}/{userId} form loads the visit it names.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { render, screen, waitFor } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { birthdayVisit } from '../../model/resources/birthdayVisit.ts';
import FormPage from '../../src/crud/form/FormPage.tsx';
import ListPage from '../../src/crud/list/ListPage.tsx';
import { pageFor } from '../../src/pages/registry.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const BASE = '/workRecord/VisitCondolences/birthday';
/** The group's record pages: its listed pages that are not a parent of others (走访慰问 is). */
const pages = flatten(MENU_CATALOGUE).filter(
  (n) => n.type === 'menu' && !n.hidden && n.path?.startsWith('/workRecord/') && !n.children.some((c) => c.type === 'menu' && !c.hidden),
);
const resources = new Map(flatten(MENU_CATALOGUE).filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

describe('the 工作记录 pages', { timeout: 120_000 }, () => {
  it('are the crud views where a resource is built, and the not-built page elsewhere', () => {
    const built = pages.filter((n) => n.resource).map((n) => n.path);
    assert.deepEqual(built, [
      '/workRecord/VisitCondolences/birthday', '/workRecord/VisitCondolences/hospitalization', '/workRecord/VisitCondolences/holiday',
      '/workRecord/VisitCondolences/allopatry', '/workRecord/VisitCondolences/daily', '/workRecord/VisitCondolences/testament',
      '/workRecord/inpatient', '/workRecord/rest', '/workRecord/difficulty',
    ]);
    for (const path of built) {
      for (const route of [path!, `${path}/Add`, `${path}/Edit/{id}/{userId}`, `${path}/Details/{id}`, `${path}/recycle`]) {
        assert.notEqual(pageFor(route, resources), pending, route);
      }
    }
    const unbuilt = pages.filter((n) => !n.resource).map((n) => n.path!);
    assert.deepEqual(unbuilt, ['/workRecord/registration', '/workRecord/parttime']);
    for (const path of unbuilt) assert.equal(pageFor(path, resources), pending, path);
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

    it('opens Edit/{id}/{userId} on the visit it names', async () => {
      const [visit] = (await b.api.json('/lgbsmp/api/v1/birthdayVisit?size=1')).body.data.records as { id: string; cadreId: string; visitDate: string }[];
      render(<FormPage resource={birthdayVisit} basePath={BASE} params={{ id: visit!.id, userId: visit!.cadreId }} />);
      await waitFor(() => assert.equal((screen.getByLabelText(/^\*?看望时间$/) as HTMLInputElement).value, visit!.visitDate));
    });
  });
});
