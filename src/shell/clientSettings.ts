/**
 * What the server publishes for browsers (GET /auth/client-config): the login portal, which the request
 * layer's rules send users to, and the sibling systems' addresses, of which the shell opens the cockpit.
 * Loaded once when the shell starts.
 */
import { http } from '../http/client.ts';
import { clientConfig } from '../http/clientConfig.ts';
import type { Client } from '../http/request.ts';
import { createStore } from '../store/createStore.ts';

export interface Siblings {
  pension: string;
  index: string;
  cockpit: string;
}

interface PublishedConfig {
  portalUrl?: string;
  siblings?: Partial<Siblings>;
}

export const siblingsStore = createStore<Siblings>({ pension: '', index: '', cockpit: '' });

let loading: Promise<void> | undefined;

/** Asks once per page load (again after a failure). */
export function loadClientSettings(client: Client = http): Promise<void> {
  loading ??= client.get<PublishedConfig>('/auth/client-config', { auth: false }).then(
    (config) => {
      if (config.portalUrl) clientConfig.setState((current) => ({ ...current, loginPortal: config.portalUrl! }));
      siblingsStore.setState({ pension: '', index: '', cockpit: '', ...config.siblings });
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}
