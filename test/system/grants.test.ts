import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createRole, createUser, signInAs } from './helpers/admin.ts';

interface MenuEntry {
  id: string;
  hidden: boolean;
  children: MenuEntry[];
}

/** The ids of the visible entries of a menu tree, depth first. */
const visible = (entries: MenuEntry[]): string[] => entries.filter((e) => !e.hidden).flatMap((e) => [e.id, ...visible(e.children)]);

for (const engine of ENGINES) {
  describe(`role grants reach the menu and the records (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      // The records a scope shows are this suite's own: the demo's phone book goes first.
      await server.db.query('DELETE FROM phone_book');
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    it('gives a new account with a custom-scope role exactly its granted menus, buttons and organisations’ records', async () => {
      for (const [userName, orgId] of [['上城甲', '330102'], ['上城单位乙', '330102-01'], ['西湖丙', '330106'], ['宁波丁', '330200']]) {
        await admin.json(`${API}/stafftelphone`, { method: 'POST', json: { userName, phonenumber: '13812345678', orgId } });
      }
      const role = await createRole(admin, {
        code: 'CUSTOM_READER',
        dataScope: 'custom',
        orgIds: ['330102', '330200'],
        menuIds: ['guideWork/phoneBook', 'guideWork/phoneBook#add', 'guideWork/sendReceive'],
      });
      await createUser(server, admin, { username: 'custom_reader', orgId: '330102', roleIds: [role] });
      const reader = await signInAs(server, 'custom_reader');
      const me = (await reader.json('/admin/user')).body.data;
      assert.deepEqual([...me.permissions].sort(), ['policyDocument_view', 'stafftelphone_add', 'stafftelphone_view']);
      assert.deepEqual([...me.authorityList].sort(), ['工作联络', '政策文件', '通讯录']);
      const menu = (await reader.json('/admin/menu?type=left')).body.data;
      assert.deepEqual(visible(menu), ['workLiaison', 'guideWork/phoneBook', 'guideWork/sendReceive']);
      const names = (await reader.json(`${API}/stafftelphone?size=100`)).body.data.records.map((r: { userName: string }) => r.userName).sort();
      assert.deepEqual(names, ['上城甲', '宁波丁'].sort(), 'a custom scope is those organisations, not what lies below them');
      assert.equal((await reader.json(`${API}/stafftelphone`, { method: 'POST', json: { userName: '新', phonenumber: '13812345678', orgId: '330200' } })).body.code, 0);
      assert.equal((await reader.json(`${API}/stafftelphone/x`, { method: 'DELETE' })).status, 403, 'no delete button, no delete');
    });

    it('takes a revoked grant away from a signed-in user on their very next request', async () => {
      const role = await createRole(admin, { code: 'LIVE_CHANGE', dataScope: 'org', menuIds: ['guideWork/phoneBook', 'guideWork/sendReceive'] });
      await createUser(server, admin, { username: 'live_change', orgId: '330102', roleIds: [role] });
      const user = await signInAs(server, 'live_change');
      assert.equal((await user.json(`${API}/policyDocument`)).status, 200);
      // The tree asked before the change is kept for the role: the change must end that too.
      assert.deepEqual(visible((await user.json('/admin/menu?type=left')).body.data), ['workLiaison', 'guideWork/phoneBook', 'guideWork/sendReceive']);
      await admin.json(`${API}/RoleRule`, { method: 'PUT', json: { roleId: role, menuIds: ['guideWork/phoneBook'] } });
      assert.equal((await user.json(`${API}/policyDocument`)).status, 403);
      assert.deepEqual(visible((await user.json('/admin/menu?type=left')).body.data), ['workLiaison', 'guideWork/phoneBook']);
      const saved = (await admin.json(`${API}/RoleRule/selectRuleByRoleId/${role}`)).body.data;
      assert.deepEqual(saved, ['guideWork/phoneBook', 'workLiaison']);
      const logged = (await admin.json(`${API}/operationLog?resource=role&recordId=${role}`)).body.data.records;
      const detail = (await admin.json(`${API}/operationLog/${logged[0].id}`)).body.data;
      assert.deepEqual(detail.changes, { grant: [null, []], revoke: [['guideWork/sendReceive'], null] });
    });

    it('refuses a grant of a menu entry that does not exist', async () => {
      const { status, body } = await admin.json(`${API}/RoleRule`, { method: 'PUT', json: { roleId: 'role-unit-user', menuIds: ['nowhere/page'] } });
      assert.deepEqual([status, body.msg], [400, '菜单不存在：nowhere/page']);
    });

    it('serves the rule tree and lets a province-wide administrator rename an entry, which authorityList then carries', async () => {
      const tree = (await admin.json(`${API}/rule`)).body.data;
      assert.ok(tree.some((g: { id: string; type: string }) => g.id === 'system' && g.type === 'group'));
      const unit = await signIn(server, 'unit_user');
      const phoneBookIn = async (client: SignedClient) =>
        (await client.json('/admin/menu?type=left')).body.data.flatMap((g: { children: { id: string; name: string }[] }) => g.children).find((e: { id: string }) => e.id === 'guideWork/phoneBook')?.name;
      assert.equal(await phoneBookIn(unit), '通讯录');
      const renamed = await admin.json(`${API}/rule/${encodeURIComponent('guideWork/phoneBook')}`, { method: 'PUT', json: { name: '工作通讯录', icon: 'phone' } });
      assert.deepEqual([renamed.body.data.name, renamed.body.data.icon], ['工作通讯录', 'phone']);
      assert.ok((await (await signIn(server, 'unit_user')).json('/admin/user')).body.data.authorityList.includes('工作通讯录'));
      assert.equal(await phoneBookIn(unit), '工作通讯录', 'the menu kept for the unit users’ role is made again');
      const bad = await admin.json(`${API}/rule/${encodeURIComponent('guideWork/phoneBook')}`, { method: 'PUT', json: { icon: 'no-such-icon' } });
      assert.equal(bad.status, 400);
    });

    it('declares a catalogue permission on every system endpoint except the organisation and people pickers', () => {
      const codes = new Set(flatten(MENU_CATALOGUE).map((e) => e.code).filter(Boolean));
      const open = ['/organization/provinceOrsubordinateOrgTree', '/organization/search', '/usersTo'].map((p) => API + p);
      const system = /\/lgbsmp\/api\/v1\/(organization|users|usersTo|role|RoleRule|rule|dictionary\/(types|items)|loginLog|operationLog|clientErrorLog|onlineUser|user\/)/;
      const routes = server.app.router.list().filter((r) => system.test(r.pattern));
      assert.ok(routes.length > 40);
      for (const r of routes) {
        if (open.includes(r.pattern)) assert.equal(r.options.permission, undefined, r.pattern);
        else assert.ok(codes.has(r.options.permission), `${r.method} ${r.pattern} → ${r.options.permission}`);
      }
      const writes = routes.filter((r) => /loginLog|operationLog|clientErrorLog/.test(r.pattern) && r.method !== 'GET');
      assert.deepEqual(writes, [], 'no endpoint changes a log');
    });

    it('answered every bad request with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
