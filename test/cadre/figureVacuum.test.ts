/**
 * The maintained counts' table does not keep the space of the deltas it folds (cadreFigures.ts compactFigures):
 * once folds have deleted VACUUM_AFTER_ROWS rows the table is vacuumed, on PGlite, which has no autovacuum,
 * as on PostgreSQL. Seen from outside: after a bulk write's worth of deltas is folded away, the table is back to
 * about its size before, and what the counts read is unchanged.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { compactFigures, VACUUM_AFTER_ROWS } from '../../server/areas/cadre/statistics/cadreFigures.ts';
import { migrate } from '../../server/db/migrate.ts';
import { ENGINES, freshDatabase, type FreshDb } from '../helpers/engines.ts';

for (const engine of ENGINES) {
  describe(`cadre_figure after a bulk write's deltas are folded (${engine})`, () => {
    let fresh: FreshDb;
    before(async () => {
      fresh = await freshDatabase(engine, { ownDatabase: true });
      await migrate(fresh.db);
    });
    after(() => fresh.dispose());

    const size = async () => (await fresh.db.query<{ bytes: number }>(`SELECT pg_relation_size('cadre_figure')::int AS bytes`))[0]!.bytes;
    const sums = () => fresh.db.query<{ org_id: string; cls: string; dim: string; key: string; n: number }>(
      'SELECT org_id, cls, dim, key, sum(n)::int AS n FROM cadre_figure GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4',
    );

    /** A bulk write's deltas: as many rows as folds delete before the table is vacuumed, netting +1 and −1. */
    const bulkDeltas = () => fresh.db.exec(`
      INSERT INTO cadre_figure (org_id, cls, dim, key, n)
      SELECT '330100', 'c1', 'sex', (g % 2 + 1)::text, CASE WHEN g % 4 < 2 THEN 1 ELSE -1 END FROM generate_series(1, ${VACUUM_AFTER_ROWS}) g`);

    it('reuses the space of folded deltas for the next bulk write, and counts the same', async () => {
      await fresh.db.exec(`INSERT INTO cadre_figure (org_id, cls, dim, key, n, folded) VALUES ('330100', 'c1', 'sex', '1', 3, true), ('330100', 'c1', 'sex', '2', 2, true)`);
      await compactFigures(fresh.db);
      const counted = await sums();
      const sizes: number[] = [];
      for (let write = 0; write < 3; write++) {
        await bulkDeltas();
        await compactFigures(fresh.db);
        assert.deepEqual(await sums(), counted, `write ${write + 1}: the folded counts are the counts`);
        sizes.push(await size());
      }
      const [row] = await fresh.db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM cadre_figure');
      assert.equal(row?.rows, counted.length, 'one row a key');
      // Without a vacuum each write's deltas would take new pages: three times the first write's size.
      assert.ok(sizes[2]! <= sizes[0]! + 16_384, `sizes after each write: ${sizes.join(', ')} bytes`);
    });
  });
}
