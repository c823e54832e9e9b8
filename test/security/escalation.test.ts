/**
 * Issue 17.1: escalation by departments, then account takeover, and the rules that stop it
 * (docs/security.md, "Escalation"): granting departments is role assignment's duty and never reaches beyond
 * the granter; nobody resets, edits or re-grants an account that reaches as far as they do or further; a
 * reset password goes to its owner's phone, or is shown once to the administrator, and is logged.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { passwordLogin, signIn, type SignedClient } from '../helpers/session.ts';
import { API, createRole, createUser, LOCAL_ADMIN_MENUS, menusUnder } from '../system/helpers/admin.ts';

const RESET = '/lgbsmp/api/v1/user/resetPassword';
const NO_PERMISSION = { status: 403, msg: '当前操作没有权限' };
const refused = (msg: string) => ({ status: 400, msg });
const NOT_BELOW = refused('该用户的管理范围与您相同或比您更大，不能由您管理');
const TOO_WIDE = refused('调整后该用户的管理范围将超出您的管理范围，不能保存');

for (const engine of ENGINES) {
  describe(`escalation by departments, roles and password resets (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let sec: SignedClient;

    const outcome = async (client: SignedClient, method: string, path: string, json?: unknown) => {
      const { status, body } = await client.json(path, { method, ...(json !== undefined ? { json } : {}) });
      return { status, msg: body.msg };
    };
    const total = async (client: SignedClient, path: string) => (await client.json(`${API}/${path}?size=500`)).body.data.total as number;
    const textedPassword = async (userId: string) => {
      const [row] = await server.db.query<{ content: string }>(
        `SELECT content FROM sms_outbox WHERE mobile = (SELECT mobile FROM sys_user WHERE id = $1) AND purpose = 'password-reset' ORDER BY id DESC LIMIT 1`,
        [userId],
      );
      return /临时密码为(\S+?)，/.exec(row?.content ?? '')?.[1] ?? '';
    };

    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      sec = await signIn(server, 'sec_admin');
    });
    after(() => server.close());

    it('refuses the department grant of the issue: a city administrator does not assign (17.1)', async () => {
      const county = await signIn(server, 'admin_330106');
      const cadres = await total(county, 'cadre');
      assert.deepEqual(await outcome(hz, 'PUT', `${API}/users/user-330106/depts`, { deptIds: ['330106', '330100'] }), NO_PERMISSION);
      const forged = await signIn(server, 'admin_330106', { deptId: '330100' });
      assert.equal(await total(forged, 'cadre'), cadres, 'a deptId that is not one of the account’s departments adds nothing');
      const accounts = (await forged.json(`${API}/users?size=500`)).body.data.records.map((u: { id: string }) => u.id);
      assert.ok(!accounts.includes('user-hz-admin'));
      assert.deepEqual(await outcome(forged, 'PUT', RESET, { userId: 'user-hz-admin' }), NO_PERMISSION, 'outside its scope');
      // Account management (系统管理员) makes accounts but gives no further departments: that is assignment.
      const sys = await signIn(server, 'sys_admin');
      assert.deepEqual(await outcome(sys, 'POST', `${API}/users`, { username: 'two_depts', name: '两部门', orgId: '330102', deptIds: ['330106'] }), NO_PERMISSION);
    });

    it('lets a department grant reach no further than the granter, and a peer take nothing over', async () => {
      // An administrator who assigns roles and reaches further may grant Hangzhou's department to the county...
      const granted = await admin.json(`${API}/users/user-330106/depts`, { method: 'PUT', json: { deptIds: ['330106', '330100'] } });
      assert.equal(granted.body.code, 0, JSON.stringify(granted.body));
      const widened = await signIn(server, 'admin_330106', { deptId: '330100' });
      assert.ok((await total(widened, 'cadre')) > (await total(await signIn(server, 'admin_330106'), 'cadre')), 'acting for Hangzhou, it sees Hangzhou');
      // ...which makes it Hangzhou's peer: neither takes the other over.
      assert.deepEqual(await outcome(widened, 'PUT', RESET, { userId: 'user-hz-admin' }), NOT_BELOW);
      assert.deepEqual(await outcome(widened, 'PUT', `${API}/users/user-hz-admin`, { version: 1, mobile: '13900000000' }), NOT_BELOW, 'nor through its mobile number');
      assert.deepEqual(await outcome(hz, 'PUT', RESET, { userId: 'user-330106' }), NOT_BELOW);
      assert.deepEqual(await outcome(hz, 'PUT', `${API}/users/user-330106`, { version: 1, mobile: '13900000001' }), NOT_BELOW);
      // State actions take nothing over: Hangzhou may still sign its peer out.
      assert.equal((await hz.json('/lgbsmp/api/v1/user/forceLogout', { method: 'POST', json: { userId: 'user-330106' } })).status, 200);
      // Nothing beyond the granter: a city administrator who may assign grants no other city's department.
      const assigner = await createRole(admin, { code: 'HZ_ASSIGNER', dataScope: 'org_and_below', menuIds: LOCAL_ADMIN_MENUS() });
      assert.equal((await admin.json(`${API}/users/user-hz-admin/roles`, { method: 'PUT', json: { roleIds: ['role-city-admin', assigner] } })).body.code, 0);
      const clerk = await createUser(server, admin, { username: 'xihu_clerk', orgId: '330106-02' });
      assert.deepEqual(await outcome(hz, 'PUT', `${API}/users/${clerk}/depts`, { deptIds: ['330200'] }), refused('所选部门不在您的管理范围内'));
      assert.equal((await hz.json(`${API}/users/${clerk}/depts`, { method: 'PUT', json: { deptIds: ['330106-03'] } })).body.code, 0);
    });

    it('refuses a role that would reach, through the account’s departments, beyond the granter', async () => {
      const clerk = await createUser(server, admin, { username: 'two_cities', orgId: '330102' });
      assert.equal((await sec.json(`${API}/users/${clerk}/depts`, { method: 'PUT', json: { deptIds: ['330200'] } })).body.code, 0, 'the security administrator grants departments');
      const reader = await createRole(hz, { code: 'HZ_READ_ONLY', dataScope: 'org', menuIds: menusUnder('guideWork/phoneBook') });
      assert.deepEqual(await outcome(hz, 'PUT', `${API}/users/${clerk}/roles`, { roleIds: [reader] }), TOO_WIDE);
      assert.deepEqual((await admin.json(`${API}/users/${clerk}`)).body.data.roles, [], 'nothing half-written');
    });

    it('refuses a role edit that would widen a holder beyond the changer', async () => {
      const holder = await createUser(server, admin, { username: 'hz_holder', orgId: '330102' });
      const role = await createRole(hz, { code: 'HZ_NARROW', dataScope: 'org', menuIds: menusUnder('guideWork/phoneBook') });
      assert.equal((await hz.json(`${API}/users/${holder}/roles`, { method: 'PUT', json: { roleIds: [role] } })).body.code, 0);
      // Later the province gives the holder a Ningbo department; a subtree-wide role would reach into Ningbo.
      assert.equal((await admin.json(`${API}/users/${holder}/depts`, { method: 'PUT', json: { deptIds: ['330200'] } })).body.code, 0);
      const { version } = (await hz.json(`${API}/role/${role}`)).body.data;
      assert.deepEqual(await outcome(hz, 'PUT', `${API}/role/${role}`, { version, dataScope: 'org_and_below' }), TOO_WIDE);
      assert.equal((await hz.json(`${API}/role/${role}`)).body.data.dataScope, 'org', 'nothing half-written');
    });

    it('keeps peers with the whole scope from taking one another over', async () => {
      const second = await createUser(server, admin, { username: 'second_super', orgId: '330000', roleIds: ['role-admin'] });
      assert.deepEqual(await outcome(admin, 'PUT', RESET, { userId: second }), NOT_BELOW, 'a second super administrator may be made, not taken over');
      assert.deepEqual(await outcome(admin, 'PUT', RESET, { userId: 'user-sys-admin' }), NOT_BELOW);
      assert.deepEqual(await outcome(admin, 'PUT', `${API}/users/user-sys-admin`, { version: 1, mobile: '13900000002' }), NOT_BELOW);
      assert.deepEqual(await outcome(admin, 'PUT', `${API}/users/user-sys-admin/roles`, { roleIds: ['role-sys-admin'] }), NOT_BELOW);
    });

    it('refuses self-edits: one’s own roles, departments, record, password reset and the scope of a role one holds', async () => {
      assert.deepEqual(await outcome(admin, 'PUT', `${API}/users/user-admin/roles`, { roleIds: ['role-admin'] }), refused('不能对自己的账号执行此操作'));
      assert.deepEqual(await outcome(admin, 'PUT', `${API}/users/user-admin/depts`, { deptIds: ['330100'] }), refused('不能对自己的账号执行此操作'));
      assert.deepEqual(await outcome(hz, 'PUT', `${API}/users/user-hz-admin`, { version: 1, name: '自改' }), refused('不能对自己的账号执行此操作'));
      assert.deepEqual(await outcome(hz, 'PUT', RESET, { userId: 'user-hz-admin' }), NO_PERMISSION);
      // A role one holds is not one's to widen, not even one made oneself (the assigner role is the second test's).
      const own = await createRole(hz, { code: 'HZ_OWN', dataScope: 'org', menuIds: menusUnder('guideWork/phoneBook') });
      const held = (await server.db.query<{ role_id: string }>(`SELECT role_id FROM sys_user_role WHERE user_id = 'user-hz-admin'`)).map((r) => r.role_id);
      assert.equal((await admin.json(`${API}/users/user-hz-admin/roles`, { method: 'PUT', json: { roleIds: [...held, own] } })).body.code, 0);
      const { version } = (await hz.json(`${API}/role/${own}`)).body.data;
      assert.deepEqual(await outcome(hz, 'PUT', `${API}/role/${own}`, { version, dataScope: 'org_and_below' }), refused('不能修改自己所属角色的权限'));
      assert.deepEqual(await outcome(hz, 'PUT', `${API}/RoleRule`, { roleId: own, menuIds: menusUnder('guideWork/phoneBook', 'system/staff') }), refused('不能修改自己所属角色的权限'));
      assert.equal((await hz.json(`${API}/role/${own}`)).body.data.dataScope, 'org', 'nothing written');
    });

    it('texts a reset password to its owner, or shows it once when there is no number, and logs either', async () => {
      const texted = await hz.json(RESET, { method: 'PUT', json: { userId: 'user-330102' } });
      assert.equal(texted.body.data.delivery, 'sms');
      assert.equal(texted.body.data.password, undefined, 'the administrator never sees it');
      assert.equal((await passwordLogin(server, 'admin_330102', await textedPassword('user-330102'))).status, 200);

      const plain = await createUser(server, admin, { username: 'no_phone', orgId: '330102' });
      const shown = await hz.json(RESET, { method: 'PUT', json: { userId: plain } });
      assert.equal(shown.body.data.delivery, 'shown');
      assert.equal((await passwordLogin(server, 'no_phone', shown.body.data.password)).status, 200);

      const logged = await server.db.query<{ record_id: string; changes: string }>(
        `SELECT record_id, changes::text AS changes FROM sys_operation_log WHERE resource = 'users' AND changes::text LIKE '%passwordReset%' ORDER BY id`,
      );
      assert.deepEqual(logged.map((r) => [r.record_id, JSON.parse(r.changes).passwordReset[1]]), [['user-330102', 'sms'], [plain, 'shown']]);
      assert.ok(!logged.some((r) => r.changes.includes(shown.body.data.password)), 'never the password itself');
    });
  });
}
