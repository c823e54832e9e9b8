/**
 * The session machinery as the app runs it (docs/session.md, "What loads when"): the app's one session
 * (createSession.ts wired to this browser) and the push channel's start; the sign-in steps of the public
 * pages (signInSteps.ts) are a chunk of their own beside it, which the signed-in screens do not download.
 * Loading it plugs the session and the router into the request layer, which comes with it: no request goes
 * out before, so each carries this session's token and its failures lead through the router. It comes in
 * the workspace's chunk, through loadSession.ts.
 */
import { http } from '../http/client.ts';
import { clientConfig } from '../http/clientConfig.ts';
import { plugHttpPorts } from '../http/ports.ts';
import { realTimers } from '../http/timeout.ts';
import { t } from '../i18n/locale.ts';
import { currentPath, navigate } from '../router/navigate.ts';
import { storage } from '../store/storage.ts';
import { confirm } from '../ui/confirm.ts';
import { createSession } from './createSession.ts';
import { sessionStore } from './sessionStore.ts';
import { storageEvents } from './tabEvents.ts';

export { startPush } from '../push/startPush.ts';
export const loadSignInSteps = () => import('./signInSteps.ts');

export const session = createSession({
  store: sessionStore,
  client: http,
  storage,
  events: storageEvents(),
  timers: realTimers,
  now: Date.now,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  locks: navigator.locks,
  navigate,
  currentPath,
  origin: () => window.location.origin,
  confirm,
  text: (key) => t(key),
  config: clientConfig,
});

plugHttpPorts({ session: session.port, navigator: session.navigator });
