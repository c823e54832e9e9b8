/** Which of the given sessions may still be used (not revoked, expired, idle, or of a disabled account). */
import type { AuthConfig } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import { sessionProblem, type SessionFacts } from '../auth/sessionState.ts';

export interface LiveSession {
  sessionId: string;
  userId: string;
  orgId: string;
  roleIds: string[];
}

export async function liveSessions(q: Queryable, sessionIds: readonly string[], now: number, auth: AuthConfig): Promise<LiveSession[]> {
  if (!sessionIds.length) return [];
  const rows = await q.query<SessionFacts & { [column: string]: unknown; id: string; user_id: string; org_id: string; role_ids: string[] }>(
    `SELECT s.id, s.user_id, s.revoked_at, s.expires_at, s.last_seen_at, u.enabled, u.del_flag, u.org_id,
            COALESCE((SELECT array_agg(ur.role_id) FROM sys_user_role ur WHERE ur.user_id = u.id), '{}') AS role_ids
       FROM auth_session s JOIN sys_user u ON u.id = s.user_id WHERE s.id = ANY ($1::text[])`,
    [sessionIds],
  );
  return rows
    .filter((r) => sessionProblem(r, now, auth) === null)
    .map((r) => ({ sessionId: r.id, userId: r.user_id, orgId: r.org_id, roleIds: r.role_ids }));
}
