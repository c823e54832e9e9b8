/**
 * The little the request layer needs to know about its deployment. Defaults until the server publishes its
 * configuration (PORTAL_URL and friends); the shell then calls `clientConfig.setState` once.
 */
import { zhTexts } from '../../model/i18n/index.ts';
import { http } from '../../model/i18n/http.ts';
import { createStore } from '../store/createStore.ts';

const zh = zhTexts(http);

export interface ClientConfig {
  /** The unified login portal: an app path (`/login`) or an external address. */
  loginPortal: string;
  /** Who to contact, filled into the 423 text. */
  demoContact: string;
}

export const clientConfig = createStore<ClientConfig>({
  loginPortal: '/login',
  demoContact: zh('http.demoContact'),
});

/** The portal's address with the page to come back to as `redirect` (after any query the portal has). */
export function portalAddress(portal: string, returnTo: string): string {
  const separator = portal.includes('?') ? '&' : '?';
  return `${portal}${separator}redirect=${encodeURIComponent(returnTo)}`;
}
