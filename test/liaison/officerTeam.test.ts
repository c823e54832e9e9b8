/**
 * 市县工作队伍 and 省直单位工作队伍 (issue 23): each page lists only its own team; a person's city follows their
 * organisation; a city team takes no provincial unit's people and the provincial team no city's (refused under the
 * field, nothing written); `cadresTeam/city` and `cadresTeam/province` count full-time and part-time people per city
 * or unit within the user's scope; a Hangzhou user sees Hangzhou's people only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const PERSON = { name: '测试工作人员', sex: '2', post: '科长', fullPart: '1', phone: '0571-87001234' };

for (const engine of ENGINES) {
  describe(`工作队伍 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM officer_team', []))[0]!.n;
    const list = async (client: SignedClient, resource: string) => (await client.json(`${API}/${resource}?size=500`)).body.data.records as any[];

    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('files a person under their organisation’s city, each page listing only its own team', async () => {
      const person = (await hz.json(`${API}/cadresTeamCity`, { method: 'POST', json: { ...PERSON, orgId: '330106' } })).body.data;
      assert.deepEqual([person.kind, person.city, person.cityLabel], ['city', '330100', '杭州市']);
      const unit = (await admin.json(`${API}/cadresTeamProvince`, { method: 'POST', json: { ...PERSON, name: '省直联络员', orgId: '330000-03' } })).body.data;
      assert.deepEqual([unit.kind, unit.city], ['province', '330000']);
      assert.ok((await list(admin, 'cadresTeamCity')).every((p) => p.kind === 'city'));
      assert.ok((await list(admin, 'cadresTeamProvince')).every((p) => p.kind === 'province'));
      assert.equal((await admin.json(`${API}/cadresTeamCity/${unit.id}`)).body.code, 4, 'a provincial unit’s person is not on the city page');
    });

    it('refuses a person of the wrong kind of organisation, writing nothing', async () => {
      const before = await count();
      const provincial = await admin.json(`${API}/cadresTeamCity`, { method: 'POST', json: { ...PERSON, orgId: '330000-01' } });
      assert.deepEqual(provincial.body.data.errors, [{ field: 'orgId', message: '市县工作队伍的所在单位须为设区市或县（市、区）的单位' }]);
      const city = await admin.json(`${API}/cadresTeamProvince`, { method: 'POST', json: { ...PERSON, orgId: '330100' } });
      assert.deepEqual(city.body.data.errors, [{ field: 'orgId', message: '省直单位工作队伍的所在单位须为省直单位' }]);
      const noKind = await admin.json(`${API}/cadresTeamCity`, { method: 'POST', json: { ...PERSON, fullPart: undefined, orgId: '330100' } });
      assert.ok(noKind.body.data.errors.some((e: any) => e.field === 'fullPart'));
      assert.equal(await count(), before);
    });

    it('counts full-time and part-time people per city and per unit, within scope', async () => {
      const byCity = (await admin.json(`${API}/cadresTeam/city`)).body.data as any[];
      assert.equal(byCity.length, 11, 'every city has its team');
      const rows = await list(admin, 'cadresTeamCity');
      const hzRow = byCity.find((r) => r.orgId === '330100')!;
      assert.equal(hzRow.name, '杭州市');
      assert.equal(hzRow.total, rows.filter((r) => r.city === '330100').length);
      assert.equal(hzRow.fullTime + hzRow.partTime, hzRow.total);
      const ownCity = (await hz.json(`${API}/cadresTeam/city`)).body.data as any[];
      assert.deepEqual(ownCity.map((r) => r.orgId), ['330100'], 'Hangzhou counts its own only');
      const county = (await (await signIn(server, 'admin_330106')).json(`${API}/cadresTeam/city`)).body.data as any[];
      assert.deepEqual(county.map((r) => [r.orgId, r.name]), [['330106', '西湖区']], 'a county counts its own, under its own bureau');
      const byUnit = (await admin.json(`${API}/cadresTeam/province`)).body.data as any[];
      assert.ok(byUnit.length >= 6 && byUnit.every((r) => r.orgId.startsWith('330000-')));
      assert.deepEqual((await hz.json(`${API}/cadresTeam/province`)).body.data, [], 'no provincial unit is Hangzhou’s');
      assert.ok((await list(hz, 'cadresTeamCity')).every((p) => p.orgId.startsWith('3301')));
    });
  });
}
