/**
 * Plans on PostgreSQL (docs/platform.md, "Plans: lookups by key keep theirs"): a statement marked `byKey` runs
 * where PostgreSQL may keep one plan (`plan_cache_mode = auto`), every other statement where it plans each
 * execution for its values, a transaction's statements on the transaction's connection whatever their mark; and a
 * statement without parameters is prepared like the rest, not sent as a simple query. On PGlite the mark changes
 * nothing but is accepted.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPostgres } from '../../server/db/postgres.ts';
import { ENGINES, freshDatabase, freshSchema } from '../helpers/engines.ts';

const PLAN_MODE = `SELECT current_setting('plan_cache_mode') AS mode`;

describe('statements marked byKey', () => {
  for (const engine of ENGINES) {
    it(`answer as unmarked ones do (${engine})`, async () => {
      const { db, dispose } = await freshDatabase(engine);
      try {
        await db.exec('CREATE TABLE kl (id text PRIMARY KEY, n int)');
        await db.query('INSERT INTO kl VALUES ($1, $2), ($3, $4)', ['a', 1, 'b', 2], { byKey: true });
        for (const id of ['a', 'b', 'c', 'a', 'b', 'a', 'b', 'a']) {
          assert.deepEqual(
            await db.query('SELECT n FROM kl WHERE id = $1', [id], { byKey: true }),
            await db.query('SELECT n FROM kl WHERE id = $1', [id]),
          );
        }
      } finally {
        await dispose();
      }
    });
  }

  it('run on PostgreSQL where one plan may be kept; the rest plan every execution', { skip: !process.env.TEST_DATABASE_URL }, async () => {
    const { db, dispose } = await freshDatabase('postgres');
    try {
      const mode = async (options?: { byKey: boolean }) => (await db.query<{ mode: string }>(PLAN_MODE, [], options))[0]!.mode;
      assert.equal(await mode({ byKey: true }), 'auto');
      assert.equal(await mode(), 'force_custom_plan');
      assert.equal(await mode({ byKey: false }), 'force_custom_plan');
      const inTransaction = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ mode: string }>(PLAN_MODE, [], { byKey: true });
        return row!.mode;
      });
      assert.equal(inTransaction, 'force_custom_plan', 'a transaction keeps its one connection');
      const [jit] = await db.query<{ jit: string }>('SHOW jit', [], { byKey: true });
      assert.equal(jit!.jit, 'off', 'the second pool is set up as the first');
    } finally {
      await dispose();
    }
  });

  it('a statement without parameters is prepared on PostgreSQL', { skip: !process.env.TEST_DATABASE_URL }, async () => {
    const fresh = await freshSchema();
    // One connection, so that the statement and the look at what that connection has prepared meet.
    const db = await openPostgres(fresh.url, { schema: fresh.schema, max: 1 });
    try {
      const text = 'SELECT 41 + 1 AS answer';
      assert.deepEqual(await db.query(text), [{ answer: 42 }]);
      const prepared = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [text]);
      assert.equal(prepared[0]!.n, 1);
    } finally {
      await db.close();
      await fresh.dispose();
    }
  });
});
