/**
 * 银龄先锋's remaining pages in the browser (issue 20, docs/vanguard.md part 3): every page of the menu group
 * and the spec's views below them have a component (none falls to the not-built page), and the spec's own
 * addresses open the engine's views with what their address fixes, as a city administrator sees them: a
 * city's table of party-building sites, a base's appointments (linking to appointmentInfo), the academy's
 * published courses, and 最美先锋 of one type.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { createElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { pageFor } from '../../src/pages/registry.ts';
import { VANGUARD_REST_PAGES } from '../../src/pages/vanguard/restPages.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const API = '/lgbsmp/api/v1';
const nodes = flatten(MENU_CATALOGUE).filter((n) => n.type === 'menu' && n.path?.startsWith('/vanguard'));
const resources = new Map(nodes.filter((n) => n.resource).map((n) => [n.path!, n.resource!]));
const pending = pageFor('/no/such/page', new Map());

/** Renders one of this part's pages at its pattern with the address's parameters. */
function show(pattern: string, params: Record<string, string>, query: Record<string, string> = {}) {
  const Page = VANGUARD_REST_PAGES[pattern]!;
  return render(createElement(Page, { params, query }));
}

describe('银龄先锋’s remaining pages', { timeout: 180_000 }, () => {
  it('are all built: no page of the group falls to the not-built page', () => {
    assert.deepEqual(nodes.filter((node) => pageFor(node.path!, resources) === pending).map((node) => node.path), []);
  });

  describe('as a city administrator', () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    it('lists a city’s party-building sites at table/{city}, linking to details/{city}/{id}', async () => {
      const sites = (await b.api.json(`${API}/partyBuilding?orgId=330100&size=50`)).body.data;
      show('/vanguard/partyBuilding/table/{city}', { city: '330100' });
      await screen.findByText(`共 ${sites.total} 条记录`);
      const link = await screen.findByRole('link', { name: sites.records[0].name });
      assert.equal(link.getAttribute('href'), `/vanguard/partyBuilding/details/330100/${sites.records[0].id}`);
    });

    it('lists a base’s appointments at appointment/{id}, each opening appointmentInfo/{id}', async () => {
      const base = (await b.api.json(`${API}/educationBase?orgId=330100&size=1`)).body.data.records[0];
      const booked = (await b.api.json(`${API}/educationBaseAppointment?baseId=${base.id}&size=50`)).body.data;
      assert.ok(booked.total > 0, 'the demo books every base');
      show('/vanguard/base/appointment/{id}', { id: base.id });
      await screen.findByText(`共 ${booked.total} 条记录`);
      const table = screen.getByRole('table', { name: '教育基地参观预约' });
      const link = within(table).getAllByRole('link').find((a) => a.textContent === booked.records[0].visitorOrg)!;
      assert.equal(link.getAttribute('href'), `/vanguard/base/appointmentInfo/${booked.records[0].id}`);
    });

    it('shows the academy’s published courses only', async () => {
      const published = (await b.api.json(`${API}/onlineCourse?status=1&size=50`)).body.data;
      const all = (await b.api.json(`${API}/onlineCourse?size=50`)).body.data;
      assert.ok(published.total > 0 && published.total < all.total, 'the demo has unpublished courses too');
      show('/vanguard/classroom/netWorkAcademy', {});
      await screen.findByText(`共 ${published.total} 条记录`);
    });

    it('shows 最美先锋 of one type, as published', async () => {
      const people = (await b.api.json(`${API}/beautifulPioneer?type=1&status=approved&size=50`)).body.data;
      show('/vanguard/beautiful/detail/{type}', { type: '1' });
      await screen.findByText(`共 ${people.total} 条记录`);
    });
  });
});
