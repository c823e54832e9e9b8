import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseIdCard } from '../../model/idCard.ts';
import { CITIES } from '../../model/zhejiang.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { migrate } from '../../server/db/migrate.ts';
import { insertRows } from '../../server/db/bulk.ts';
import { cadreGenerator, seedManyCadres } from '../../server/seed/cadres.ts';
import { organisations } from '../../server/seed/organisations.ts';
import { pgliteTemplate } from '../helpers/pgliteTemplate.ts';

describe('cadre archive: demo cadres', () => {
  const orgs = organisations();
  const byId = new Map(orgs.map((o) => [o.id, o]));

  it('makes the same cadres for the same seed, and different ones for another', () => {
    const a = cadreGenerator(orgs, 7).next(300);
    const b = cadreGenerator(orgs, 7).next(300);
    const c = cadreGenerator(orgs, 8).next(300);
    assert.deepEqual(a, b);
    assert.notDeepEqual(a.cadre![0], c.cadre![0]);
  });

  it('gives every cadre a valid, unique ID number from the managing unit’s county, born 1925–1965, and sound dates', () => {
    const rows = cadreGenerator(orgs, 20181).next(5000);
    const ids = new Set<string>();
    for (const c of rows.cadre!) {
      const parsed = parseIdCard(String(c.id_card));
      assert.ok(!('problem' in parsed), `${c.id_card} is valid`);
      assert.equal(parsed.birthDate, c.date_of_birth);
      assert.equal(parsed.sex, c.sex);
      ids.add(parsed.number);
      const org = byId.get(String(c.manage_org_id))!;
      const region = String(c.id_card).slice(0, 6);
      const city = CITIES.find((x) => x.code === org.city_code);
      assert.ok(org.region_code.endsWith('00') ? (city ?? CITIES[0]!).counties.some((k) => k.code === region) : region === org.region_code, `${region} belongs to ${org.id}`);
      const year = Number(String(c.date_of_birth).slice(0, 4));
      assert.ok(year >= 1925 && year <= 1965);
      if (c.retirement_type === '1') assert.ok(String(c.work_start_date) <= '1949-09', '离休 only for work started by 1949-09');
      if (c.death_date) assert.ok(String(c.death_date) > String(c.date_of_birth));
      assert.ok(String(c.work_start_date) > String(c.date_of_birth).slice(0, 7));
    }
    assert.equal(ids.size, 5000);
    const share = (test: (c: Record<string, unknown>) => boolean) => rows.cadre!.filter(test).length / rows.cadre!.length;
    assert.ok(share((c) => c.status === 'deceased') > 0.08 && share((c) => c.status === 'deceased') < 0.22, 'about 15% deceased');
    assert.ok(share((c) => c.retirement_type === '1') > 0.01 && share((c) => c.retirement_type === '1') < 0.06, 'a few percent 离休');
    assert.equal(rows.cadre_death!.length, rows.cadre!.filter((c) => c.status === 'deceased').length);
    assert.ok(rows.cadre_family!.length > 4000 && rows.cadre_resume!.length > 9000 && rows.cadre_health_record!.length > 2500);
  });

  it('writes a large archive in batches of its own transactions and marks the run complete after the last one', async () => {
    const db = await openPglite('memory://', { loadDataDir: await pgliteTemplate() });
    try {
      await migrate(db);
      await db.transaction((tx) => insertRows(tx, 'sys_org', orgs));
      const batches: number[] = [];
      const written = await seedManyCadres(db, orgs, { count: 1200, seed: 3, batch: 500, onProgress: (done) => batches.push(done) });
      assert.deepEqual(batches, [500, 1000, 1200]);
      assert.equal(written.cadres, 1200);
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cadre');
      assert.equal(count!.n, 1200);
      const [run] = await db.query<{ cadres: number; completed: boolean }>('SELECT cadres, completed_at IS NOT NULL AS completed FROM cadre_seed_run');
      assert.deepEqual(run, { cadres: 1200, completed: true });
      const [lists] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cadre_will WHERE jsonb_typeof(funeral_wish) <> 'array'`);
      assert.equal(lists!.n, 0, 'list fields are stored as JSON arrays, as the engine reads them');
    } finally {
      await db.close();
    }
  });
});
