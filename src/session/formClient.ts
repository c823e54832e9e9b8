/**
 * The request layer for the session's forms (sign-in, second factor, change password, lock, landing pages):
 * the same rules, without the toast. The form shows the failure's `userMessage` itself, next to what the
 * user typed (under the field it concerns), where it stays instead of vanishing after three seconds.
 * Navigation, logout and the error log stay as the rules say.
 */
import { http } from '../http/client.ts';
import { httpPorts } from '../http/ports.ts';
import type { Client } from '../http/request.ts';

export function formClient(base: Client = http): Client {
  return base.extend({ ports: { ...httpPorts.getState(), notify: () => {} } });
}
