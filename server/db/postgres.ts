/** The server engine: any PostgreSQL 13+ through DATABASE_URL (postgres.js). */
import postgres from 'postgres';
import type { Db, Params, Queryable, Row } from './db.ts';

type Sql = postgres.Sql | postgres.TransactionSql;

function wrap(sql: Sql): Queryable {
  return {
    async query<T extends Row>(text: string, params?: Params) {
      return (await sql.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[])) as unknown as T[];
    },
    async exec(text: string) {
      await sql.unsafe(text);
    },
  };
}

export interface PostgresOptions {
  /** Schema to use as search_path (tests give each server a fresh one). */
  schema?: string;
  max?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: options.schema ? { search_path: options.schema } : {},
    types: {
      // Same JS types as the PGlite adapter (see db.ts).
      date: { to: 1082, from: [1082], serialize: (v: string) => v, parse: (v: string) => v },
      int8: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) },
    },
  });
  await sql`SELECT 1`; // fail at start, not at the first request, when the server cannot be reached
  const base = wrap(sql);
  return {
    engine: 'postgres',
    ...base,
    transaction: (fn) => sql.begin((tx) => fn(wrap(tx))) as Promise<never>,
    async *stream<T extends Row>(text: string, params?: Params, batchSize = 1000) {
      const cursor = sql.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[]).cursor(batchSize);
      for await (const rows of cursor) yield rows as unknown as T[];
    },
    async listen(channel, onMessage) {
      const { unlisten } = await sql.listen(channel, onMessage);
      return unlisten;
    },
    async notify(channel, payload) {
      await sql`SELECT pg_notify(${channel}, ${payload})`;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
