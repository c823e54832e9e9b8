import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createRole, createUser, menusUnder, signInAs } from './helpers/admin.ts';

const NO_PERMISSION = { status: 403, msg: '当前操作没有权限' };
const refused = (msg: string) => ({ status: 400, msg });
const outcome = async (client: SignedClient, method: string, path: string, json?: unknown) => {
  const { status, body } = await client.json(path, { method, ...(json !== undefined ? { json } : {}) });
  return { status, msg: body.msg };
};

for (const engine of ENGINES) {
  describe(`separation of duties and the last super administrator (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let sys: SignedClient;
    let sec: SignedClient;
    let audit: SignedClient;
    const phoneEntry = { userName: '张三', phonenumber: '13812345678', orgId: '330100' };

    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      sys = await signIn(server, 'sys_admin');
      sec = await signIn(server, 'sec_admin');
      audit = await signIn(server, 'audit_admin');
    });
    after(() => server.close());

    it('seeds the demo roles with their duties: the auditor the logs, the city its work and its people’s accounts', async () => {
      const authority = async (client: SignedClient) => (await client.json('/admin/user')).body.data.authorityList.sort();
      assert.deepEqual(await authority(audit), ['修改密码', '操作日志', '登录日志', '系统管理'].sort());
      const secPages = await authority(sec);
      assert.ok(secPages.includes('角色授权') && secPages.includes('在线用户') && !secPages.includes('单位管理') && !secPages.includes('通讯录'));
      const sysPages = await authority(sys);
      assert.ok(sysPages.includes('单位管理') && sysPages.includes('字典管理') && !sysPages.includes('角色授权') && !sysPages.includes('登录日志'));
      const city = (await (await signIn(server, 'sx_admin')).json('/admin/user')).body.data;
      const system = city.permissions.filter((p: string) => p.startsWith('system_')).sort();
      assert.deepEqual(system, ['system_password_view', 'system_staff_edit', 'system_staff_forceLogout', 'system_staff_resetPassword', 'system_staff_unlock', 'system_staff_view']);
      assert.ok(city.authorityList.includes('通讯录') && city.authorityList.includes('支部活动') && city.authorityList.includes('驾驶舱'));
      const unit = (await (await signIn(server, 'unit_user')).json('/admin/user')).body.data;
      // The unit clerk: their unit's cadres, the liaison pages read-only, their password; none of the bureaus' own jobs.
      for (const code of ['cadre_view', 'cadre_edit', 'cadreFamily_add', 'policyDocument_view', 'stafftelphone_view', 'system_password_view']) assert.ok(unit.permissions.includes(code), code);
      assert.ok(!unit.permissions.some((code: string) => /_(purge|reveal|transfer|review)$|^stafftelphone_(add|edit|del)$|^retiredVeteranCadres_(synchronous|synchronouserror|intelligentVerification|abnormalData|appman)_|^system_(?!password)/.test(code)), unit.permissions.join(' '));
    });

    it('lets the audit administrator read every log and change nothing', async () => {
      await admin.json(`${API}/stafftelphone`, { method: 'POST', json: phoneEntry });
      for (const path of ['loginLog', 'operationLog', 'clientErrorLog']) {
        const { status, body } = await audit.json(`${API}/${path}`);
        assert.equal(status, 200, path);
        assert.ok(body.data.total >= (path === 'clientErrorLog' ? 0 : 1), path);
      }
      assert.ok((await audit.json(`${API}/operationLog?resource=stafftelphone`)).body.data.records.some((r: { username: string }) => r.username === 'admin'));
      assert.deepEqual(await outcome(audit, 'POST', `${API}/stafftelphone`, phoneEntry), NO_PERMISSION);
      assert.deepEqual(await outcome(audit, 'POST', `${API}/users`, { username: 'a1', name: 'a', orgId: '330100' }), NO_PERMISSION);
      assert.deepEqual(await outcome(audit, 'PUT', `${API}/RoleRule`, { roleId: 'role-unit-user', menuIds: [] }), NO_PERMISSION);
      assert.deepEqual(await outcome(audit, 'PUT', '/lgbsmp/api/v1/user/resetPassword', { userId: 'user-hz-admin' }), NO_PERMISSION);
      assert.deepEqual(await outcome(audit, 'PUT', `${API}/organization/330100-01/disable`), NO_PERMISSION);
    });

    it('lets the security administrator run roles and grants, and hand out business work without doing it', async () => {
      const role = await createRole(sec, { code: 'SEC_MADE', dataScope: 'org_and_below', menuIds: menusUnder('guideWork/phoneBook', 'vanguard/activity') });
      const id = await createUser(server, admin, { username: 'sec_target', orgId: '330100' });
      assert.equal((await sec.json(`${API}/users/${id}/roles`, { method: 'PUT', json: { roleIds: [role] } })).body.code, 0);
      assert.deepEqual(await outcome(sec, 'PUT', `${API}/RoleRule`, { roleId: role, menuIds: ['system/unit'] }), refused('不能授予您自己没有的菜单或按钮：单位管理'));
      assert.deepEqual(await outcome(sec, 'PUT', `${API}/RoleRule`, { roleId: role, menuIds: ['system/log'] }), refused('不能授予您自己没有的菜单或按钮：登录日志'));
      assert.deepEqual(await outcome(sec, 'POST', `${API}/stafftelphone`, phoneEntry), NO_PERMISSION, 'keeps no records');
      assert.deepEqual(await outcome(sec, 'POST', `${API}/users`, { username: 's1', name: 's', orgId: '330100' }), NO_PERMISSION, 'makes no accounts');
      assert.deepEqual(await outcome(sec, 'POST', `${API}/organization`, { name: 'x', kind: 'unit', parentId: '330100' }), NO_PERMISSION);
      const rule = (await sec.json(`${API}/rule`)).body.data;
      const system = rule.find((g: { id: string }) => g.id === 'system');
      assert.equal(system.children.find((p: { id: string }) => p.id === 'system/unit').grantable, false);
      assert.equal(rule.find((g: { id: string }) => g.id === 'vanguard').grantable, true);
    });

    it('lets the system administrator run organisations, accounts and dictionaries, but grant nothing', async () => {
      const org = await sys.json(`${API}/organization`, { method: 'POST', json: { name: '系统管理员新建单位', kind: 'unit', parentId: '330100' } });
      assert.equal(org.body.code, 0);
      assert.equal(typeof (await createUser(server, sys, { username: 'sys_made', orgId: org.body.data.id })), 'string');
      assert.deepEqual(await outcome(sys, 'POST', `${API}/users`, { username: 's2', name: 's', orgId: '330100', roleIds: ['role-unit-user'] }), NO_PERMISSION);
      assert.deepEqual(await outcome(sys, 'PUT', `${API}/RoleRule`, { roleId: 'role-unit-user', menuIds: [] }), NO_PERMISSION);
      assert.deepEqual(await outcome(sys, 'POST', `${API}/role`, { code: 'SYS_MADE', name: 's', dataScope: 'org' }), NO_PERMISSION);
      assert.deepEqual(await outcome(sys, 'GET', `${API}/loginLog`), NO_PERMISSION);
      assert.equal((await sys.json(`${API}/dictionary/items`, { method: 'POST', json: { typeCode: 'holiday', code: '9', label: '元旦' } })).body.code, 0);
    });

    it('keeps each duty role within its duty and one person within one duty, whoever grants', async () => {
      assert.deepEqual(await outcome(admin, 'PUT', `${API}/RoleRule`, { roleId: 'role-audit-admin', menuIds: ['system/log', 'guideWork/phoneBook'] }), refused('三权分立：审计管理员不能拥有“通讯录”'));
      assert.deepEqual(await outcome(admin, 'PUT', `${API}/RoleRule`, { roleId: 'role-sys-admin', menuIds: ['system/staff#assignRole'] }), refused('三权分立：系统管理员不能拥有“分配角色”'));
      const id = await createUser(server, admin, { username: 'two_hats', orgId: '330000' });
      assert.deepEqual(await outcome(admin, 'PUT', `${API}/users/${id}/roles`, { roleIds: ['role-sec-admin', 'role-audit-admin'] }), refused('三权分立：同一用户不能同时担任安全管理员和审计管理员'));
    });

    it('never lets the last super administrator be disabled, deleted or stripped of the role', async () => {
      // Only someone who could assign the super administrator role may act on its holders: a role with
      // every menu and the whole scope.
      const menuIds = (await admin.json(`${API}/RoleRule/selectRuleByRoleId/role-admin`)).body.data;
      const full = await createRole(admin, { code: 'FULL_POWER', dataScope: 'all', menuIds });
      await createUser(server, admin, { username: 'full_power', orgId: '330000', roleIds: [full] });
      const deputy = await signInAs(server, 'full_power');
      const last = refused('这是最后一位超级管理员，不能停用、删除或取消其超级管理员角色');
      assert.deepEqual(await outcome(deputy, 'PUT', `${API}/users/user-admin/disable`), last);
      assert.deepEqual(await outcome(deputy, 'DELETE', `${API}/users/user-admin`), last);
      // Roles change what an account holds: a peer (the same whole scope) may not touch them (issue 17.1).
      assert.deepEqual(await outcome(deputy, 'PUT', `${API}/users/user-admin/roles`, { roleIds: [full] }), refused('该用户的管理范围与您相同或比您更大，不能由您管理'));
      assert.deepEqual(await outcome(admin, 'PUT', `${API}/users/user-admin/disable`), refused('不能对自己的账号执行此操作'));
      const locked = refused('超级管理员角色拥有全部菜单，不能修改其授权、停用或删除');
      assert.deepEqual(await outcome(admin, 'PUT', `${API}/RoleRule`, { roleId: 'role-admin', menuIds: ['system'] }), locked);
      assert.deepEqual(await outcome(deputy, 'PUT', `${API}/RoleRule`, { roleId: 'role-admin', menuIds: ['system'] }), locked);
      assert.deepEqual(await outcome(deputy, 'PUT', `${API}/role/role-admin`, { version: 1, enabled: false }), locked);
      assert.deepEqual(await outcome(deputy, 'DELETE', `${API}/role/role-admin`), locked);
      await createUser(server, admin, { username: 'second_super', orgId: '330000', roleIds: ['role-admin'] });
      assert.equal((await deputy.json(`${API}/users/user-admin/disable`, { method: 'PUT' })).body.data.enabled, false, 'with a second one, the first may go');
    });

    it('answered every bad request with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
