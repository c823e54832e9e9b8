/**
 * The one database interface of the server. Two engines implement it: PGlite (embedded, default) and
 * PostgreSQL (DATABASE_URL). Queries are plain SQL with $1-style parameters, the same text on both.
 *
 * Both engines return the same JS types: int8 as number, numeric as string, date as 'YYYY-MM-DD',
 * timestamps as Date, json/jsonb parsed.
 */

export type Row = Record<string, unknown>;
export type Params = readonly unknown[];

export interface QueryOptions {
  /**
   * The statement finds rows by a unique key (a session by its token's hash, a record by its id), so that one
   * plan serves whatever the values: PostgreSQL may keep that plan instead of planning every execution for its
   * values, as lists need (docs/platform.md, "Plans"). Inside a transaction, and on PGlite, it changes nothing.
   */
  byKey?: boolean;
}

export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: Params, options?: QueryOptions): Promise<T[]>;
  /** Runs several statements without parameters (migrations, dumps). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Reads a large result in batches through a server-side cursor, so that neither engine holds the
   * whole result in memory. The cursor lives in its own transaction for the duration of the loop.
   */
  stream<T extends Row = Row>(sql: string, params?: Params, batchSize?: number, options?: StreamOptions): AsyncGenerator<T[]>;
  /** Subscribes to a NOTIFY channel; resolves to the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Waits for pending work, checkpoints an embedded database, and closes. */
  close(): Promise<void>;
}

export interface StreamOptions {
  /** The statement timeout of the whole read, instead of the connection's (PostgreSQL; see statementTimeout.ts). */
  statementTimeoutMs?: number;
}

/** A database error keeps the SQL state code of PostgreSQL (`23505` unique violation and so on). */
export interface DbError extends Error {
  code?: string;
  constraint?: string;
}

export function isDbError(e: unknown, code?: string): e is DbError {
  return e instanceof Error && typeof (e as DbError).code === 'string' && (!code || (e as DbError).code === code);
}

/** Formats a Date-or-string date column value as YYYY-MM-DD without a time zone shift. */
export function dateText(value: string): string {
  return value.length > 10 ? value.slice(0, 10) : value;
}

/** Quotes an identifier that was checked against a declaration; never pass request text here. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}
