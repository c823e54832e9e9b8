/**
 * The development identity provider's side of the exchange: its codes are single-use one-time codes
 * (audience `dev-idp`) that its sign-in page (devIdpRoutes.ts) issued for an account the tester typed.
 */
import type { Db } from '../../../db/db.ts';
import { consumeOneTimeCode } from '../oneTimeCodes.ts';
import type { SsoProvider } from './ssoProvider.ts';

/** An identity-service code lives about a minute. */
export const DEV_CODE_TTL_MS = 60 * 1000;

export function devSsoProvider(db: Db, now: () => number): SsoProvider {
  return {
    name: 'dev',
    async exchange(code) {
      const used = await consumeOneTimeCode(db, code, 'dev-idp', now());
      const { accountId, name } = used?.payload ?? {};
      return typeof accountId === 'string' ? { externalId: accountId, name: typeof name === 'string' ? name : '' } : null;
    },
  };
}
