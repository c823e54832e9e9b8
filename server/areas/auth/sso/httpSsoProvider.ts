/**
 * The identity-service adapter: `POST SSO_HTTP_URL` with JSON `{ code, flow, appKey, appSecret }`;
 * a 2xx answer `{ accountId, name }` names the account, anything else means the code is not good.
 * (The service's own signed API sits behind a gateway that speaks this; docs/security.md.)
 */
import type { AuthConfig } from '../../../config.ts';
import type { SsoProvider } from './ssoProvider.ts';

const TIMEOUT_MS = 10_000;

export function httpSsoProvider(sso: AuthConfig['sso']): SsoProvider {
  return {
    name: 'http',
    async exchange(code, flow) {
      const res = await fetch(sso.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code, flow, appKey: sso.appKey, appSecret: sso.appSecret }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) {
        await res.body?.cancel();
        return null;
      }
      const body = (await res.json().catch(() => null)) as { accountId?: unknown; name?: unknown } | null;
      if (typeof body?.accountId !== 'string' || body.accountId === '') return null;
      return { externalId: body.accountId, name: typeof body.name === 'string' ? body.name : '' };
    },
  };
}
