/**
 * The push channel's endpoints: `POST /asset/ws/ticket` (a single-use, one-minute ticket for the signed-in
 * session) and the WebSocket upgrade at `/asset/ws/{tenantId}/{userId}/{ticket}` on the same port. The
 * ticket, not the token, travels in the URL; it must match the user and tenant, and the Origin must be
 * the portal's own. Tickets are never logged.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { match } from '../../../model/path.ts';
import { parsePushMessage, PUSH_PATH, PUSH_TICKET_PATH, type PushMessage } from '../../../model/push.ts';
import type { AreaDeps } from '../../areas.ts';
import type { Router } from '../../http/router.ts';
import { authDepsOf } from '../auth/authDeps.ts';
import { consumeOneTimeCode, issueOneTimeCode } from '../auth/oneTimeCodes.ts';
import type { Connection } from './hub.ts';
import { liveSessions } from './liveSessions.ts';

const TENANT = '1';
const TICKET_TTL_MS = 60_000;
/** How often this instance re-checks that its sockets' sessions are still live (expiry, idle). */
const SESSION_CHECK_MS = 60_000;

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Same origin: the Origin header names the host the browser asked for (or the configured public origin). */
function sameOrigin(req: IncomingMessage, publicOrigin: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  if (publicOrigin) return origin === publicOrigin;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function pushRoutes(router: Router, deps: AreaDeps): void {
  const { app, push, log, config } = deps;
  const auth = authDepsOf(app);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  router.post(PUSH_TICKET_PATH, async (ctx) => {
    const p = ctx.principal!;
    return issueOneTimeCode(auth.db, 'push', { userId: p.userId, payload: { sessionId: p.sessionId, tenantId: TENANT }, ttlMs: TICKET_TTL_MS, now: auth.clock.now() });
  });

  app.upgrade = async (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://portal.local').pathname;
    const params = match(`${PUSH_PATH}/{tenantId}/{userId}/{ticket}`, path);
    if (!params) return refuse(socket, 404, 'Not Found');
    if (!sameOrigin(req, config.publicOrigin)) return refuse(socket, 403, 'Forbidden');
    const now = auth.clock.now();
    const ticket = await consumeOneTimeCode(auth.db, params.ticket!, 'push', now);
    const sessionId = typeof ticket?.payload.sessionId === 'string' ? ticket.payload.sessionId : '';
    if (!ticket || ticket.userId !== params.userId || ticket.payload.tenantId !== params.tenantId || params.tenantId !== TENANT) {
      log.warn('push: upgrade refused', { userId: params.userId, reason: 'ticket' });
      return refuse(socket, 401, 'Unauthorized');
    }
    const [live] = await liveSessions(auth.db, [sessionId], now, config.auth);
    if (!live) return refuse(socket, 401, 'Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const c: Connection = { ws, userId: live.userId, sessionId, orgId: live.orgId, roleIds: live.roleIds };
      push.hub.add(c);
      log.info('push: connected', { userId: c.userId, sockets: push.hub.size });
      ws.on('message', (data, isBinary) => {
        const message = isBinary ? null : parsePushMessage(data.toString());
        // The heartbeat is answered at once; clients send nothing else the server acts on.
        if (message?.type === 'heartbeat') ws.send(JSON.stringify({ type: 'heartbeat' } satisfies PushMessage));
      });
      ws.on('close', () => push.hub.remove(c));
      ws.on('error', () => push.hub.remove(c));
    });
  };

  // Sessions also end by expiry and idleness, which announce nothing: look at them now and then.
  const timer = setInterval(() => {
    const ids = push.hub.sessionIds();
    liveSessions(auth.db, ids, auth.clock.now(), config.auth).then(
      (live) => {
        const alive = new Set(live.map((s) => s.sessionId));
        push.hub.endSessions(ids.filter((id) => !alive.has(id)), 'expired');
      },
      (err: unknown) => log.warn('push: session check failed', { err }),
    );
  }, SESSION_CHECK_MS);
  timer.unref();
  app.onStop(() => {
    clearInterval(timer);
    wss.close();
  });
}
