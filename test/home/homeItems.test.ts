/**
 * Home's work list (docs/home.md): for a province, a city and a unit user, every kind's count is the length
 * of the list it opens (all its pages), within the user's scope; the demo gives each of them work in every
 * kind they have; a city sees less than the province and nothing of another city; kinds a user lacks are
 * refused, unknown ones too; 共享展示 (silver/shared, homeShared) pages, filters by kind and keeps to scope.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const USERS = ['admin', 'hz_admin', 'unit_user'] as const;
/** The largest page the server gives (server/http/pageParams.ts). */
const SIZE = 500;

interface Kind { type: string; group: string; label: string; resource?: string; count: number }
interface Item { id: string; title: string; date: string | null; orgName: string | null }

async function allItems(client: SignedClient, type: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let current = 1; ; current++) {
    const { body } = await client.json(`${API}/home/items/${type}?current=${current}&size=${SIZE}`);
    assert.equal(body.code, 0, `${type}: ${JSON.stringify(body)}`);
    items.push(...body.data.records);
    if (items.length >= body.data.total || body.data.records.length === 0) {
      assert.equal(items.length, body.data.total, `${type}: the pages hold the total`);
      return items;
    }
  }
}

for (const engine of ENGINES) {
  describe(`home work list on ${engine}`, () => {
    let server: TestServer;
    const clients = {} as Record<(typeof USERS)[number], SignedClient>;
    const kinds = {} as Record<(typeof USERS)[number], Kind[]>;
    before(async () => {
      server = await startTestServer(engine);
      for (const user of USERS) {
        clients[user] = await signIn(server, user);
        const { body } = await clients[user].json(`${API}/home/items`);
        assert.equal(body.code, 0, JSON.stringify(body));
        assert.ok(!Number.isNaN(Date.parse(body.data.asOf)), 'an as-of time');
        kinds[user] = body.data.kinds;
      }
    });
    after(() => server.close());

    for (const user of USERS) {
      it(`gives ${user} lists as long as their counts, each kind with work in the demo`, async () => {
        assert.ok(kinds[user].length > 0);
        for (const kind of kinds[user]) {
          const items = await allItems(clients[user], kind.type);
          assert.equal(items.length, kind.count, `${user} ${kind.type}`);
          assert.ok(kind.count > 0, `${user} has ${kind.type} in the demo`);
          assert.equal(new Set(items.map((i) => i.id)).size, items.length, `${user} ${kind.type}: no item twice`);
          for (const item of items) assert.ok(item.title, `${user} ${kind.type}: ${item.id} has a title`);
        }
      });
    }

    it('shows a city less than the province and a unit clerk only their own kinds', async () => {
      const count = (user: (typeof USERS)[number], type: string) => kinds[user].find((k) => k.type === type)?.count;
      for (const type of ['birthday', 'abroadApproval', 'roomBooking', 'branchTermDue', 'silverShared']) {
        assert.ok(count('hz_admin', type)! < count('admin', type)!, `${type}: 杭州 ${count('hz_admin', type)} < 全省 ${count('admin', type)}`);
      }
      const unitTypes = kinds.unit_user.map((k) => k.type);
      assert.ok(unitTypes.includes('birthday') && unitTypes.includes('notice'), unitTypes.join());
      assert.ok(!unitTypes.includes('abroadApproval') && !unitTypes.includes('selfEntryReview'), unitTypes.join());
      assert.ok(count('unit_user', 'birthday')! < count('hz_admin', 'birthday')!);
    });

    it('keeps a city to its own records', async () => {
      const hz = await allItems(clients.hz_admin, 'abroadOverdue');
      const all = await allItems(clients.admin, 'abroadOverdue');
      const hzIds = new Set(hz.map((i) => i.id));
      assert.ok(hz.every((i) => all.some((a) => a.id === i.id)));
      const [ningbo] = await server.db.query<{ id: string }>(
        `SELECT a.id FROM wr_abroad a JOIN cadre c ON c.id = a.cadre_id WHERE c.manage_org_id LIKE '3302%' AND a.del_flag = 0 AND a.status = 'approving' LIMIT 1`,
        [],
      );
      assert.ok(ningbo, 'the demo has a Ningbo trip waiting');
      const hzApprovals = await allItems(clients.hz_admin, 'abroadApproval');
      assert.ok(!hzApprovals.some((i) => i.id === ningbo.id) && !hzIds.has(ningbo.id));
      assert.ok((await allItems(clients.admin, 'abroadApproval')).some((i) => i.id === ningbo.id));
    });

    it('refuses a kind the user lacks, an unknown kind and a bad page', async () => {
      const lacking = await clients.unit_user.json(`${API}/home/items/abroadApproval`);
      assert.equal(lacking.status, 403);
      assert.equal(lacking.body.msg, '您的角色没有这类事项');
      const unknown = await clients.admin.json(`${API}/home/items/nothing`);
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.msg, '首页没有这类事项：nothing');
      const badPage = await clients.admin.json(`${API}/home/items/policy?size=0`);
      assert.equal(badPage.status, 400);
      assert.equal((await server.json(`${API}/home/items`)).status, 401);
    });

    it('gives figures of the user’s scope: cadres by kind adding up to the cadre list, a city fewer', async () => {
      const cadresOf = async (user: (typeof USERS)[number]) => {
        const { body } = await clients[user].json(`${API}/home/figures`);
        assert.equal(body.code, 0, JSON.stringify(body));
        assert.deepEqual(body.data.groups.map((g: { key: string }) => g.key).slice(0, 1), ['cadres']);
        return body.data.groups[0].rows.reduce((sum: number, row: { value: number }) => sum + row.value, 0) as number;
      };
      for (const user of ['admin', 'hz_admin'] as const) {
        const listed = (await clients[user].json(`${API}/cadre?status=normal,abnormal&size=1`)).body.data.total;
        assert.equal(await cadresOf(user), listed, user);
      }
      assert.ok((await cadresOf('hz_admin')) < (await cadresOf('admin')));
      const keys = (await clients.admin.json(`${API}/home/figures`)).body.data.groups.map((g: { key: string }) => g.key);
      assert.deepEqual(keys, ['cadres', 'workThisMonth', 'volunteers', 'activitiesThisMonth']);
    });

    it('pages 共享展示 within scope, by kind, with homeShared its latest few', async () => {
      const page = async (client: SignedClient, query = '') => (await client.json(`${API}/silver/shared?size=${SIZE}${query}`)).body.data;
      const all = await page(clients.admin);
      const hz = await page(clients.hz_admin);
      assert.ok(all.total > hz.total && hz.total > 0);
      assert.equal(all.total, kinds.admin.find((k) => k.type === 'silverShared')!.count);
      assert.ok(hz.records.every((r: { id: string }) => all.records.some((a: { id: string }) => a.id === r.id)));
      let byKind = 0;
      for (const kind of ['beautifulSilver', 'beautifulPioneer', 'studio', 'talentBrandTeam']) {
        const one = await page(clients.admin, `&kind=${kind}`);
        assert.ok(one.total > 0, kind);
        assert.ok(one.records.every((r: { kind: string }) => r.kind === kind));
        byKind += one.total;
      }
      assert.equal(byKind, all.total);
      const [unapproved] = await server.db.query<{ id: string }>(`SELECT id FROM zj_beautiful WHERE status <> 'approved' AND del_flag = 0 LIMIT 1`, []);
      assert.ok(unapproved && !all.records.some((r: { id: string }) => r.id === unapproved.id), 'only approved 最美银龄 are shown');
      const bad = await clients.admin.json(`${API}/silver/shared?kind=cadre`);
      assert.equal(bad.status, 400);
      assert.equal(bad.body.msg, '共享展示没有这一类');
      const latest = (await clients.hz_admin.json(`${API}/homeShared`)).body.data.records;
      assert.deepEqual(latest.map((r: { id: string }) => r.id), hz.records.slice(0, latest.length).map((r: { id: string }) => r.id));
      assert.ok(latest.length > 0 && latest.length <= 6);
    });
  });
}
