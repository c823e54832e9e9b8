/** The online-session calls of /system/onlineUser (docs/api.md, "Logs and online sessions"). */
import type { Page } from '../../../../model/wire.ts';
import { http } from '../../../http/client.ts';
import type { Params } from '../../../http/query.ts';
import type { Client } from '../../../http/request.ts';

/** A live session as `GET onlineUser` answers it. */
export interface OnlineSession {
  sessionId: string;
  userId: string;
  username: string;
  name: string;
  orgName: string;
  ip: string | null;
  userAgent: string | null;
  client: string | null;
  /** How the session signed in: password, sms, social, sso. */
  method: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The caller's own session (signing it out is 退出登录, not this page's). */
  current: boolean;
}

const BASE = '/lgbsmp/api/v1/onlineUser';

export function listOnline(query: Params, signal?: AbortSignal): Promise<Page<OnlineSession>> {
  return http.get<Page<OnlineSession>>(BASE, { params: query, signal });
}

/** Ends one session. */
export function endSession(sessionId: string, client: Client = http): Promise<{ revoked: number }> {
  return client.delete<{ revoked: number }>(`${BASE}/${encodeURIComponent(sessionId)}`);
}

/** Ends every session of an account. */
export function endUserSessions(userId: string, client: Client = http): Promise<{ revoked: number }> {
  return client.delete<{ revoked: number }>(`${BASE}/user/${encodeURIComponent(userId)}`);
}
