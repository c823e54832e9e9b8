/**
 * Fixed-window counters in the database, so that every server instance on one PostgreSQL counts the
 * same hits (failed logins per address and per account, SMS sends per address).
 */
import type { Queryable } from '../../db/db.ts';

function windowStart(now: number, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now / size) * size);
}

/** Hits of a bucket in the current window. */
export async function hitsInWindow(q: Queryable, bucket: string, windowSeconds: number, now: number): Promise<number> {
  const [row] = await q.query<{ hits: number }>(
    'SELECT hits FROM auth_rate_counter WHERE bucket = $1 AND window_start = $2',
    [bucket, windowStart(now, windowSeconds)],
  );
  return row?.hits ?? 0;
}

/** Counts one hit; returns the hits of the current window including it. */
export async function addHit(q: Queryable, bucket: string, windowSeconds: number, now: number): Promise<number> {
  const [row] = await q.query<{ hits: number }>(
    `INSERT INTO auth_rate_counter (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN auth_rate_counter.window_start = excluded.window_start THEN auth_rate_counter.hits + 1 ELSE 1 END,
       window_start = excluded.window_start
     RETURNING hits`,
    [bucket, windowStart(now, windowSeconds)],
  );
  return row?.hits ?? 1;
}
