import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, freshDatabase, type FreshDb } from '../helpers/engines.ts';

const LARGE = 'SELECT n, md5(n::text) AS hash FROM generate_series(1, $1::int) n ORDER BY n';

for (const engine of ENGINES) {
  describe(`db.stream on ${engine}`, () => {
    let fresh: FreshDb;
    before(async () => {
      fresh = await freshDatabase(engine);
    });
    after(() => fresh.dispose());

    it('pages through a large result in batches of the size asked for, in order', async () => {
      const sizes: number[] = [];
      let expected = 1;
      for await (const batch of fresh.db.stream<{ n: number; hash: string }>(LARGE, [25_500], 1000)) {
        sizes.push(batch.length);
        for (const row of batch) assert.equal(row.n, expected++);
      }
      assert.equal(expected, 25_501);
      assert.deepEqual(sizes, [...Array(25).fill(1000), 500]);
    });

    it('leaves the database free for other queries between two batches', async () => {
      let batches = 0;
      for await (const batch of fresh.db.stream<{ n: number }>(LARGE, [3000], 1000)) {
        const [other] = await fresh.db.query<{ n: number }>('SELECT $1::int + 1 AS n', [batch[0]!.n]);
        assert.equal(other!.n, batch[0]!.n + 1);
        batches++;
      }
      assert.equal(batches, 3);
    });

    it('closes its cursor when the reader stops early', async () => {
      for await (const batch of fresh.db.stream<{ n: number }>(LARGE, [5000], 100)) {
        assert.equal(batch.length, 100);
        break;
      }
      if (engine === 'pglite') assert.deepEqual(await fresh.db.query("SELECT name FROM pg_cursors WHERE name <> ''"), []);
      let rows = 0;
      for await (const batch of fresh.db.stream(LARGE, [250], 100)) rows += batch.length;
      assert.equal(rows, 250);
    });
  });
}
