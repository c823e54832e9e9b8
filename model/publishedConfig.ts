/** What `GET /auth/client-config` publishes for browsers: asked once per page load (src/session/createSession.ts). */

/** The sibling systems a signed-in user is handed off to (spec section 1); empty when not configured. */
export interface Siblings {
  pension: string;
  index: string;
  cockpit: string;
}

export interface PublishedConfig {
  /** The unified login portal: an app path (`/login`) or an external address. */
  portalUrl: string;
  /** The identity service's sign-in page; empty when single sign-on is not configured. */
  ssoAuthorizeUrl: string;
  siblings: Siblings;
}
