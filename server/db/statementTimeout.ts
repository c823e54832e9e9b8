/**
 * The statement timeout (docs/platform.md, "Statement timeout"). On PostgreSQL every connection of the
 * server starts with the request limit (STATEMENT_TIMEOUT_MS, a connection parameter); background jobs and
 * maintenance set their own for the length of their transaction. PGlite runs a statement to its end on the
 * one JavaScript thread: the setting is accepted there and never fires.
 */
import type { Queryable } from './db.ts';

/** SQLSTATE of a statement cancelled by statement_timeout (or by an administrator). */
export const QUERY_CANCELED = '57014';

/** Sets the limit for the rest of the caller's transaction (0: none). */
export async function limitTransaction(tx: Queryable, ms: number): Promise<void> {
  await tx.exec(`SET LOCAL statement_timeout = ${Math.max(0, Math.floor(ms))}`);
}
