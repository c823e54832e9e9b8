import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API } from './helpers/admin.ts';

const refused = (msg: string) => ({ status: 400, code: 4, msg });

for (const engine of ENGINES) {
  describe(`organisations: add, edit, move, disable, delete (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    const add = async (json: Record<string, unknown>) => {
      const { body } = await admin.json(`${API}/organization`, { method: 'POST', json });
      assert.equal(body.code, 0, JSON.stringify(body));
      return body.data as { id: string; path: string; cityCode: string; version: number };
    };
    const outcome = async (path: string, method: string, json?: unknown) => {
      const { status, body } = await admin.json(path, { method, ...(json ? { json } : {}) });
      return { status, code: body.code, msg: body.msg };
    };
    const paths = async (ids: string[]) =>
      Object.fromEntries((await server.db.query<{ id: string; path: string; city_code: string }>('SELECT id, path, city_code FROM sys_org WHERE id = ANY ($1::text[])', [ids]))
        .map((r) => [r.id, `${r.path} ${r.city_code}`]));

    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    it('adds a unit under a county, with its path and city taken from the parent', async () => {
      const unit = await add({ name: '西湖区文化馆', kind: 'unit', parentId: '330106', telephone: '0571-87654321' });
      assert.equal(unit.path, `/330000/330100/330106/${unit.id}/`);
      assert.equal(unit.cityCode, '330100');
      const sub = await add({ name: '西湖区文化馆老年分馆', kind: 'unit', parentId: unit.id });
      assert.equal(sub.path, `${unit.path}${sub.id}/`, 'units may hold sub-units');
    });

    it('keeps the levels of the tree: no county under a unit, no city under a city', async () => {
      assert.deepEqual(await outcome(`${API}/organization`, 'POST', { name: '错层', kind: 'county', parentId: '330106-01' }), refused('“西湖区教育局”下不能设立县（市、区）'));
      assert.deepEqual(await outcome(`${API}/organization`, 'POST', { name: '错层', kind: 'city', parentId: '330100' }), refused('“杭州市委老干部局”下不能设立市'));
      const invalid = await admin.json(`${API}/organization`, { method: 'POST', json: { kind: 'village', parentId: '330106' } });
      assert.equal(invalid.status, 400);
      assert.deepEqual(invalid.body.data.errors.map((e: { field: string }) => e.field), ['name', 'kind']);
    });

    it('moves a unit with its whole subtree, rewriting every path and city in one go', async () => {
      const unit = await add({ name: '待迁单位', kind: 'unit', parentId: '330106' });
      const child = await add({ name: '待迁单位下属', kind: 'unit', parentId: unit.id });
      const grandchild = await add({ name: '待迁单位再下属', kind: 'unit', parentId: child.id });
      const { body } = await admin.json(`${API}/organization/${unit.id}/move`, { method: 'PUT', json: { parentId: '330203' } });
      assert.equal(body.code, 0, JSON.stringify(body));
      assert.equal(body.data.parentId, '330203');
      assert.deepEqual(await paths([unit.id, child.id, grandchild.id]), {
        [unit.id]: `/330000/330200/330203/${unit.id}/ 330200`,
        [child.id]: `/330000/330200/330203/${unit.id}/${child.id}/ 330200`,
        [grandchild.id]: `/330000/330200/330203/${unit.id}/${child.id}/${grandchild.id}/ 330200`,
      });
      const [moved] = await server.db.query<{ parent_id: string }>('SELECT parent_id FROM sys_org WHERE id = $1', [unit.id]);
      assert.equal(moved!.parent_id, '330203');
      assert.deepEqual(await outcome(`${API}/organization/${unit.id}/move`, 'PUT', { parentId: grandchild.id }), refused('不能把单位移动到它自己或它的下级单位之下'));
      const ningbo = await signIn(server, 'admin_330200');
      assert.deepEqual((await ningbo.json('/admin/user')).body.data.organization.id, '330200');
      const scoped = (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sys_org WHERE path LIKE '/330000/330200/%' AND id = $1`, [grandchild.id]))[0]!.n;
      assert.equal(scoped, 1, 'Ningbo’s scope (a path prefix) now covers the moved subtree');
    });

    it('disables an organisation with its subtree, and enables one only under an enabled parent', async () => {
      const unit = await add({ name: '停用单位', kind: 'unit', parentId: '330102' });
      const child = await add({ name: '停用单位下属', kind: 'unit', parentId: unit.id });
      assert.equal((await admin.json(`${API}/organization/${unit.id}/disable`, { method: 'PUT' })).body.data.enabled, false);
      const rows = await server.db.query<{ enabled: boolean }>('SELECT enabled FROM sys_org WHERE id = ANY ($1::text[])', [[unit.id, child.id]]);
      assert.deepEqual(rows.map((r) => r.enabled), [false, false]);
      assert.deepEqual(await outcome(`${API}/organization/${child.id}/enable`, 'PUT'), refused('上级单位已停用'));
      const placed = await admin.json(`${API}/users`, { method: 'POST', json: { username: 'in_disabled', name: '某人', orgId: unit.id } });
      assert.equal(placed.body.msg, '所选单位不在您的管理范围内', 'nothing is filed under a disabled unit');
      const tree = (await admin.json(`${API}/organization/provinceOrsubordinateOrgTree`)).body.data;
      assert.ok(!JSON.stringify(tree).includes(unit.id), 'the pickers leave it out');
      assert.ok(JSON.stringify((await admin.json(`${API}/organization/provinceOrsubordinateOrgTree?includeDisabled=1`)).body.data).includes(`"id":"${unit.id}","name":"停用单位","kind":"unit","children":[{"id":"${child.id}"`));
      assert.equal((await admin.json(`${API}/organization/${unit.id}/enable`, { method: 'PUT' })).body.data.enabled, true);
    });

    it('refuses to delete an organisation that still holds sub-units, people or records, and deletes an empty one', async () => {
      assert.deepEqual(await outcome(`${API}/organization/330105`, 'DELETE'), refused('当前组织下还有4个下级单位，不能删除'));
      assert.deepEqual(await outcome(`${API}/organization/330106-01`, 'DELETE'), refused('当前组织下还有1名工作人员，不能删除'));
      const unit = await add({ name: '有记录的单位', kind: 'unit', parentId: '330102' });
      const entry = await admin.json(`${API}/stafftelphone`, { method: 'POST', json: { userName: '张三', phonenumber: '13812345678', orgId: unit.id } });
      assert.equal(entry.body.code, 0);
      assert.deepEqual(await outcome(`${API}/organization/${unit.id}`, 'DELETE'), refused('当前组织下还有1条业务数据，不能删除'));
      const empty = await add({ name: '空单位', kind: 'unit', parentId: '330102' });
      assert.deepEqual((await admin.json(`${API}/organization/${empty.id}`, { method: 'DELETE' })).body.data, { deleted: 1 });
      assert.deepEqual((await admin.json(`${API}/organization/${empty.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
    });

    it('edits with optimistic concurrency and records the change in the operation log', async () => {
      const unit = await add({ name: '改名前', kind: 'unit', parentId: '330102' });
      const renamed = await admin.json(`${API}/organization/${unit.id}`, { method: 'PUT', json: { version: unit.version, name: '改名后' } });
      assert.equal(renamed.body.data.name, '改名后');
      assert.deepEqual(await outcome(`${API}/organization/${unit.id}`, 'PUT', { version: unit.version, name: '再改' }), { status: 409, code: 4, msg: '该记录已被他人修改，请刷新后重试' });
      const log = await admin.json(`${API}/operationLog?resource=organization&recordId=${unit.id}&action=update`);
      const detail = await admin.json(`${API}/operationLog/${log.body.data.records[0].id}`);
      assert.deepEqual(detail.body.data.fields, [{ field: 'name', before: '改名前', after: '改名后' }]);
    });

    it('answers 当前组织没有单位管理员 for a unit without an administrator, and names them where there are', async () => {
      assert.deepEqual((await admin.json(`${API}/organization/330106-01/admin`)).body, { code: 4, msg: '当前组织没有单位管理员' });
      const { body } = await admin.json(`${API}/organization/330600/admin`);
      assert.deepEqual(body.data.map((u: { username: string }) => u.username), ['sx_admin']);
    });

    it('answered every bad request with a 4xx, never a 500', () => {
      assert.deepEqual(server.logs.filter((l) => l.msg === 'unhandled error'), []);
    });
  });
}
