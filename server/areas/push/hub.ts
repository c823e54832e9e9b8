/**
 * The sockets this instance holds, and delivery to them. A slow client is closed with a reason rather
 * than allowed to grow the server's memory: its unsent bytes are bounded by `maxBufferedBytes`.
 */
import type { WebSocket } from 'ws';
import { CLOSE_SESSION_ENDED, CLOSE_TOO_SLOW, type PushMessage } from '../../../model/push.ts';
import type { Logger } from '../../log.ts';

export interface Connection {
  ws: WebSocket;
  userId: string;
  sessionId: string;
  orgId: string;
  roleIds: readonly string[];
}

/** Who a message is for: any listed user, organisation (the user's own), role or session; or everyone. */
export interface Audience {
  userIds?: readonly string[];
  orgIds?: readonly string[];
  roleIds?: readonly string[];
  sessionIds?: readonly string[];
  all?: boolean;
}

export function matches(audience: Audience, c: Connection): boolean {
  return Boolean(
    audience.all ||
      audience.userIds?.includes(c.userId) ||
      audience.orgIds?.includes(c.orgId) ||
      audience.sessionIds?.includes(c.sessionId) ||
      audience.roleIds?.some((r) => c.roleIds.includes(r)),
  );
}

export interface Hub {
  add(c: Connection): void;
  remove(c: Connection): void;
  deliver(audience: Audience, message: PushMessage): number;
  /**
   * Closes the sockets of these sessions with code 4001 and the reason. A session its user signed out
   * (reason `logout`) closes quietly; any other end is first told to the page with a `signOut` message.
   */
  endSessions(sessionIds: readonly string[], reason: string): void;
  closeAll(code: number, reason: string): void;
  /** The sessions this instance holds sockets of. */
  sessionIds(): string[];
  readonly size: number;
}

export function createHub(log: Logger, maxBufferedBytes = 1024 * 1024): Hub {
  const connections = new Set<Connection>();

  function send(c: Connection, text: string): void {
    if (c.ws.readyState !== c.ws.OPEN) return;
    if (c.ws.bufferedAmount + text.length > maxBufferedBytes) {
      log.warn('push: closing a client that does not read its messages', { userId: c.userId, buffered: c.ws.bufferedAmount });
      c.ws.close(CLOSE_TOO_SLOW, 'too slow');
      connections.delete(c);
      return;
    }
    c.ws.send(text);
  }

  return {
    add: (c) => void connections.add(c),
    remove: (c) => void connections.delete(c),
    deliver(audience, message) {
      const text = JSON.stringify(message);
      let n = 0;
      for (const c of connections) {
        if (matches(audience, c)) {
          send(c, text);
          n++;
        }
      }
      return n;
    },
    endSessions(sessionIds, reason) {
      for (const c of [...connections]) {
        if (!sessionIds.includes(c.sessionId)) continue;
        if (reason !== 'logout') send(c, JSON.stringify({ type: 'signOut', reason } satisfies PushMessage));
        c.ws.close(CLOSE_SESSION_ENDED, reason.slice(0, 100));
        connections.delete(c);
      }
    },
    closeAll(code, reason) {
      for (const c of connections) c.ws.close(code, reason);
      connections.clear();
    },
    sessionIds: () => [...new Set([...connections].map((c) => c.sessionId))],
    get size() {
      return connections.size;
    },
  };
}
