import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readXlsx } from '../../server/xlsx/index.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, bornDaysAhead, createCadre, createSub, idCard } from './helpers/cadreData.ts';

for (const engine of ENGINES) {
  describe(`cadre archive: a Hangzhou user never sees a Ningbo cadre (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    let ningbo: Record<string, any>;
    let ningboId: string;
    let family: Record<string, any>;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      ningboId = idCard('330203', bornDaysAhead(75, 2));
      ningbo = await createCadre(admin, { realName: '宁波甬人', idCard: ningboId, manageOrgId: '330203-01', workStartDate: '1975-01', partyJoinDate: '1980-01' });
      family = await createSub(admin, 'cadreFamily', { cadreId: ningbo.id, spouseName: '甬妻' });
      await createSub(admin, 'cadreResume', { cadreId: ningbo.id, startDate: '1975-01', unitName: '海曙区', post: '干事' });
    });
    after(() => server.close());

    it('keeps Ningbo out of the cadre list, a read, the ID-card lookup and the archive', async () => {
      const list = await hz.json(`${API}/cadre?size=500`);
      assert.ok(list.body.data.total > 0);
      assert.ok(list.body.data.records.every((r: { orgArea: string }) => r.orgArea === '330100'));
      assert.equal((await hz.json(`${API}/cadre?realName=${encodeURIComponent('宁波甬人')}`)).body.data.total, 0);
      assert.deepEqual((await hz.json(`${API}/cadre/${ningbo.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      assert.deepEqual((await hz.json(`${API}/cadre/${ningbo.id}/archive`)).body, { code: 4, msg: '该Id查询结果为空' });
      assert.deepEqual((await hz.json(`${API}/cadre/byIdCard/${ningboId}`)).body, { code: 4, msg: '查询结果为空' });
      assert.equal((await admin.json(`${API}/cadre/byIdCard/${ningboId}`)).body.data.id, ningbo.id);
    });

    it('keeps Ningbo’s sub-records out of lists, reads, per-cadre tabs and new records', async () => {
      assert.equal((await hz.json(`${API}/cadreFamily?cadreId=${ningbo.id}`)).body.data.total, 0);
      assert.equal((await hz.json(`${API}/cadreFamily?cadreName=${encodeURIComponent('宁波')}`)).body.data.total, 0);
      assert.deepEqual((await hz.json(`${API}/cadreFamily/${family.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      assert.deepEqual((await hz.json(`${API}/cadreResume/byCadre/${ningbo.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
      const planted = await hz.json(`${API}/cadreFamilyMember`, { method: 'POST', json: { cadreId: ningbo.id, name: '外人', relation: '20' } });
      assert.equal(planted.status, 400);
      assert.equal(planted.body.msg, '离退休干部不存在');
      const changed = await hz.json(`${API}/cadreFamily/${family.id}`, { method: 'PUT', json: { version: family.version, spouseName: '改' } });
      assert.equal(changed.status, 404);
    });

    it('keeps Ningbo out of statistics and their drill-down lists', async () => {
      const summary = (await hz.json(`${API}/cadreStatistics`)).body.data.dimensions as { dimension: string; groups: { key: string; count: number }[] }[];
      const city = summary.find((d) => d.dimension === 'city')!;
      assert.equal(city.groups.find((g) => g.key === '330200')!.count, 0);
      const county = (await hz.json(`${API}/cadreStatistics/county/list?group=330203&size=10`)).body.data;
      assert.equal(county.total, 0);
      const admins = (await admin.json(`${API}/cadreStatistics/county/list?group=330203&size=10`)).body.data;
      assert.ok(admins.records.some((r: { id: string }) => r.id === ningbo.id));
    });

    it('keeps Ningbo out of birthday reminders and their export', async () => {
      const rows = (await hz.json(`${API}/cadreReminder/birthday?days=7&size=500`)).body.data.records as { id: string }[];
      assert.ok(!rows.some((r) => r.id === ningbo.id));
      assert.ok((await admin.json(`${API}/cadreReminder/birthday?days=7&size=500`)).body.data.records.some((r: { id: string }) => r.id === ningbo.id));
      const res = await hz.fetch(`${API}/cadreReminder/birthday/export?days=7`);
      const names: unknown[] = [];
      for await (const row of readXlsx(Buffer.from(await res.arrayBuffer()))) names.push(row.values[0]);
      assert.ok(names.length > 0);
      assert.ok(!names.includes('宁波甬人'));
    });

    it('keeps Ningbo out of the recycle bin, and restores or purges a cadre with its whole archive', async () => {
      await admin.json(`${API}/cadre/${ningbo.id}`, { method: 'DELETE' });
      assert.equal((await admin.json(`${API}/cadreFamily?cadreId=${ningbo.id}`)).body.data.total, 0, 'a deleted cadre’s records leave the lists');
      const bin = (await admin.json(`${API}/cadreAppman?size=50`)).body.data.records as { id: string; subRecords: Record<string, number> }[];
      assert.deepEqual(bin.find((r) => r.id === ningbo.id)!.subRecords, { cadreFamily: 1, cadreResume: 1 });
      assert.ok(!(await hz.json(`${API}/cadreAppman?size=50`)).body.data.records.some((r: { id: string }) => r.id === ningbo.id));
      const archive = (await admin.json(`${API}/cadreAppman/${ningbo.id}/archive`)).body.data;
      assert.equal(archive.records.cadreFamily[0].spouseName, '甬妻');
      await admin.json(`${API}/cadre/${ningbo.id}/restore`, { method: 'PUT' });
      assert.equal((await admin.json(`${API}/cadreFamily?cadreId=${ningbo.id}`)).body.data.total, 1, 'restored with its records');
      await admin.json(`${API}/cadre/${ningbo.id}`, { method: 'DELETE' });
      const purged = await admin.json(`${API}/cadre/${ningbo.id}/purge`, { method: 'DELETE' });
      assert.equal(purged.body.data.purged, 1);
      const left = await server.db.query('SELECT count(*)::int AS n FROM cadre_family WHERE cadre_id = $1', [ningbo.id]);
      assert.equal(left[0]!.n, 0);
    });
  });
}
