/**
 * The push channel's messages (spec section 4): JSON objects with a `type`. Shared by the server that
 * sends them and the browser that routes them; docs/api.md lists them.
 */

export const PUSH_PATH = '/asset/ws';
export const PUSH_TICKET_PATH = '/asset/ws/ticket';

/** Spec section 9. */
export const HEARTBEAT_MS = 300_000;
export const REPLY_WAIT_MS = 10_000;
export const RECONNECT_MS = 15_000;

/** Close codes the server uses (4000–4999 are the application's own). */
export const CLOSE_SESSION_ENDED = 4001;
export const CLOSE_TOO_SLOW = 4008;

export type PushMessage =
  | { type: 'heartbeat' }
  /** A notice or notification addressed to the user or their organisation. */
  | { type: 'notice'; id: string; title: string; resource?: string }
  /** The result of something the user submitted for approval. */
  | { type: 'approval'; resource: string; id: string; title: string; approved: boolean; reason?: string }
  /** A background import or export finished. */
  | { type: 'job'; kind: 'export' | 'import'; id: string; status: string; fileName?: string }
  /** The session was ended by the server (forced sign-out); the socket closes right after. */
  | { type: 'signOut'; reason: string }
  /** The user's grants changed: reload the menu. */
  | { type: 'menuChanged' };

/** Parses a text frame; null for anything that is not a JSON object with a string `type`. */
export function parsePushMessage(text: string): { type: string; [key: string]: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string'
      ? (value as { type: string })
      : null;
  } catch {
    return null;
  }
}
