/**
 * The public document's entry (index.html): the sign-in page, the single sign-on landing and the error pages.
 * A sign-in leads on to the workspace's document (src/workspace.tsx). What the sign-in forms send loads when
 * a form is touched (src/session/loadSession.ts).
 */
import { boot } from './boot.tsx';
import { PublicPages } from './router/PublicPages.tsx';
import { captureSsoParams } from './session/ssoParams.ts';

// Before any request: a single sign-on code or token leaves the address bar at once.
captureSsoParams();
boot('index.html', <PublicPages />);
