/**
 * Issue 17.6 (b): the authorization matrix, generated from the route table and the demo seed (docs/security.md,
 * "The tests that hold these rules"). Every list endpoint (helpers/listEndpoints.ts) is read by every demo
 * account (helpers/demoIdentities.ts), honestly and forging `deptId` and `TenantId`: every record must belong
 * within the account's reach, and a list whose permission the account lacks must be refused, both computed
 * from the seeded tables by the test's own SQL (helpers/seededReach.ts, helpers/recordOrg.ts), not by the
 * server's scope code. Then a city administrator tries every action of the route table on another city's
 * records, and exports. The escalation paths (departments, roles, resets, self-edits) are escalation.test.ts's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { zh } from '../../model/i18n/index.ts';
import { fieldOf } from '../../model/resource/fields.ts';
import { RESOURCES } from '../../model/resources/index.ts';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import { ident } from '../../server/db/db.ts';
import { API } from '../../server/engine/api.ts';
import { MAX_PAGE_SIZE } from '../../server/http/pageParams.ts';
import { mapBounded } from '../helpers/bounded.ts';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { exportedRows, filesServerFactory, jobsDone } from '../engineFiles/helpers/filesServer.ts';
import { demoAccounts, demoIdentities, type DemoAccounts, type Identity } from './helpers/demoIdentities.ts';
import { declarationOf } from './helpers/declarations.ts';
import type { RouteInfo } from './helpers/fuzzInputs.ts';
import { listEndpoints, rowsOf, type ListEndpoint } from './helpers/listEndpoints.ts';
import { recordId, recordRoutes } from './helpers/recordRoutes.ts';
import { phoneBookName, stageRecords } from './helpers/matrixRecords.ts';
import { recordOrgs, type RecordOrgs } from './helpers/recordOrg.ts';
import { cityOf, orgTable, reaches, type OrgTable, type SeededReach } from './helpers/seededReach.ts';

/** Requests in flight at once: enough to keep both engines busy, few enough for a shared two-core machine. */
const CONCURRENCY = 4;
/** Records read by a cell that is compared with its reference cell (see the matrix below). */
const COMPARED_PAGE = 20;

/** Lists whose rows carry no organisation, and why none can leak across organisations. */
const UNSCOPED_LISTS: Record<string, string> = {
  dictionary: 'the dictionaries every list is labelled with, the same for everyone (docs/system.md)',
  'dictionary/types': 'the same dictionaries, for their management page',
  rule: 'the menu catalogue, the same for everyone; a grant is checked when it is saved (roleGrants.ts)',
  'role/assignable': 'the roles the account could have made itself, by its grants and scope, not by the organisation owning them (roleGuard.ts, test/system/scope.test.ts)',
  'personal/loginLog': 'the signed-in account\'s own sign-ins, chosen by the session\'s user, never by a parameter (test/personal/personalApi.test.ts)',
  'personal/sessions': 'the signed-in account\'s own live sessions, chosen by the session\'s user (test/personal/personalApi.test.ts)',
};

/**
 * A refusal that tells nothing: no permission (403), no such record (404), or the spec's answer for an id it
 * does not find (200, code 4, 该Id查询结果为空 or 查询结果为空), exactly as for a record that does not exist.
 */
const ABSENT_TEXTS = new Set([zh('empty.noResultForId'), zh('empty.noResult')]);
const absent = (status: number, body: any) => status === 403 || status === 404 || (status === 200 && body?.code !== 0 && ABSENT_TEXTS.has(body?.msg));

/** What a write sends: the record's version, and everything that would move it or its account towards the attacker. */
const hostileBody = (record: Record<string, unknown>, attackerOrg: string) => ({
  version: record.version, reason: '越权尝试', parentId: attackerOrg, orgId: attackerOrg, manageOrgId: attackerOrg, deptIds: [attackerOrg], roleIds: [],
});

/** `X/page` is the spec's second address of list `X`: the same handler. */
const baseOf = (list: string) => list.replace(/\/page$/, '');

type Verdict = { refused: true } | { refused: false; total: number };

for (const engine of ENGINES) {
  describe(`the authorization matrix: every list × every demo account, forged headers, cross-city attempts (${engine})`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    let demo: DemoAccounts;
    let table: OrgTable;
    let orgs: RecordOrgs;
    let identities: Identity[];
    let lists: ListEndpoint[];
    const clients = new Map<string, SignedClient>();

    before(async () => {
      server = await startServer(engine);
      demo = await demoAccounts(server.db);
      table = await orgTable(server.db);
      identities = await demoIdentities(server.db, table, demo.accounts);
      for (const username of demo.accounts) clients.set(username, await signIn(server, username));
      await stageRecords(server, clients, identities, demo.superAdmin, table);
      orgs = recordOrgs(server.db, table);
      lists = await listEndpoints(server, clients.get(demo.superAdmin)!);
    });
    after(() => server.close());

    /** The first two city administrators of the demo accounts: one attacks, the other's city is attacked. */
    function cityAdministrators(): { attacker: SeededReach; victim: SeededReach } {
      const [attacker, victim] = identities.filter((i) => !Object.keys(i.headers).length && table.kinds.get(i.reach.orgId) === 'city');
      return { attacker: attacker!.reach, victim: victim!.reach };
    }

    /**
     * A record of `list` that belongs to another city than the attacker's and nowhere within its reach: from the
     * other city administrator's own view (its saved views are its alone), or the super administrator's.
     */
    async function foreignRecord(list: string, attacker: SeededReach, victim: SeededReach) {
      const city = cityOf(table, attacker.orgId);
      for (const who of [victim.username, demo.superAdmin]) {
        const { body } = await clients.get(who)!.json(`${API}/${list}?size=${MAX_PAGE_SIZE}`);
        for (const record of rowsOf(body?.data)?.rows ?? []) {
          const belonging = await orgs.belonging(list, record);
          const org = belonging?.orgs.find((o) => cityOf(table, o) !== undefined && cityOf(table, o) !== city);
          if (org && !belonging!.orgs.some((o) => reaches(attacker, table, o)) && belonging!.account !== attacker.userId) return { record, org };
        }
      }
      return undefined;
    }

    const operationsBy = async (userId: string) =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_operation_log WHERE user_id = $1', [userId]))[0]!.n;

    it('shows no account a record beyond its reach in any list, whatever deptId and TenantId it forges, and refuses the lists it may not read', async (t) => {
      const failures: string[] = [];
      const unscoped = new Set<string>();
      let cells = 0;
      let checked = 0;
      const checkedFor = new Map<string, number>();

      /** Reads `list` as `identity`, checking every record of the pages read: all of them, or the first `size`. */
      async function read({ list, route }: ListEndpoint, identity: Identity, pages: 'all' | 'first', size: number): Promise<Verdict> {
        cells++;
        const client = clients.get(identity.reach.username)!;
        const required = route.options.permission;
        const held = !required || identity.reach.permissions.has(required);
        const where = `${identity.label}: GET ${list}`;
        let seen = 0;
        for (let current = 1; ; current++) {
          const { status, body } = await client.json(`${API}/${list}?size=${size}&current=${current}`, { headers: identity.headers });
          if (status === 403) {
            if (required && held) failures.push(`${where} refused although the account holds ${required}`);
            return { refused: true };
          }
          const page = status === 200 ? rowsOf(body?.data) : undefined;
          if (!page) {
            failures.push(`${where} answered ${status} ${JSON.stringify(body).slice(0, 200)}`);
            return { refused: true };
          }
          if (!held) failures.push(`${where} answered without the permission ${required}`);
          for (const record of page.rows) {
            const belonging = await orgs.belonging(list, record);
            if (!belonging) {
              unscoped.add(baseOf(list));
              continue;
            }
            checked++;
            checkedFor.set(identity.label, (checkedFor.get(identity.label) ?? 0) + 1);
            if (!belonging.orgs.some((org) => reaches(identity.reach, table, org)) && belonging.account !== identity.reach.userId) {
              failures.push(`${where} shows record ${recordId(record)} of ${belonging.orgs.join(', ') || 'no organisation'}, beyond its reach`);
            }
          }
          seen += page.rows.length;
          if (pages === 'first' || seen >= page.total || !page.rows.length) return { refused: false, total: page.total };
        }
      }

      // The reference cells: each account without headers reads each list to its last page; one with the whole
      // province reads one record, since every record lies within its reach and only the answer is to check.
      const honest = identities.filter((i) => !Object.keys(i.headers).length);
      const bases = lists.filter((l) => l.list === baseOf(l.list) || !lists.some((b) => b.list === baseOf(l.list)));
      const reference = new Map<string, Verdict>();
      await mapBounded(bases.flatMap((l) => honest.map((i) => [l, i] as const)), CONCURRENCY, async ([l, i]) => {
        reference.set(`${i.reach.username} ${l.list}`, await (i.reach.all ? read(l, i, 'first', 1) : read(l, i, 'all', MAX_PAGE_SIZE)));
      });
      // Every other cell (a forged header, a list's second address) reads a page and must answer exactly what its
      // reference answered: the same refusal or the same total, so nothing widens beyond the records checked there.
      const others = lists.flatMap((l) => identities.map((i) => [l, i] as const)).filter(([l, i]) => !reference.has(`${i.label} ${l.list}`));
      await mapBounded(others, CONCURRENCY, async ([l, i]) => {
        const expected = reference.get(`${i.reach.username} ${baseOf(l.list)}`)!;
        const found = await read(l, i, 'first', COMPARED_PAGE);
        if (found.refused !== expected.refused || (!found.refused && !expected.refused && found.total !== expected.total)) {
          failures.push(`${i.label}: GET ${l.list} answered ${JSON.stringify(found)}, the account alone at ${baseOf(l.list)} ${JSON.stringify(expected)}`);
        }
      });

      t.diagnostic(`${lists.length} lists × ${identities.length} identities = ${cells} cells; ${checked} records checked; seeded roles nobody holds: ${demo.unheld.join(', ') || '-'}`);
      assert.deepEqual(failures.slice(0, 30), [], `${failures.length} failures`);
      assert.equal(cells, lists.length * identities.length, 'a verdict for every list and identity');
      assert.deepEqual(identities.filter((i) => !checkedFor.get(i.label)).map((i) => i.label), [], 'every identity was shown records to check');
      assert.deepEqual([...unscoped].filter((l) => !UNSCOPED_LISTS[l]), [], 'every list without an organisation is accounted for');
    });

    it('refuses a city administrator every action of the route table on another city’s records, and writes nothing', async (t) => {
      const { attacker, victim } = cityAdministrators();
      const client = clients.get(attacker.username)!;
      const routes = server.app.router.list() as RouteInfo[];
      const failures: string[] = [];
      const untried: string[] = [];
      let attempts = 0;
      const logged = await operationsBy(attacker.userId);
      const acted = lists.filter((l) => l.list === baseOf(l.list) && !UNSCOPED_LISTS[l.list] && recordRoutes(routes, l.list, {}, undefined, undefined).length);
      for (const { list } of acted) {
        const foreign = await foreignRecord(list, attacker, victim);
        if (!foreign) {
          untried.push(list);
          continue;
        }
        const def = declarationOf(list.split('/')[0]!);
        const id = recordId(foreign.record);
        const rowOf = async () => (def ? (await server.db.query(`SELECT * FROM ${ident(def.table)} WHERE id = $1`, [id]))[0] : undefined);
        const before = await rowOf();
        for (const { route, target, bulk } of recordRoutes(routes, list, foreign.record, before, def)) {
          const what = `${attacker.username}: ${route.method} ${target ?? route.pattern} on ${list} ${id} of ${foreign.org}`;
          if (!target) {
            failures.push(`${what}: no value for its parameters`);
            continue;
          }
          attempts++;
          const json = route.method === 'GET' ? undefined : bulk ? { ids: [id] } : hostileBody(foreign.record, attacker.orgId);
          const { status, body } = await client.json(target, { method: route.method, ...(json ? { json } : {}) });
          if (!absent(status, body)) failures.push(`${what} answered ${status} ${JSON.stringify(body).slice(0, 200)}`);
        }
        if (JSON.stringify(await rowOf()) !== JSON.stringify(before)) failures.push(`${attacker.username} changed ${list} ${id} of ${foreign.org}`);
      }
      t.diagnostic(`${attempts} attempts by ${attacker.username} on other cities’ records of ${acted.length - untried.length} lists; no record to try in ${untried.join(', ') || '-'}`);
      assert.deepEqual(failures, []);
      assert.ok(attempts > 0);
      assert.equal(await operationsBy(attacker.userId), logged, 'no write was logged');
      assert.equal((await clients.get(victim.username)!.json('/admin/user')).status, 200, 'the other city’s administrator is still signed in');
    });

    it('exports a city administrator its own city’s records only, whatever organisation it filters by', async (t) => {
      const { attacker, victim } = cityAdministrators();
      const client = clients.get(attacker.username)!;
      const exportable = RESOURCES.filter((def) => server.app.router.list().some((r) => r.method === 'GET' && r.pattern === `${API}/${def.name}/export`));
      const failures: string[] = [];
      const jobs: { resource: string; query: string; jobId: string }[] = [];
      for (const def of exportable) {
        const filter = def.orgField && fieldOf(def, def.orgField)?.search === 'subtree' ? [`${def.orgField}=${victim.orgId}`] : [];
        for (const query of ['', ...filter]) {
          const what = `${attacker.username} exports ${def.name}${query ? `?${query}` : ''}`;
          const listed = await client.json(`${API}/${def.name}?size=1${query ? `&${query}` : ''}`);
          const started = await client.json(`${API}/${def.name}/export${query ? `?${query}` : ''}`);
          if (listed.status === 403 || started.status === 403) {
            if (listed.status !== started.status) failures.push(`${what}: refused ${started.status}, its list ${listed.status}`);
            continue;
          }
          // One export at a time: a user may run only a few at once.
          await jobsDone(server);
          const { body } = await client.json(`${API}/downloadRecord/${started.body.data?.jobId}`);
          const expected = query ? 0 : listed.body.data.total;
          if (listed.body.data.total !== expected) failures.push(`${what}: its list shows ${listed.body.data.total} records of ${victim.orgId}`);
          if (body.data?.status !== 'ready' || body.data.rows !== expected) failures.push(`${what}: ${body.data?.status} with ${body.data?.rows} rows, not ${expected}`);
          jobs.push({ resource: def.name, query, jobId: started.body.data?.jobId });
        }
      }
      const phoneBook = jobs.find((j) => j.resource === stafftelphone.name && !j.query);
      const names = (await exportedRows(server, client, phoneBook!.jobId)).flatMap((row) => row.values).map(String);
      assert.ok(names.includes(phoneBookName(attacker.username)), 'its own city’s entry is exported');
      assert.ok(!names.includes(phoneBookName(victim.username)), 'the other city’s is not');
      t.diagnostic(`${jobs.length} exports by ${attacker.username} of ${exportable.length} resources, ${jobs.filter((j) => j.query).length} filtered to ${victim.orgId}`);
      assert.deepEqual(failures, []);
      assert.ok(jobs.some((j) => j.query), 'some export was filtered to another city');
    });
  });
}
