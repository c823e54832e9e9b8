/**
 * Two server instances on one PostgreSQL (PGlite has one process only): what an administrator changes through
 * one instance — a user's roles, a forced sign-out, a disabled account — counts on the other instance's very
 * next request. authenticate reads session and user per request, and the grants while their stamp is the
 * same (server/areas/auth/grants.ts); this test keeps that promise whatever is ever cached.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../server/db/db.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { freshDatabase, type FreshDb } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createRole, createUser, menusUnder, signInAs } from '../system/helpers/admin.ts';

const NO_PERMISSION = { code: 1, msg: '当前操作没有权限' };
const EXPIRED = { code: 1, msg: '登录失效，请重新登录' };
const DISABLED = { code: 1, msg: '账号已停用，请联系管理员' };

describe('two server instances on one PostgreSQL: a change through one counts on the other at once', { skip: !process.env.TEST_DATABASE_URL }, () => {
  let fresh: FreshDb;
  let second: Db;
  let a: TestServer;
  let b: TestServer;
  let userId: string;
  let user: SignedClient;
  let role: string;
  before(async () => {
    fresh = await freshDatabase('postgres');
    // Each instance keeps its own pool; the test closes both databases itself, after both servers.
    a = await startTestServer('postgres', {}, { db: fresh.db, dispose: async () => {} });
    second = await openPostgres(fresh.url!, { schema: fresh.schema, max: 4 });
    b = await startTestServer('postgres', {}, { db: second, dispose: async () => {} });
    const admin = await signIn(b, 'admin');
    const sec = await signIn(b, 'sec_admin');
    role = await createRole(sec, { code: 'TWO_INSTANCES', dataScope: 'org_and_below', menuIds: menusUnder('guideWork/phoneBook') });
    userId = await createUser(b, admin, { username: 'two_instances', orgId: '330100', roleIds: [role] });
    user = await signInAs(a, 'two_instances');
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await fresh?.dispose();
  });

  const list = async () => {
    const { status, body } = await user.json(`${API}/stafftelphone`);
    return { status, code: body.code, msg: body.msg };
  };

  it('takes away a role on the next request', async () => {
    assert.equal((await list()).code, 0);
    const sec = await signIn(b, 'sec_admin');
    assert.equal((await sec.json(`${API}/users/${userId}/roles`, { method: 'PUT', json: { roleIds: [] } })).body.code, 0);
    assert.deepEqual(await list(), { status: 403, ...NO_PERMISSION });
    assert.equal((await sec.json(`${API}/users/${userId}/roles`, { method: 'PUT', json: { roleIds: [role] } })).body.code, 0);
    assert.equal((await list()).code, 0);
  });

  it('counts a change made in SQL, outside both servers, on the next request', async () => {
    assert.equal((await list()).code, 0);
    const granted = await second.query<{ menu_id: string }>('SELECT menu_id FROM sys_role_menu WHERE role_id = $1', [role]);
    await second.query('DELETE FROM sys_role_menu WHERE role_id = $1', [role]);
    assert.deepEqual(await list(), { status: 403, ...NO_PERMISSION });
    await second.query('INSERT INTO sys_role_menu (role_id, menu_id) SELECT $1, unnest($2::text[])', [role, granted.map((r) => r.menu_id)]);
    assert.equal((await list()).code, 0);
  });

  it('narrows the data scope on the next request', async () => {
    const total = async () => (await user.json(`${API}/stafftelphone`)).body.data.total as number;
    assert.ok((await total()) > 0, "the city's phone book is in scope");
    await second.query(`UPDATE sys_role SET data_scope = 'self' WHERE id = $1`, [role]);
    assert.equal(await total(), 0, 'the user created no entry of their own');
    await second.query(`UPDATE sys_role SET data_scope = 'org_and_below' WHERE id = $1`, [role]);
    assert.ok((await total()) > 0);
  });

  it('ends a disabled account on the next request', async () => {
    await second.query(`UPDATE sys_user SET enabled = false WHERE id = $1`, [userId]);
    assert.deepEqual(await list(), { status: 401, ...DISABLED });
    await second.query(`UPDATE sys_user SET enabled = true WHERE id = $1`, [userId]);
    assert.equal((await list()).code, 0);
  });

  it('ends every session at once when an administrator forces it', async () => {
    const admin = await signIn(b, 'admin');
    const forced = await admin.json(`${API}/user/forceLogout`, { method: 'POST', json: { userId } });
    assert.deepEqual(forced.body.data, { revoked: 1 });
    assert.deepEqual(await list(), { status: 401, ...EXPIRED });
  });
});
