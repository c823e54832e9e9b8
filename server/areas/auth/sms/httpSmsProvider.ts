/**
 * The production SMS gateway adapter: `POST SMS_HTTP_URL` with JSON `{ mobile, content, purpose }` and
 * `Authorization: Bearer SMS_HTTP_TOKEN`; any 2xx answer means accepted (docs/security.md, "SMS").
 */
import type { SmsProvider } from './smsProvider.ts';

const TIMEOUT_MS = 10_000;

export function httpSmsProvider(url: string, token: string): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ mobile: message.mobile, content: message.content, purpose: message.purpose }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}
