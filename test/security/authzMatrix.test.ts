/**
 * Issue 17.6 (b): the authorization matrix, generated from the route table and the demo roles. Every list
 * endpoint (a GET route without parameters that answers `records`) is read by every demo role, and by a
 * city administrator forging `deptId` and `TenantId`; each record's organisation (from its declaration's
 * org field, its parent's through scopeVia, or its account) must lie within the role's reach, computed here
 * from the seeded tables, independently of the server's scope code. Then a city administrator tries to
 * read, update, delete, transition and export another city's records of every declared resource. Any leak
 * fails the test. The escalation paths (departments, roles, resets, self-edits) are escalation.test.ts's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RESOURCES } from '../../model/resources/index.ts';
import { resourceByName } from '../../model/resources/index.ts';
import { ident } from '../../server/db/db.ts';
import { columnOf, fieldOf } from '../../model/resource/fields.ts';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, exportedRows, exportOf, filesServerFactory } from '../engineFiles/helpers/filesServer.ts';

/** The demo roles: the named demo accounts, the three duty administrators and one county administrator. */
const DEMO_USERS = ['admin', 'hz_admin', 'sx_admin', 'unit_user', 'sys_admin', 'sec_admin', 'audit_admin', 'admin_330106'];

/**
 * Lists whose records carry no organisation, and why they cannot leak across organisations: each is
 * filtered to the caller's own rows or is shared by the whole province by design.
 */
const UNSCOPED_LISTS: Record<string, string> = {
  'dictionary/types': 'dictionaries are shared by the whole province (docs/system.md)',
  savedView: "a user's own saved views (savedViewHooks.ts)",
  downloadRecord: "a user's own exports (jobVisibility.ts)",
  importRecord: "a user's own imports (jobVisibility.ts)",
  fileinformation: "files reached through the records that own them (fileAccess.ts)",
  intelligentVerificationRecord: 'verification runs (no records in the demo data)',
  cadreSyncError: 'staffing-office sync errors (no records in the demo data)',
};

/** Records read per list and identity: enough to see a leak, few enough to keep the matrix quick. */
const PAGE = 50;

interface Identity {
  label: string;
  username: string;
  headers?: Record<string, string>;
}

const IDENTITIES: Identity[] = [
  ...DEMO_USERS.map((username) => ({ label: username, username })),
  { label: 'hz_admin forging deptId 330600 and TenantId', username: 'hz_admin', headers: { deptId: '330600', TenantId: '999' } },
];

interface Reach {
  all: boolean;
  subtrees: string[];
  orgs: Set<string>;
}

for (const engine of ENGINES) {
  describe(`the authorization matrix: every list × every demo role, and cross-city attempts (${engine})`, () => {
    const startServer = filesServerFactory();
    let server: TestServer;
    const clients = new Map<string, SignedClient>();
    const paths = new Map<string, string>();
    const userOrg = new Map<string, string>();
    const reach = new Map<string, Reach>();

    /** The role's reach from the seeded tables: the union of its roles' scopes at its own organisation. */
    async function reachOf(username: string): Promise<Reach> {
      const rows = await server.db.query<{ data_scope: string; org_id: string; custom: string[] | null }>(
        `SELECT r.data_scope, u.org_id, (SELECT array_agg(org_id) FROM sys_role_org WHERE role_id = r.id) AS custom
           FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id JOIN sys_role r ON r.id = ur.role_id AND r.enabled WHERE u.username = $1`,
        [username],
      );
      const out: Reach = { all: false, subtrees: [], orgs: new Set() };
      for (const row of rows) {
        if (row.data_scope === 'all') out.all = true;
        else if (row.data_scope === 'org_and_below') out.subtrees.push(paths.get(row.org_id)!);
        else if (row.data_scope === 'org') out.orgs.add(row.org_id);
        else if (row.data_scope === 'custom') for (const o of row.custom ?? []) out.orgs.add(o);
      }
      return out;
    }

    const within = (r: Reach, orgId: string | null | undefined) =>
      r.all || (!!orgId && (r.orgs.has(orgId) || r.subtrees.some((p) => (paths.get(orgId) ?? '').startsWith(p))));

    /** The organisation a list's record belongs to, or undefined when the list carries none. */
    const parentOrgs = new Map<string, Map<string, string>>();
    async function orgOf(list: string, record: Record<string, unknown>): Promise<string | null | undefined> {
      const name = list.split('/')[0]!;
      const def = resourceByName(name);
      if (def?.orgField) return record[def.orgField] as string;
      if (def?.scopeVia) {
        const parent = resourceByName(def.scopeVia.resource)!;
        if (!parentOrgs.has(parent.name)) {
          const column = columnOf(fieldOf(parent, parent.orgField!)!);
          const rows = await server.db.query<{ id: string; org: string }>(`SELECT id, ${ident(column)} AS org FROM ${ident(parent.table)}`);
          parentOrgs.set(parent.name, new Map(rows.map((r) => [r.id, r.org])));
        }
        return parentOrgs.get(parent.name)!.get(record[def.scopeVia.field] as string) ?? null;
      }
      if (name === 'organization') return record.id as string;
      if (name === 'users' || name === 'usersTo' || name === 'role') return record.orgId as string;
      if (name === 'loginLog' || name === 'operationLog' || name === 'onlineUser' || name === 'clientErrorLog') {
        return userOrg.get(record.userId as string) ?? null;
      }
      return undefined;
    }

    before(async () => {
      server = await startServer(engine);
      for (const row of await server.db.query<{ id: string; path: string }>('SELECT id, path FROM sys_org')) paths.set(row.id, row.path);
      for (const row of await server.db.query<{ id: string; org_id: string }>('SELECT id, org_id FROM sys_user')) userOrg.set(row.id, row.org_id);
      for (const identity of IDENTITIES) {
        clients.set(identity.label, await signIn(server, identity.username, identity.headers?.deptId ? { deptId: identity.headers.deptId } : {}));
        reach.set(identity.label, await reachOf(identity.username));
      }
      // Records of three cities and a unit, so that the lists have something to leak.
      const admin = clients.get('admin')!;
      for (const [orgId, userName] of [['330102', '杭州上城联系人'], ['330602', '绍兴越城联系人'], ['330106-01', '西湖教育联系人'], ['330200', '宁波联系人']]) {
        const { body } = await admin.json(`${API}/stafftelphone`, { method: 'POST', json: { userName, phonenumber: '13800138000', orgId } });
        assert.equal(body.code, 0, JSON.stringify(body));
      }
      await admin.json('/admin/log/logs', { method: 'POST', json: [{ url: 'http://portal.test/', time: new Date().toISOString(), type: 'error', message: 'x', stack: '', info: '' }] });
    });
    after(() => server.close());

    /** GET routes without parameters under the API that answer a page of records. */
    async function listEndpoints(): Promise<string[]> {
      const admin = clients.get('admin')!;
      const lists: string[] = [];
      for (const route of server.app.router.list()) {
        if (route.method !== 'GET' || route.pattern.includes('{') || !route.pattern.startsWith(`${API}/`) || /\/(export|template)$/.test(route.pattern)) continue;
        const { body } = await admin.json(`${route.pattern}?size=500`);
        if (Array.isArray(body?.data?.records)) lists.push(route.pattern.slice(API.length + 1));
      }
      // `X/page` is the spec's second address of list `X` (the same handler, engine/routes.ts): read once.
      return lists.filter((l) => !(l.endsWith('/page') && lists.includes(l.slice(0, -'/page'.length))));
    }

    it('shows no role a record outside its reach, in any list, whatever headers it forges', async () => {
      const lists = await listEndpoints();
      assert.ok(lists.length > 30, `${lists.length} lists`);
      const leaks: string[] = [];
      const unscoped = new Set<string>();
      let checked = 0;
      for (const list of lists) {
        for (const identity of IDENTITIES) {
          const client = clients.get(identity.label)!;
          const { status, body } = await client.json(`${API}/${list}?size=${PAGE}`, { headers: identity.headers ?? {} });
          if (status === 403) continue;
          assert.equal(status, 200, `${identity.label} ${list}: ${JSON.stringify(body).slice(0, 200)}`);
          for (const record of body.data.records as Record<string, unknown>[]) {
            const org = await orgOf(list, record);
            if (org === undefined) {
              unscoped.add(list.replace(/\/(page|recycle)$/, ''));
              continue;
            }
            checked++;
            if (!within(reach.get(identity.label)!, org)) leaks.push(`${identity.label} sees ${list} ${String(record.id ?? record.sessionId)} of ${org}`);
          }
        }
      }
      assert.deepEqual(leaks.slice(0, 20), [], `${leaks.length} leaks`);
      assert.ok(checked > 500, `${checked} records checked`);
      assert.deepEqual([...unscoped].filter((l) => !UNSCOPED_LISTS[l]), [], 'every list without an organisation is accounted for');
    });

    it('refuses a city administrator another city’s records: read, update, delete, transitions and export', async () => {
      const admin = clients.get('admin')!;
      const hz = clients.get('hz_admin')!;
      const hzReach = reach.get('hz_admin')!;
      const routes = server.app.router.list();
      const attempts: string[] = [];
      let tried = 0;
      for (const def of RESOURCES) {
        const { body } = await admin.json(`${API}/${def.name}?size=500`);
        let foreign: Record<string, unknown> | undefined;
        for (const record of (body?.data?.records ?? []) as Record<string, unknown>[]) {
          const org = await orgOf(def.name, record);
          if (org && !within(hzReach, org)) {
            foreign = record;
            break;
          }
        }
        if (!foreign) continue;
        const id = String(foreign.id);
        const one = `${API}/${def.name}/${id}`;
        const succeeded = ({ status, body: b }: { status: number; body: any }) => status === 200 && b?.code === 0;
        const read = await hz.json(one);
        if (succeeded(read) && read.body.data) attempts.push(`read ${def.name}/${id}`);
        if (succeeded(await hz.json(`${one}/history`))) attempts.push(`history ${def.name}/${id}`);
        if (succeeded(await hz.json(one, { method: 'PUT', json: { version: foreign.version } }))) attempts.push(`update ${def.name}/${id}`);
        for (const route of routes.filter((r) => r.pattern.startsWith(`${API}/${def.name}/{id}/`) && r.method !== 'GET' && !/\/(restore|purge)$/.test(r.pattern))) {
          const path = route.pattern.replace('{id}', encodeURIComponent(id));
          if (succeeded(await hz.json(path, { method: route.method, json: { version: foreign.version } }))) attempts.push(`${route.method} ${path}`);
        }
        if (succeeded(await hz.json(one, { method: 'DELETE' }))) attempts.push(`delete ${def.name}/${id}`);
        if (succeeded(await hz.json(`${API}/${def.name}`, { method: 'DELETE', json: { ids: [id] } }))) attempts.push(`bulk delete ${def.name}/${id}`);
        tried++;
        assert.equal((await admin.json(one)).body.code, 0, `${def.name}/${id} is still there`);
      }
      assert.ok(tried >= 10, `${tried} resources tried`);
      assert.deepEqual(attempts, []);

      const exported = await exportOf(server, hz, 'stafftelphone');
      const names = (await exportedRows(server, hz, exported.id ?? exported.jobId)).flat().map(String);
      assert.ok(names.includes('杭州上城联系人') && names.includes('西湖教育联系人'), 'its own city is exported');
      assert.ok(!names.includes('绍兴越城联系人') && !names.includes('宁波联系人'), 'no other city is');
    });
  });
}
