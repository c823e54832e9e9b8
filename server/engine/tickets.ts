/**
 * Single-use, short-lived download links: the ticket in the link is the credential (the browser opens it
 * without the Authorization header), so only its hash is stored, it works once, for
 * DOWNLOAD_TICKET_SECONDS, and it travels as the `ticket` query parameter, which logs redact
 * (server/log.ts SECRET_KEYS).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { API } from './api.ts';

export type TicketKind = 'file' | 'export' | 'importErrors';

export interface Ticket {
  kind: TicketKind;
  refId: string;
  userId: string;
}

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The download address of a ticket (relative to the portal's origin). */
export function downloadUrl(ticket: string): string {
  return `${API}/download?ticket=${ticket}`;
}

export async function issueTicket(q: Queryable, ticket: Ticket, now: number, ttlSeconds: number): Promise<{ url: string }> {
  const value = randomBytes(32).toString('base64url');
  await q.query(
    'INSERT INTO download_ticket (ticket_hash, kind, ref_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [hash(value), ticket.kind, ticket.refId, ticket.userId, new Date(now), new Date(now + ttlSeconds * 1000)],
  );
  return { url: downloadUrl(value) };
}

/** Uses a ticket: one statement, so that of two requests racing with it only one gets the file. */
export async function redeemTicket(q: Queryable, value: string, now: number): Promise<Ticket | null> {
  if (!/^[\w-]{43}$/.test(value)) return null;
  const [row] = await q.query<{ kind: TicketKind; ref_id: string; user_id: string }>(
    `UPDATE download_ticket SET used_at = $2 WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING kind, ref_id, user_id`,
    [hash(value), new Date(now)],
  );
  return row ? { kind: row.kind, refId: row.ref_id, userId: row.user_id } : null;
}
