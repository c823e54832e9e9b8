import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createRole, createUser, LOCAL_ADMIN_MENUS, menusUnder } from './helpers/admin.ts';

const ABSENT = { code: 4, msg: '该Id查询结果为空' };
const NOT_FOUND = { status: 404, body: { code: 1, msg: '资源不存在' } };
const NO_PERMISSION = { status: 403, body: { code: 1, msg: '当前操作没有权限' } };
const refused = (msg: string) => ({ status: 400, body: { code: 4, msg } });
const OUT_OF_SCOPE = '所选单位不在您的管理范围内';

for (const engine of ENGINES) {
  describe(`system management within data scope, four levels (${engine})`, () => {
    let server: TestServer;
    let province: SignedClient;
    let city: SignedClient;
    let county: SignedClient;
    let unit: SignedClient;
    const strip = ({ status, body }: { status: number; body: any }) => ({ status, body: { code: body.code, msg: body.msg } });

    before(async () => {
      server = await startTestServer(engine);
      province = await signIn(server, 'admin');
      // The same system pages at every level; only the data scope differs.
      const local = await createRole(province, { code: 'LOCAL_ADMIN', dataScope: 'org_and_below', menuIds: LOCAL_ADMIN_MENUS() });
      const unitAdmin = await createRole(province, { code: 'UNIT_ADMIN', dataScope: 'org', menuIds: LOCAL_ADMIN_MENUS() });
      for (const [userId, roles] of [
        ['user-hz-admin', ['role-city-admin', local]],
        ['user-330106', ['role-county-admin', local]],
        ['user-unit', ['role-unit-user', unitAdmin]],
      ] as const) {
        const { body } = await province.json(`${API}/users/${userId}/roles`, { method: 'PUT', json: { roleIds: roles } });
        assert.equal(body.code, 0, JSON.stringify(body));
      }
      city = await signIn(server, 'hz_admin');
      county = await signIn(server, 'admin_330106');
      unit = await signIn(server, 'unit_user');
    });
    after(() => server.close());

    it('shows each level the organisation tree of its own scope only', async () => {
      const roots = async (client: SignedClient) =>
        (await client.json(`${API}/organization/provinceOrsubordinateOrgTree`)).body.data.map((n: { id: string }) => n.id);
      assert.deepEqual(await roots(province), ['330000']);
      assert.deepEqual(await roots(city), ['330100']);
      assert.deepEqual(await roots(county), ['330106']);
      assert.deepEqual(await roots(unit), ['330106-01']);
      const [hangzhou] = (await city.json(`${API}/organization/provinceOrsubordinateOrgTree`)).body.data;
      assert.deepEqual(Object.keys(hangzhou).sort(), ['children', 'id', 'kind', 'name'], 'the org pickers’ exact node shape');
      const found = await city.json(`${API}/organization/search?name=${encodeURIComponent('教育局')}`);
      assert.ok(found.body.data.length > 0 && found.body.data.every((o: { id: string }) => o.id.startsWith('3301')));
    });

    it('lets no level read an organisation or account outside its scope', async () => {
      assert.deepEqual((await city.json(`${API}/organization/330200`)).body, ABSENT);
      assert.deepEqual((await county.json(`${API}/organization/330100`)).body, ABSENT);
      assert.deepEqual((await unit.json(`${API}/organization/330106`)).body, ABSENT);
      assert.deepEqual((await city.json(`${API}/users/user-sx-admin`)).body, ABSENT);
      assert.deepEqual((await county.json(`${API}/users/user-hz-admin`)).body, ABSENT);
      const lists: [SignedClient, (orgId: string) => boolean][] = [
        [city, (o) => o.startsWith('3301')],
        [county, (o) => o.startsWith('330106')],
        [unit, (o) => o === '330106-01'],
      ];
      for (const [client, inside] of lists) {
        const { body } = await client.json(`${API}/users?size=500`);
        assert.ok(body.data.total > 0);
        assert.ok(body.data.records.every((u: { orgId: string }) => inside(u.orgId)));
        const orgs = await client.json(`${API}/organization?size=500`);
        assert.ok(orgs.body.data.records.every((o: { id: string }) => inside(o.id)));
      }
    });

    it('refuses changes outside the scope as if the record did not exist', async () => {
      assert.deepEqual(strip(await city.json(`${API}/users/user-sx-admin`, { method: 'PUT', json: { version: 1, name: '改' } })), NOT_FOUND);
      assert.deepEqual(strip(await city.json(`${API}/users/user-sx-admin/disable`, { method: 'PUT' })), NOT_FOUND);
      assert.deepEqual(strip(await county.json(`${API}/organization/330100`, { method: 'PUT', json: { version: 1, name: '改' } })), NOT_FOUND);
      assert.deepEqual(strip(await city.json(`${API}/organization/330200/disable`, { method: 'PUT' })), NOT_FOUND);
      assert.deepEqual(strip(await unit.json(`${API}/users/user-hz-admin`, { method: 'DELETE' })), NOT_FOUND);
      assert.deepEqual(strip(await unit.json(`${API}/organization/330106-02`, { method: 'DELETE' })), NOT_FOUND);
    });

    it('refuses to create organisations or accounts outside the scope', async () => {
      assert.deepEqual(strip(await city.json(`${API}/organization`, { method: 'POST', json: { name: '宁波新单位', kind: 'unit', parentId: '330200' } })), refused(OUT_OF_SCOPE));
      assert.deepEqual(strip(await unit.json(`${API}/organization`, { method: 'POST', json: { name: '县局新单位', kind: 'unit', parentId: '330106' } })), refused(OUT_OF_SCOPE));
      const user = (orgId: string) => ({ method: 'POST', json: { username: `u_${orgId}`, name: '新人', orgId } });
      assert.deepEqual(strip(await city.json(`${API}/users`, user('330200'))), refused(OUT_OF_SCOPE));
      assert.deepEqual(strip(await county.json(`${API}/users`, user('330102'))), refused(OUT_OF_SCOPE));
      assert.deepEqual(strip(await unit.json(`${API}/users`, user('330106-02'))), refused(OUT_OF_SCOPE));
      assert.equal((await unit.json(`${API}/users`, user('330106-01'))).body.code, 0, 'the unit’s own organisation is in scope');
    });

    it('keeps everyone from moving, disabling or deleting the top of their own scope, or moving anything out of it', async () => {
      const top = refused('不能移动、停用或删除您管理范围的最上级单位');
      assert.deepEqual(strip(await city.json(`${API}/organization/330100/move`, { method: 'PUT', json: { parentId: '330200' } })), top);
      assert.deepEqual(strip(await city.json(`${API}/organization/330100/disable`, { method: 'PUT' })), top);
      assert.deepEqual(strip(await county.json(`${API}/organization/330106`, { method: 'DELETE' })), top);
      assert.deepEqual(strip(await unit.json(`${API}/organization/330106-01/disable`, { method: 'PUT' })), top);
      assert.deepEqual(strip(await city.json(`${API}/organization/330106-03/move`, { method: 'PUT', json: { parentId: '330200' } })), refused(OUT_OF_SCOPE));
      const id = (await county.json(`${API}/users`, { method: 'POST', json: { username: 'xihu_clerk', name: '西湖经办', orgId: '330106-03' } })).body.data.id;
      const moved = await county.json(`${API}/users/${id}`, { method: 'PUT', json: { version: 1, orgId: '330102' } });
      assert.deepEqual(strip(moved), refused(OUT_OF_SCOPE), 'an account cannot be moved out of the scope either');
    });

    it('refuses a role with a data scope wider than its maker’s', async () => {
      const role = (client: SignedClient, json: Record<string, unknown>) => client.json(`${API}/role`, { method: 'POST', json: { name: '测试', ...json } });
      const tooWide = refused('不能设置超出您自身数据范围的角色');
      assert.deepEqual(strip(await role(city, { code: 'HZ_ALL', dataScope: 'all' })), tooWide);
      assert.deepEqual(strip(await role(city, { code: 'HZ_NINGBO', dataScope: 'custom', orgIds: ['330102', '330200'] })), tooWide);
      assert.deepEqual(strip(await role(unit, { code: 'UNIT_BELOW', dataScope: 'org_and_below' })), tooWide);
      assert.equal((await role(city, { code: 'HZ_CUSTOM', dataScope: 'custom', orgIds: ['330102', '330106'] })).body.code, 0);
      assert.equal((await role(unit, { code: 'UNIT_SELF', dataScope: 'self' })).body.code, 0);
    });

    it('refuses grants of menus the granter does not hold', async () => {
      const roleId = await createRole(city, { code: 'HZ_CLERK', dataScope: 'org', menuIds: menusUnder('guideWork/phoneBook') });
      const grant = (menuIds: string[]) => city.json(`${API}/RoleRule`, { method: 'PUT', json: { roleId, menuIds } });
      assert.deepEqual(strip(await grant(['system/log'])), refused('不能授予您自己没有的菜单或按钮：登录日志'));
      assert.deepEqual(strip(await grant(['system/dictionaries#add'])), refused('不能授予您自己没有的菜单或按钮：字典管理'), 'nor a button whose page it lacks');
      const saved = await grant(['guideWork/phoneBook', 'guideWork/phoneBook#add']);
      assert.deepEqual(saved.body.data.menuIds, ['guideWork/phoneBook', 'guideWork/phoneBook#add', 'workLiaison'], 'the group comes along');
    });

    it('refuses to assign a role its assigner could not have made', async () => {
      const userId = await createUser(server, city, { username: 'hz_new', orgId: '330102' });
      const assign = (roleIds: string[]) => city.json(`${API}/users/${userId}/roles`, { method: 'PUT', json: { roleIds } });
      assert.deepEqual(strip(await assign(['role-admin'])), refused('您无权分配角色“超级管理员”'));
      assert.deepEqual(strip(await assign(['role-sys-admin'])), refused('您无权分配角色“系统管理员”'));
      const clerk = await createRole(city, { code: 'HZ_READER', dataScope: 'org', menuIds: menusUnder('guideWork/phoneBook') });
      assert.equal((await assign([clerk])).body.code, 0);
      const assignable = (await city.json(`${API}/role/assignable`)).body.data.map((r: { code: string }) => r.code);
      assert.ok(assignable.includes('HZ_READER') && !assignable.includes('ROLE_ADMIN') && !assignable.includes('ROLE_AUDIT_ADMIN'));
    });

    it('refuses changes to a role the changer holds, or that people outside the scope hold', async () => {
      const mine = await createRole(city, { code: 'HZ_MINE', dataScope: 'org', menuIds: menusUnder('guideWork/phoneBook') });
      await province.json(`${API}/users/user-hz-admin/roles`, { method: 'PUT', json: { roleIds: ['role-city-admin', (await province.json(`${API}/role?code=LOCAL_ADMIN`)).body.data.records[0].id, mine] } });
      const edit = (roleId: string) => city.json(`${API}/RoleRule`, { method: 'PUT', json: { roleId, menuIds: menusUnder('guideWork/phoneBook') } });
      assert.deepEqual(strip(await edit(mine)), refused('不能修改自己所属角色的权限'));
      const shared = await createRole(city, { code: 'HZ_SHARED', dataScope: 'org', menuIds: menusUnder('guideWork/phoneBook') });
      await province.json(`${API}/users/user-sx-admin/roles`, { method: 'PUT', json: { roleIds: ['role-city-admin', shared] } });
      assert.deepEqual(strip(await edit(shared)), refused('该角色已分配给您管理范围以外的人员，不能由您修改'));
      assert.deepEqual(strip(await city.json(`${API}/role/${shared}`, { method: 'PUT', json: { version: 2, enabled: false } })), refused('该角色已分配给您管理范围以外的人员，不能由您修改'));
      assert.deepEqual((await city.json(`${API}/role/role-city-admin`)).body, ABSENT, 'the province’s roles are not the city’s to see');
    });

    it('refuses to act on an account that holds more than the administrator could assign', async () => {
      const strong = await createUser(server, province, { username: 'hz_sys', orgId: '330102', roleIds: ['role-sys-admin'] });
      const beyond = refused('该用户拥有您无权分配的角色，不能由您管理');
      assert.deepEqual(strip(await city.json('/lgbsmp/api/v1/user/resetPassword', { method: 'PUT', json: { userId: strong } })), beyond);
      assert.deepEqual(strip(await city.json(`${API}/users/${strong}/disable`, { method: 'PUT' })), beyond);
      assert.deepEqual(strip(await city.json(`${API}/users/${strong}`, { method: 'PUT', json: { version: 1, orgId: '330106' } })), beyond);
      assert.deepEqual(strip(await city.json('/lgbsmp/api/v1/user/forceLogout', { method: 'POST', json: { userId: strong } })), beyond);
    });

    it('refuses every system call to an administrator without system grants', async () => {
      const plain = await signIn(server, 'admin_330102');
      const calls: [string, string, unknown?][] = [
        ['POST', `${API}/organization`, { name: 'x', kind: 'unit', parentId: '330102' }],
        ['POST', `${API}/users`, { username: 'x1', name: 'x', orgId: '330102' }],
        ['POST', `${API}/role`, { code: 'X_ROLE', name: 'x', dataScope: 'org' }],
        ['PUT', `${API}/RoleRule`, { roleId: 'role-unit-user', menuIds: [] }],
        ['GET', `${API}/loginLog`],
        ['GET', `${API}/operationLog`],
        ['GET', `${API}/onlineUser`],
        ['POST', `${API}/dictionary/items`, { typeCode: 'sex', code: 'x', label: 'x' }],
      ];
      for (const [method, path, json] of calls) {
        assert.deepEqual(strip(await plain.json(path, { method, ...(json ? { json } : {}) })), NO_PERMISSION, `${method} ${path}`);
      }
    });

    it('answered every bad request with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
