/**
 * Publishing to browsers across every server instance: a message goes out through the database's
 * NOTIFY (PostgreSQL LISTEN/NOTIFY between instances; PGlite within its one process), and each instance
 * delivers it to the sockets it holds. Sessions that end anywhere close their sockets everywhere.
 */
import type { PushMessage } from '../../../model/push.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { Logger } from '../../log.ts';
import { createHub, type Audience, type Hub } from './hub.ts';

export const PUSH_CHANNEL = 'portal_push';
/** Announced (`{ id, reason }`) by the auth area whenever it revokes a session. */
export const SESSION_ENDED_CHANNEL = 'session_ended';
/** NOTIFY payloads are limited to 8000 bytes: address large audiences by organisation or role. */
const MAX_PAYLOAD = 7900;

/**
 * Publishes inside a transaction: PostgreSQL (and PGlite) deliver a NOTIFY at commit, so a message about a
 * change goes out only if the change is kept. Use it from hooks; `push.publish` for everything else.
 */
export async function publishOnCommit(q: Queryable, audience: Audience, message: PushMessage): Promise<void> {
  const payload = JSON.stringify({ audience, message });
  if (payload.length > MAX_PAYLOAD) throw new Error(`push payload too large (${payload.length} bytes): address organisations or roles instead`);
  await q.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, payload]);
}

export interface Push {
  readonly hub: Hub;
  publish(audience: Audience, message: PushMessage): Promise<void>;
  /** Starts listening; resolves once both channels are subscribed. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createPush(db: Db, log: Logger): Push {
  const hub = createHub(log);
  const unsubscribe: (() => Promise<void>)[] = [];
  return {
    hub,
    async publish(audience, message) {
      const payload = JSON.stringify({ audience, message });
      if (payload.length > MAX_PAYLOAD) throw new Error(`push payload too large (${payload.length} bytes): address organisations or roles instead`);
      await db.notify(PUSH_CHANNEL, payload);
    },
    async start() {
      unsubscribe.push(
        await db.listen(PUSH_CHANNEL, (payload) => {
          try {
            const { audience, message } = JSON.parse(payload) as { audience: Audience; message: PushMessage };
            hub.deliver(audience, message);
          } catch (err) {
            log.error('push: unreadable notification', { err });
          }
        }),
        await db.listen(SESSION_ENDED_CHANNEL, (payload) => {
          try {
            const { id, reason } = JSON.parse(payload) as { id: string; reason: string };
            hub.endSessions([id], reason);
          } catch (err) {
            log.error('push: unreadable session notification', { err });
          }
        }),
      );
    },
    async stop() {
      hub.closeAll(1001, 'server stopping');
      await Promise.all(unsubscribe.splice(0).map((u) => u()));
    },
  };
}
