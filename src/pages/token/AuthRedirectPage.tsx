/**
 * /authredirect, the return point of an external unified login portal (PORTAL_URL): logout and expiry send
 * the browser to the portal with `redirect=<origin>/authredirect?redirect=<page>`; the portal comes back
 * here with a code, which is exchanged as at /token, and the user goes on to the page (docs/session.md).
 */
import { SsoLanding } from './SsoLanding.tsx';

export default function AuthRedirectPage() {
  return <SsoLanding />;
}
