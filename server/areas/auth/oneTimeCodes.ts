/**
 * Single-use, short-lived codes and tickets bound to an audience: SSO codes of the development identity
 * provider, hand-off codes for sibling systems, bind and second-factor tickets, captchas. Stored hashed; used once.
 */
import type { Queryable } from '../../db/db.ts';
import { hashToken, newToken } from './tokens.ts';

export type Audience = 'dev-idp' | 'zzd-bind' | 'second-factor' | 'pension' | 'index' | 'push' | 'captcha';

export interface OneTimeCode {
  userId: string | null;
  payload: Record<string, unknown>;
}

export async function issueOneTimeCode(
  q: Queryable,
  audience: Audience,
  options: { userId?: string; payload?: Record<string, unknown>; ttlMs: number; now: number },
): Promise<string> {
  const code = newToken();
  await q.query(
    `INSERT INTO auth_one_time_code (code_hash, audience, user_id, payload, created_at, expires_at)
     VALUES ($1, $2, $3, $4::text::jsonb, $5, $6)`,
    [hashToken(code), audience, options.userId ?? null, JSON.stringify(options.payload ?? {}), new Date(options.now), new Date(options.now + options.ttlMs)],
  );
  return code;
}

/** Reads a live code without using it (a second-factor ticket is used only once its SMS code is right). */
export async function peekOneTimeCode(q: Queryable, code: string, audience: Audience, now: number): Promise<OneTimeCode | null> {
  const [row] = await q.query<{ user_id: string | null; payload: Record<string, unknown> }>(
    'SELECT user_id, payload FROM auth_one_time_code WHERE code_hash = $1 AND audience = $2 AND used_at IS NULL AND expires_at > $3',
    [hashToken(code), audience, new Date(now)],
  );
  return row ? { userId: row.user_id, payload: row.payload } : null;
}

/** Uses a code: one statement, so that of two instances redeeming it at once only one succeeds. */
export async function consumeOneTimeCode(q: Queryable, code: string, audience: Audience, now: number): Promise<OneTimeCode | null> {
  const [row] = await q.query<{ user_id: string | null; payload: Record<string, unknown> }>(
    `UPDATE auth_one_time_code SET used_at = $3
     WHERE code_hash = $1 AND audience = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id, payload`,
    [hashToken(code), audience, new Date(now)],
  );
  return row ? { userId: row.user_id, payload: row.payload } : null;
}
