/**
 * Pages after the first are read by their rows' keys first (server/db/pageOf.ts `key`): the same rows, in the
 * same order, as the list read as one page, under every sort, filter and data scope.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pageSql } from '../../server/db/pageOf.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const SIZE = 7;
const PAGES = 5;

describe('the statement of a page', () => {
  const sql = { columns: 't.a', from: 'FROM x t WHERE t.del_flag = 0', order: 't.a, t.id', key: 't.id' };
  it('reads the first page as it is, and a later one by the keys of its rows', () => {
    assert.equal(pageSql(sql, { current: 1, size: 10 }), 'SELECT t.a FROM x t WHERE t.del_flag = 0 ORDER BY t.a, t.id LIMIT 10 OFFSET 0');
    assert.equal(
      pageSql(sql, { current: 3, size: 10 }),
      'SELECT t.a FROM x t WHERE t.del_flag = 0 AND t.id IN (SELECT t.id FROM x t WHERE t.del_flag = 0 ORDER BY t.a, t.id LIMIT 10 OFFSET 20) ORDER BY t.a, t.id',
    );
  });
  it('reads a list without a key as it is, whatever the page', () => {
    assert.equal(pageSql({ ...sql, key: undefined }, { current: 3, size: 10 }), 'SELECT t.a FROM x t WHERE t.del_flag = 0 ORDER BY t.a, t.id LIMIT 10 OFFSET 20');
  });
  it('finds few matches before it sorts them, on the first page and on a later one', () => {
    const few = { ...sql, fewMatches: true };
    assert.equal(pageSql(few, { current: 1, size: 10 }), 'SELECT t.a FROM (SELECT t.* FROM x t WHERE t.del_flag = 0 OFFSET 0) t ORDER BY t.a, t.id LIMIT 10 OFFSET 0');
    assert.equal(
      pageSql(few, { current: 3, size: 10 }),
      'SELECT t.a FROM x t WHERE t.del_flag = 0 AND t.id IN (SELECT t.id FROM (SELECT t.* FROM x t WHERE t.del_flag = 0 OFFSET 0) t ORDER BY t.a, t.id LIMIT 10 OFFSET 20) ORDER BY t.a, t.id',
    );
  });
});

for (const engine of ENGINES) {
  describe(`pages after the first, read by their keys: the list as one page, cut (${engine})`, () => {
    let server: TestServer;
    let province: SignedClient;
    let city: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      [province, city] = await Promise.all([signIn(server, 'admin'), signIn(server, 'hz_admin')]);
    });
    after(() => server.close());

    /** Pages 2…PAGES of `list` one by one, against the same rows read as the first page of one list. */
    async function samePages(client: SignedClient, list: string, size = SIZE): Promise<void> {
      const join = list.includes('?') ? '&' : '?';
      const whole = await client.json(`${list}${join}size=${size * PAGES}`);
      assert.equal(whole.body.code, 0, JSON.stringify(whole.body));
      const rows = whole.body.data.records as Record<string, unknown>[];
      assert.ok(rows.length > size * 2, `${list}: ${rows.length} rows are too few to page through`);
      for (let current = 2; current <= PAGES; current++) {
        const { body } = await client.json(`${list}${join}size=${size}&current=${current}`);
        assert.equal(body.code, 0, JSON.stringify(body));
        assert.deepEqual(body.data.records, rows.slice((current - 1) * size, current * size), `${list}, page ${current}`);
        assert.equal(body.data.total, whole.body.data.total);
      }
    }

    it('cadres: the default sort, a sort by name, a filter, as the province and as a city', async () => {
      await samePages(province, `${API}/cadre`);
      await samePages(province, `${API}/cadre?sort=realName,asc`);
      await samePages(province, `${API}/cadre?sex=2&sort=dateOfBirth,desc`);
      await samePages(city, `${API}/cadre?sort=realName,desc`);
    });

    it('a list with a reference read under the reader’s scope (trips abroad and their travel documents)', async () => {
      await samePages(province, `${API}/abroad`, 2);
      await samePages(city, `${API}/abroad`, 1);
    });

    it('the people behind a statistic, as the province and as a city', async () => {
      await samePages(province, `${API}/cadreStatistics/city/list`);
      await samePages(city, `${API}/cadreStatistics/treatmentLevel/list?sort=realName,asc`);
    });

    it('a name’s first two characters: the matches found first, then sorted and cut the same', async () => {
      await samePages(province, `${API}/cadreResume?cadreName=${encodeURIComponent('程国')}`, 2);
      await samePages(province, `${API}/cadreResume?cadreName=${encodeURIComponent('程国')}&sort=startDate,asc`, 2);
      await samePages(city, `${API}/cadreResume?cadreName=${encodeURIComponent('丁小')}`, 1);
      const { body } = await province.json(`${API}/cadreResume?cadreName=${encodeURIComponent('程国')}&size=50`);
      const rows = body.data.records as { cadreName: string; updateTime: string }[];
      assert.ok(rows.length > 0 && rows.every((r) => r.cadreName.startsWith('程国')), JSON.stringify(rows.map((r) => r.cadreName)));
      assert.deepEqual(rows.map((r) => r.updateTime), rows.map((r) => r.updateTime).sort().reverse(), 'newest first');
    });

    it('a page past the last is empty, with the total', async () => {
      const { body } = await province.json(`${API}/cadre?size=${SIZE}&current=100000`);
      assert.equal(body.code, 0);
      assert.deepEqual(body.data.records, []);
      assert.ok(body.data.total > 0);
    });
  });
}
