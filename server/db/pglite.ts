/** The embedded engine: PGlite in a data directory (or in memory for tests). */
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db, Params, Queryable, Row } from './db.ts';

/** Same JS types as the PostgreSQL adapter (see db.ts). */
const parsers = {
  [types.DATE]: (v: string) => v,
  [types.INT8]: (v: string) => Number(v),
};

let cursorSeq = 0;

function wrap(target: PGlite | Transaction): Queryable {
  return {
    // QueryOptions change nothing here: PGlite runs each statement as it comes.
    async query<T extends Row>(sql: string, params?: Params) {
      const result = await target.query<T>(sql, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Opens PGlite at `dataDir` (a directory, or `memory://`), optionally from a dump made by `dumpDataDir`. */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const pg = await PGlite.create(dataDir, { parsers, loadDataDir: options.loadDataDir });
  const base = wrap(pg);
  return {
    engine: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // A WITH HOLD cursor is materialised by PostgreSQL (spilling to its temp files), so the single
    // PGlite connection is free for other requests between two batches.
    async *stream<T extends Row>(sql: string, params?: Params, batchSize = 1000) {
      const name = `stream_${++cursorSeq}`;
      await pg.query(`DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${sql}`, params as unknown[] | undefined);
      try {
        for (;;) {
          const { rows } = await pg.query<T>(`FETCH ${batchSize} FROM ${name}`);
          if (rows.length > 0) yield rows;
          if (rows.length < batchSize) return;
        }
      } finally {
        await pg.query(`CLOSE ${name}`);
      }
    },
    async listen(channel, onMessage) {
      const unsubscribe = await pg.listen(channel, onMessage);
      return () => unsubscribe();
    },
    async notify(channel, payload) {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (pg.closed) return;
      if (!dataDir.startsWith('memory://')) await pg.exec('CHECKPOINT');
      await pg.close();
    },
  };
}
