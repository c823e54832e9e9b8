/**
 * Refresh-token rotation with reuse detection: a refresh token works once. Presenting a used one means
 * two parties hold the family (one of them stole it), so the whole session is revoked.
 */
import type { AuthConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { issueTokens, revokeSession, type IssuedTokens } from './sessions.ts';
import { sessionProblem, type SessionFacts } from './sessionState.ts';
import { hashToken } from './tokens.ts';

/** Requests already sent with the previous access token may still arrive for this long. */
export const ACCESS_GRACE_MS = 30 * 1000;

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: IssuedTokens; userId: string; username: string }
  | { kind: 'reused'; userId: string; username: string }
  | { kind: 'refused'; reason: string; userId?: string; username?: string };

interface RefreshRow extends SessionFacts {
  [column: string]: unknown;
  session_id: string;
  token_expires_at: Date;
  used_at: Date | null;
  user_id: string;
  username: string;
}

export async function rotateRefreshToken(db: Db, token: string, now: number, auth: AuthConfig): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    // FOR UPDATE: of two concurrent uses of one token, the second sees it used.
    const [row] = await tx.query<RefreshRow>(
      `SELECT t.session_id, t.expires_at AS token_expires_at, t.used_at, s.user_id, s.revoked_at, s.expires_at,
              s.last_seen_at, u.enabled, u.del_flag, u.username
       FROM auth_token t JOIN auth_session s ON s.id = t.session_id JOIN sys_user u ON u.id = s.user_id
       WHERE t.token_hash = $1 AND t.kind = 'refresh' FOR UPDATE OF t`,
      [hashToken(token)],
    );
    if (!row) return { kind: 'refused', reason: 'unknown_refresh_token' };
    const who = { userId: row.user_id, username: row.username };
    if (row.used_at) {
      await revokeSession(tx, row.session_id, 'refresh_reuse', now);
      return { kind: 'reused', ...who };
    }
    const problem = sessionProblem(row, now, auth) ?? (now >= row.token_expires_at.getTime() ? 'expired' : null);
    if (problem) return { kind: 'refused', reason: problem, ...who };
    await tx.query('UPDATE auth_token SET used_at = $2 WHERE token_hash = $1', [hashToken(token), new Date(now)]);
    await tx.query(
      `UPDATE auth_token SET expires_at = LEAST(expires_at, $2) WHERE session_id = $1 AND kind = 'access'`,
      [row.session_id, new Date(now + ACCESS_GRACE_MS)],
    );
    await tx.query('UPDATE auth_session SET last_seen_at = $2 WHERE id = $1', [row.session_id, new Date(now)]);
    const tokens = await issueTokens(tx, row.session_id, row.expires_at.getTime(), now, auth);
    return { kind: 'rotated', tokens, ...who };
  });
}
