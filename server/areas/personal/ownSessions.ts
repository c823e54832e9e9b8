/**
 * The signed-in user's own live sessions (server/areas/auth/sessions.ts: one per sign-in), and ending one
 * of the others: a device left signed in somewhere. The current session ends through 退出登录 (logout),
 * which also clears this browser's tokens; ending it here would leave the page signed in to nothing.
 */
import type { OwnSession } from '../../../model/personal.ts';
import type { Queryable } from '../../db/db.ts';
import { httpError } from '../../http/errors.ts';
import { revokeSession } from '../auth/sessions.ts';

export async function ownSessions(q: Queryable, userId: string, currentId: string, now: number): Promise<OwnSession[]> {
  const rows = await q.query<Omit<OwnSession, 'current'>>(
    `SELECT id, client_id AS "clientId", method, ip, user_agent AS "userAgent", created_at AS "createdAt", last_seen_at AS "lastSeenAt"
     FROM auth_session WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
     ORDER BY (id = $3) DESC, last_seen_at DESC, id`,
    [userId, new Date(now), currentId],
  );
  return rows.map((row) => ({ ...row, current: row.id === currentId }));
}

/** Someone else's session answers as an unknown one: whose sessions exist is nobody else's business. */
export async function endOwnSession(q: Queryable, userId: string, currentId: string, sessionId: string, now: number): Promise<{ ended: true }> {
  if (sessionId === currentId) throw httpError(400, 'personal.sessionCurrent');
  const [own] = await q.query('SELECT 1 FROM auth_session WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3', [sessionId, userId, new Date(now)]);
  if (!own || !(await revokeSession(q, sessionId, 'ended_by_owner', now))) throw httpError(404, 'personal.sessionNotFound');
  return { ended: true };
}
