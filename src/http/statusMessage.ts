/** What an answer says: is it the envelope, and the message a user sees (`msg`, else spec section 8's table). */
import { zhTexts } from '../../model/i18n/index.ts';
import { platform } from '../../model/i18n/platform.ts';
import type { Envelope } from '../../model/wire.ts';
import type { ClientConfig } from './clientConfig.ts';

const zh = zhTexts(platform);

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

const TABLE: Readonly<Record<number, keyof typeof platform>> = {
  401: 'status.401',
  403: 'status.403',
  404: 'status.404',
  417: 'status.417',
  423: 'status.423',
  426: 'status.426',
  428: 'status.428',
  429: 'status.429',
  479: 'status.479',
};

/** The table's text for a status; `other` for statuses it does not list. 423 names the contact. */
function statusText(status: number, config: ClientConfig): string {
  return zh(TABLE[status] ?? 'status.default', { name: config.demoContact });
}

/** The server's `msg` if present, else the table's text. */
export function userMessage(status: number, body: unknown, config: ClientConfig): string {
  const msg = typeof body === 'object' && body !== null ? (body as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : statusText(status, config);
}
