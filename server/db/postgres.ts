/** The server engine: any PostgreSQL 13+ through DATABASE_URL (postgres.js). */
import postgres from 'postgres';
import type { Db, Params, Queryable, QueryOptions, Row, StreamOptions } from './db.ts';

type Sql = postgres.Sql | postgres.TransactionSql;

/**
 * Prepared, per connection and statement text, so that PostgreSQL parses a statement once per connection, not on
 * every request (docs/performance.md, "Session 16"); a statement without parameters too, which postgres.js would
 * otherwise send as a simple query, parsed and planned every time. `simple` is read by postgres.js 3.4
 * (src/index.js) but not in its types.
 */
const PREPARED = { prepare: true, simple: false };

/** `byKey` statements go to `keyed` when there is one (the pool, not a transaction's connection). */
function wrap(sql: Sql, keyed?: Sql): Queryable {
  return {
    async query<T extends Row>(text: string, params?: Params, options?: QueryOptions) {
      // A plain array, as PGlite gives: postgres.js's Result subclass would make the engines differ.
      const on = (options?.byKey && keyed) || sql;
      const rows = await on.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[], PREPARED);
      return Array.from(rows) as unknown as T[];
    },
    async exec(text: string) {
      await sql.unsafe(text);
    },
  };
}

/** The PostgreSQL of DATABASE_URL cannot be reached or refuses us; the message names it without its password. */
export class DatabaseUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    const reason = describe(cause);
    const where = redactPassword(url);
    super(`无法连接数据库 ${where}：${reason}。Cannot use the database at ${where} (DATABASE_URL): ${reason}.`, { cause });
  }
}

/** Node reports a refused localhost (::1 and 127.0.0.1) as an AggregateError without a message. */
function describe(cause: unknown): string {
  if (cause instanceof AggregateError && !cause.message) return cause.errors.map(describe).join('; ');
  if (cause instanceof Error) return cause.message || String((cause as NodeJS.ErrnoException).code ?? cause.name);
  return String(cause);
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

export interface PostgresOptions {
  /** Schema to use as search_path (tests give each server a fresh one). */
  schema?: string;
  max?: number;
  /** Every connection's statement_timeout (the server's request limit); unset: the server's default. */
  statementTimeoutMs?: number;
}

/**
 * At most two statements wait behind another on a connection. postgres.js otherwise pipelines up to 100 onto
 * connections already busy, round robin, whatever runs there: a key lookup then waits behind a province-wide
 * statistic, and a write's transaction waits for a connection with nothing queued (docs/performance.md,
 * "Session 19"). `max_pipeline` is read by postgres.js 3.4 (src/index.js) but not in its types.
 */
const PIPELINE = { max_pipeline: 2 };

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const max = options.max ?? 10;
  const pool = (planCacheMode: 'force_custom_plan' | 'auto', connections: number) =>
    postgres(url, {
      max: connections,
      ...PIPELINE,
      onnotice: () => {},
      connection: {
        // The portal's statements are short lookups and pages; JIT compiles every statement whose *estimated* cost
        // passes jit_above_cost, however fast it runs. Where statistics are missing or stale, a list of a few rows
        // crossed it and compiling took seconds, past the request limit (docs/platform.md, "No JIT on PostgreSQL";
        // test/platform/statementTimeout.test.ts).
        jit: 'off',
        plan_cache_mode: planCacheMode,
        ...(options.schema ? { search_path: options.schema } : {}),
        ...(options.statementTimeoutMs !== undefined ? { statement_timeout: options.statementTimeoutMs } : {}),
      },
      types: {
        // Same JS types as the PGlite adapter (see db.ts).
        date: { to: 1082, from: [1082], serialize: (v: string) => v, parse: (v: string) => v },
        int8: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) },
      },
    });
  // Statements are prepared (wrap above), but planned for each execution's values: a plan made once for all
  // values would serve the province's scope and a unit's alike, however different their rows. Lookups by key
  // have a pool of their own where PostgreSQL may keep one plan (its default), since their plan never depends
  // on the values; on the lists' connections a generic plan would come in after five executions.
  const sql = pool('force_custom_plan', max);
  const keyed = pool('auto', Math.ceil(max / 2));
  try {
    await sql`SELECT 1`; // fail at start, not at the first request, when the server cannot be reached
  } catch (e) {
    await Promise.all([sql.end({ timeout: 0 }), keyed.end({ timeout: 0 })]);
    throw new DatabaseUnavailableError(url, e);
  }
  const base = wrap(sql, keyed);
  return {
    engine: 'postgres',
    ...base,
    // On a connection reserved first, not through sql.begin: postgres.js 3.4.9 can send sql.begin's BEGIN on a
    // connection it has not reserved when that BEGIN is pipelined behind other statements under load, and other
    // requests' statements then run inside the transaction (porsager/postgres#823, #1189; docs/platform.md).
    async transaction(fn) {
      const connection = await sql.reserve();
      // A connection that could not even roll back has closed: postgres.js has put it back among its closed ones.
      let live = true;
      try {
        await connection.unsafe('BEGIN');
        const result = await fn(wrap(connection));
        await connection.unsafe('COMMIT');
        return result;
      } catch (e) {
        await connection.unsafe('ROLLBACK').catch(() => (live = false));
        throw e;
      } finally {
        if (live) connection.release();
      }
    },
    async *stream<T extends Row>(text: string, params?: Params, batchSize = 1000, streamOptions: StreamOptions = {}) {
      // A cursor's batches are one statement to PostgreSQL: a long read needs its own limit, set on a
      // connection reserved for it and put back to the connection's default afterwards.
      const connection = streamOptions.statementTimeoutMs !== undefined ? await sql.reserve() : undefined;
      try {
        if (connection) await connection.unsafe(`SET statement_timeout = ${Math.max(0, Math.floor(streamOptions.statementTimeoutMs!))}`);
        const cursor = (connection ?? sql).unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[]).cursor(batchSize);
        for await (const rows of cursor) yield Array.from(rows) as unknown as T[];
      } finally {
        if (connection) {
          await connection.unsafe('RESET statement_timeout');
          connection.release();
        }
      }
    },
    async listen(channel, onMessage) {
      const { unlisten } = await sql.listen(channel, onMessage);
      return unlisten;
    },
    async notify(channel, payload) {
      await sql`SELECT pg_notify(${channel}, ${payload})`;
    },
    async close() {
      await Promise.all([sql.end({ timeout: 5 }), keyed.end({ timeout: 5 })]);
    },
  };
}
