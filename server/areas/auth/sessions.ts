/**
 * Sessions and their tokens. A session is one sign-in (the refresh family); its tokens are opaque and
 * stored hashed. Revoking a session ends every token of it at once.
 */
import { randomUUID } from 'node:crypto';
import type { AuthConfig } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import { hashToken, newToken } from './tokens.ts';
import { SESSION_ENDED_CHANNEL } from '../push/push.ts';

export interface SessionStart {
  userId: string;
  clientId: string;
  /** password | password+sms | sms | social | sso */
  method: string;
  ip: string;
  userAgent: string | null;
}

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
}

export async function createSession(q: Queryable, start: SessionStart, now: number, auth: AuthConfig): Promise<IssuedTokens> {
  const id = randomUUID();
  const expiresAt = now + auth.sessionMaxAge * 1000;
  await q.query(
    `INSERT INTO auth_session (id, user_id, client_id, method, ip, user_agent, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
    [id, start.userId, start.clientId, start.method, start.ip, start.userAgent, new Date(now), new Date(expiresAt)],
  );
  return issueTokens(q, id, expiresAt, now, auth);
}

/** A new access and refresh token for a session; neither outlives the session. */
export async function issueTokens(q: Queryable, sessionId: string, sessionExpiresAt: number, now: number, auth: AuthConfig): Promise<IssuedTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const accessExpiresAt = Math.min(now + auth.accessTokenTtl * 1000, sessionExpiresAt);
  await q.query(
    `INSERT INTO auth_token (token_hash, kind, session_id, created_at, expires_at)
     VALUES ($1, 'access', $3, $4, $5), ($2, 'refresh', $3, $4, $6)`,
    [hashToken(accessToken), hashToken(refreshToken), sessionId, new Date(now), new Date(accessExpiresAt), new Date(sessionExpiresAt)],
  );
  return { sessionId, accessToken, refreshToken, expiresIn: Math.floor((accessExpiresAt - now) / 1000) };
}

/**
 * Announces ended sessions so that every instance closes their push sockets. NOTIFY inside a transaction
 * is delivered at commit, so a rolled-back revocation announces nothing.
 */
async function announceEnded(q: Queryable, sessionIds: readonly string[], reason: string): Promise<void> {
  if (!sessionIds.length) return;
  await q.query(
    `SELECT pg_notify('${SESSION_ENDED_CHANNEL}', json_build_object('id', id, 'reason', $2::text)::text) FROM unnest($1::text[]) AS id`,
    [sessionIds, reason],
  );
}

/** Ends one session; returns its client id, or null when it had already ended. */
export async function revokeSession(q: Queryable, sessionId: string, reason: string, now: number): Promise<string | null> {
  const [row] = await q.query<{ client_id: string }>(
    'UPDATE auth_session SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING client_id',
    [sessionId, new Date(now), reason],
  );
  if (row) await announceEnded(q, [sessionId], reason);
  return row?.client_id ?? null;
}

/** Ends every live session of a user (forced sign-out, password change or reset); returns how many. */
export async function revokeUserSessions(q: Queryable, userId: string, reason: string, now: number, keepSessionId?: string): Promise<number> {
  const rows = await q.query(
    `UPDATE auth_session SET revoked_at = $2, revoked_reason = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $4 RETURNING id`,
    [userId, new Date(now), reason, keepSessionId ?? null],
  );
  await announceEnded(q, rows.map((r) => r.id as string), reason);
  return rows.length;
}
