import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readXlsx } from '../../server/xlsx/index.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API } from './helpers/cadreData.ts';

interface Figure { key: string; label: string; count: number; query: string | null; drill: string }
interface Dimension { dimension: string; total: Figure; groups: Figure[]; rows?: Figure[]; columns?: Figure[] }

for (const engine of ENGINES) {
  describe(`cadre archive: statistics (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    async function checkEveryFigure(client: SignedClient, dim: Dimension): Promise<number> {
      let checked = 0;
      for (const f of [dim.total, ...dim.groups, ...(dim.rows ?? []), ...(dim.columns ?? [])]) {
        if (f.count === 0 && f.key !== '*') continue;
        const drill = await client.json(`${API}/cadreStatistics/${dim.dimension}/list?${f.drill}&size=1`);
        assert.equal(drill.body.data.total, f.count, `${dim.dimension} ${f.label}: drill-down`);
        if (f.query !== null) {
          const list = await client.json(`${API}/cadre?${f.query}&size=1`);
          assert.equal(list.body.data.total, f.count, `${dim.dimension} ${f.label}: cadre list ${f.query}`);
        }
        checked++;
      }
      return checked;
    }

    it('gives every number of every dimension with a list filter whose list has exactly that many people', async () => {
      const { body } = await admin.json(`${API}/cadreStatistics`);
      const dims: Dimension[] = body.data.dimensions;
      assert.deepEqual(dims.map((d) => d.dimension), ['retirementSex', 'treatmentLevel', 'revolutionPeriod', 'unitNature', 'party', 'ageBand', 'city', 'county']);
      let checked = 0;
      for (const dim of dims) {
        assert.equal(dim.groups.reduce((sum, g) => sum + g.count, 0), dim.total.count, `${dim.dimension}: the groups add up to the total`);
        checked += await checkEveryFigure(admin, dim);
      }
      assert.ok(checked > 100);
      const all = await admin.json(`${API}/cadre?status=normal,abnormal&statisticFlag=1&size=1`);
      assert.equal(dims[0]!.total.count, all.body.data.total);
    });

    it('counts one dimension alone the same as in the summary, within the request’s own filters', async () => {
      const one = (await admin.json(`${API}/cadreStatistics/retirementSex?manageOrgId=330106`)).body.data as Dimension;
      const list = await admin.json(`${API}/cadre?manageOrgId=330106&status=normal,abnormal&statisticFlag=1&size=1`);
      assert.equal(one.total.count, list.body.data.total);
      assert.ok(one.rows!.every((r) => r.query!.includes('manageOrgId=330106')));
      await checkEveryFigure(admin, one);
    });

    it('narrows a group by the request’s filter instead of widening it', async () => {
      const party = (await admin.json(`${API}/cadreStatistics/party?retirementType=1`)).body.data as Dimension;
      const tuixiu = party.groups.find((g) => g.key === 'tuixiu')!;
      assert.equal(tuixiu.count, 0);
      assert.equal((await admin.json(`${API}/cadre?${tuixiu.query}&size=1`)).body.data.total, 0);
    });

    it('counts only the city administrator’s own city, and equals that user’s own lists', async () => {
      const city = (await hz.json(`${API}/cadreStatistics/city`)).body.data as Dimension;
      assert.ok(city.total.count > 0);
      assert.deepEqual(city.groups.filter((g) => g.count > 0).map((g) => g.key), ['330100']);
      await checkEveryFigure(hz, city);
      const drill = await hz.json(`${API}/cadreStatistics/city/list?${city.total.drill}&size=500`);
      assert.ok(drill.body.data.records.every((r: { orgArea: string }) => r.orgArea === '330100'));
    });

    it('refuses an unknown dimension with a message naming it', async () => {
      const { status, body } = await admin.json(`${API}/cadreStatistics/shoeSize`);
      assert.equal(status, 400);
      assert.equal(body.msg, '不支持的统计维度：shoeSize');
    });

    it('exports the summary as a spreadsheet with the same numbers', async () => {
      const res = await admin.fetch(`${API}/cadreStatistics/export`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
      const rows: (string | number | boolean | null)[][] = [];
      for await (const row of readXlsx(Buffer.from(await res.arrayBuffer()))) rows.push(row.values);
      assert.deepEqual(rows[0], ['统计维度', '分组', '人数']);
      const summary = (await admin.json(`${API}/cadreStatistics`)).body.data.dimensions as Dimension[];
      const total = rows.find((r) => r[0] === '离退休类型与性别' && r[1] === '合计');
      assert.equal(total?.[2], summary[0]!.total.count);
    });
  });
}
