/**
 * Single sign-on through the province's government identity service (浙政钉, provider `zzd`): a code
 * from the service is exchanged for the external account. SSO_PROVIDER picks the adapter: `http` (the
 * service or a gateway in front of it), `dev` (the built-in development identity provider, never in
 * production), or `none`.
 */
import type { AuthConfig } from '../../../config.ts';
import type { Db } from '../../../db/db.ts';
import { httpError } from '../../../http/errors.ts';
import { devSsoProvider } from './devSsoProvider.ts';
import { httpSsoProvider } from './httpSsoProvider.ts';

/** substrate: opened inside the 浙政钉 workbench; scanning: QR code scanned on the login page; social: the token grant. */
export type SsoFlow = 'substrate' | 'scanning' | 'social';

export interface ExternalAccount {
  externalId: string;
  name: string;
}

export interface SsoProvider {
  readonly name: string;
  /** The account a code stands for; null when the code is unknown, used or expired. */
  exchange(code: string, flow: SsoFlow): Promise<ExternalAccount | null>;
}

export const SSO_PROVIDER_ID = 'zzd';

export function createSsoProvider(sso: AuthConfig['sso'], db: Db, now: () => number): SsoProvider {
  if (sso.provider === 'dev') return devSsoProvider(db, now);
  if (sso.provider === 'http') return httpSsoProvider(sso);
  return {
    name: 'none',
    exchange: async () => {
      throw httpError(400, 'sso.notConfigured');
    },
  };
}
