/**
 * The browser end of the push channel (spec section 4): connects with a fresh ticket, retries 15 s after
 * an error or close, sends a heartbeat after 5 minutes of quiet and reconnects when no reply comes within
 * 10 s. Any message from the server counts as life. Timers and sockets are injected so that tests drive
 * the timings with a fake clock.
 */
import { CLOSE_SESSION_ENDED, HEARTBEAT_MS, parsePushMessage, PUSH_PATH, RECONNECT_MS, REPLY_WAIT_MS } from '../../model/push.ts';
import type { Timers } from '../http/timeout.ts';

/** What the client needs of a WebSocket (the browser's, or `ws` in tests). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface PushClientOptions {
  userId: string;
  tenantId?: string;
  /** POST /asset/ws/ticket through the request layer. */
  ticket(): Promise<string>;
  /** ws:// or wss:// origin of the portal. */
  origin: string;
  createSocket(url: string): SocketLike;
  onMessage(message: { type: string; [key: string]: unknown }): void;
  /** The server ended the session for another reason than the user's own logout (close code 4001): no reconnect. */
  onSessionEnded(): void;
  timers: Timers;
}

export interface PushClient {
  stop(): void;
}

export function startPushClient(options: PushClientOptions): PushClient {
  const { timers } = options;
  let socket: SocketLike | undefined;
  let stopped = false;
  let quiet: unknown;
  let reply: unknown;
  let retry: unknown;

  const clear = (handle: unknown) => handle !== undefined && timers.clearTimeout(handle);

  function resetQuiet(): void {
    clear(quiet);
    clear(reply);
    reply = undefined;
    quiet = timers.setTimeout(() => {
      socket?.send(JSON.stringify({ type: 'heartbeat' }));
      reply = timers.setTimeout(() => {
        // No answer: the connection is dead even if the browser has not noticed. Start again now.
        drop();
        void connect();
      }, REPLY_WAIT_MS);
    }, HEARTBEAT_MS);
  }

  function drop(): void {
    clear(quiet);
    clear(reply);
    const s = socket;
    socket = undefined;
    if (s) {
      s.onclose = s.onerror = s.onmessage = s.onopen = null;
      s.close();
    }
  }

  function scheduleRetry(): void {
    if (stopped) return;
    clear(retry);
    retry = timers.setTimeout(() => void connect(), RECONNECT_MS);
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch {
      scheduleRetry();
      return;
    }
    if (stopped) return;
    const s = options.createSocket(`${options.origin}${PUSH_PATH}/${options.tenantId ?? '1'}/${encodeURIComponent(options.userId)}/${encodeURIComponent(ticket)}`);
    socket = s;
    s.onopen = () => resetQuiet();
    s.onmessage = (event) => {
      resetQuiet();
      const message = typeof event.data === 'string' ? parsePushMessage(event.data) : null;
      if (message && message.type !== 'heartbeat') options.onMessage(message);
    };
    s.onerror = () => {
      drop();
      scheduleRetry();
    };
    s.onclose = (event) => {
      drop();
      // The user's own logout (here or in another tab) is already being handled by the session.
      if (event.code === CLOSE_SESSION_ENDED) {
        if (event.reason !== 'logout') options.onSessionEnded();
      } else scheduleRetry();
    };
  }

  void connect();
  return {
    stop() {
      stopped = true;
      clear(retry);
      drop();
    },
  };
}
