/**
 * Transactions on PostgreSQL stay whole under load: a hundred started at once, behind statements that keep every
 * connection busy and fill its pipeline, each runs alone on its connection from BEGIN to COMMIT, and no other
 * statement runs inside one. postgres.js's sql.begin could break this under load (porsager/postgres#823: a BEGIN
 * sent on a connection not reserved for it; seen here as UNSAFE_TRANSACTION about once in 10 000 requests of the
 * load mix). This case does not reproduce that race on demand; it holds the isolation the reserved connection of
 * server/db/postgres.ts gives, on every run.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { freshDatabase } from '../helpers/engines.ts';

describe('transactions on PostgreSQL under load', { skip: !process.env.TEST_DATABASE_URL, timeout: 120_000 }, () => {
  it('each runs alone on its connection, however many wait', async () => {
    const { db, dispose } = await freshDatabase('postgres');
    try {
      // Every connection (freshDatabase opens 4) busy, and 99 statements waiting on each: the next statement
      // sent on a connection fills its pipeline (postgres.js's max_pipeline, 100).
      const tick = () => new Promise((r) => setImmediate(r));
      const busy = Array.from({ length: 4 }, () => db.query('SELECT pg_sleep(0.3)'));
      await tick();
      const plain = Array.from({ length: 4 * 99 }, () => db.query<{ txid: string; inTransaction: boolean }>(`SELECT txid_current()::text AS txid, now() <> statement_timestamp() AS "inTransaction"`));
      await tick();
      const transactions = Array.from({ length: 100 }, () =>
        db.transaction(async (tx) => {
          const [first] = await tx.query<{ txid: string }>('SELECT txid_current()::text AS txid');
          await tx.query('SELECT pg_sleep(0.001)');
          const [second] = await tx.query<{ txid: string }>('SELECT txid_current()::text AS txid');
          return [first!.txid, second!.txid] as const;
        }),
      );
      await Promise.all(busy);
      const ids = await Promise.all(transactions);
      for (const [first, second] of ids) assert.equal(first, second, 'both statements ran in the one transaction');
      assert.equal(new Set(ids.map(([first]) => first)).size, ids.length, 'no two transactions shared one');
      const txOf = new Set(ids.map(([first]) => first));
      for (const [row] of await Promise.all(plain)) {
        assert.equal(txOf.has(row!.txid), false, 'a statement outside the transactions ran inside none of them');
      }
    } finally {
      await dispose();
    }
  });
});
