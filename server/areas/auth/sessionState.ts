/** Whether a session may still be used: not revoked, not past its absolute or idle end, account enabled. */
import type { AuthConfig } from '../../config.ts';

export interface SessionFacts {
  revoked_at: Date | null;
  expires_at: Date;
  last_seen_at: Date;
  enabled: boolean;
  del_flag: number;
}

export type SessionProblem = 'revoked' | 'expired' | 'idle' | 'disabled';

export function sessionProblem(s: SessionFacts, now: number, auth: AuthConfig): SessionProblem | null {
  if (!s.enabled || s.del_flag !== 0) return 'disabled';
  if (s.revoked_at) return 'revoked';
  if (now >= s.expires_at.getTime()) return 'expired';
  if (now - s.last_seen_at.getTime() >= auth.sessionIdleTimeout * 1000) return 'idle';
  return null;
}
