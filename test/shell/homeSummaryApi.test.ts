/** GET /lgbsmp/api/v1/home/summary: the home page's figures within the user's data scope. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { resourceByName } from '../../model/resources/index.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const SUMMARY = '/lgbsmp/api/v1/home/summary';
/** Resources behind a sidebar page of the catalogue, sub-records (scoped through a parent) excepted. */
const PAGE_RESOURCES = [...new Set(flatten(MENU_CATALOGUE).filter((n) => n.resource && !n.hidden).map((n) => n.resource!))]
  .filter((name) => !resourceByName(name)!.scopeVia)
  .sort();
const PHONES = '/lgbsmp/api/v1/stafftelphone';
const POLICIES = '/lgbsmp/api/v1/policyDocument';

interface Count {
  resource: string;
  total: number;
  byState?: Record<string, number>;
}

for (const engine of ENGINES) {
  describe(`the home summary (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let unit: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      // The suite counts what it writes: the demo's phone book and policy documents go first.
      await server.db.query('DELETE FROM phone_book');
      await server.db.query('DELETE FROM policy_document');
      [admin, hz, unit] = await Promise.all([signIn(server, 'admin'), signIn(server, 'hz_admin'), signIn(server, 'unit_user')]);
      const phone = (userName: string, orgId: string) => admin.json(PHONES, { method: 'POST', json: { userName, phonenumber: '0571-87001234', orgId } });
      await phone('杭州甲', '330100');
      await phone('杭州乙', '330106-01');
      await phone('宁波丙', '330200');
      const policy = async (title: string, orgId: string, publishDate: string, publish: boolean) => {
        const created = (await admin.json(POLICIES, {
          method: 'POST',
          json: { title, category: '2', receiveType: '0', receiveOrgs: ['330100'], orgId, publishDate, content: '<p>正文</p>' },
        })).body.data;
        if (publish) await admin.json(`${POLICIES}/${created.id}/publish`, { method: 'PUT', json: { version: created.version } });
      };
      await policy('省里已发布一', '330000', '2025-01-10', true);
      await policy('杭州已发布', '330100', '2025-03-01', true);
      await policy('省里已发布二', '330000', '2025-02-01', true);
      await policy('省里草稿', '330000', '2025-04-01', false);
    });
    after(() => server.close());

    const summary = async (client: SignedClient) => {
      const { status, body } = await client.json(SUMMARY);
      assert.equal(status, 200);
      return body.data as { counts: Count[]; latest: { available: boolean; resource: string; records?: { id: string; title: string; date: string }[] } };
    };
    const countOf = (counts: Count[], resource: string) => counts.find((c) => c.resource === resource);

    it('counts the main records behind the menu pages for the super administrator, policy documents by state', async () => {
      const { counts } = await summary(admin);
      assert.deepEqual(counts.map((c) => c.resource).sort(), PAGE_RESOURCES);
      assert.equal(countOf(counts, 'stafftelphone')?.total, 3);
      assert.equal(countOf(counts, 'stafftelphone')?.byState, undefined);
      assert.deepEqual(countOf(counts, 'policyDocument'), { resource: 'policyDocument', total: 4, byState: { '0': 1, '1': 3, '2': 0 } });
    });

    it('limits the counts to the user’s data scope', async () => {
      const city = await summary(hz);
      assert.equal(countOf(city.counts, 'stafftelphone')?.total, 2);
      assert.deepEqual(countOf(city.counts, 'policyDocument')?.byState, { '0': 0, '1': 1, '2': 0 });
      const clerk = await summary(unit);
      assert.equal(countOf(clerk.counts, 'stafftelphone')?.total, 1);
    });

    it('counts only what the user’s roles may view', async () => {
      // The clerk's role keeps every page resource but self-entry here: its figure must go with the page.
      await server.db.query(`DELETE FROM sys_role_menu WHERE role_id = 'role-unit-user' AND menu_id LIKE 'retiredVeteranCadres/selfEntry%'`);
      const { body } = await unit.json('/admin/user');
      const visible = PAGE_RESOURCES.filter((name) => body.data.permissions.includes(resourceByName(name)!.permissions.view));
      assert.ok(visible.length < PAGE_RESOURCES.length);
      assert.deepEqual((await summary(unit)).counts.map((c) => c.resource).sort(), visible);
    });

    it('lists the latest published policy documents in scope, newest first, drafts left out', async () => {
      const { latest } = await summary(admin);
      assert.equal(latest.available, true);
      assert.deepEqual(latest.records!.map((r) => [r.title, r.date]), [['杭州已发布', '2025-03-01'], ['省里已发布二', '2025-02-01'], ['省里已发布一', '2025-01-10']]);
      const city = await summary(hz);
      assert.deepEqual(city.latest.records!.map((r) => r.title), ['杭州已发布']);
    });

    it('announces no area the portal does not have (no "coming soon")', async () => {
      assert.deepEqual(Object.keys(await summary(unit)).sort(), ['counts', 'latest']);
    });

    it('refuses a visitor without a session', async () => {
      assert.equal((await server.json(SUMMARY)).status, 401);
    });
  });
}
