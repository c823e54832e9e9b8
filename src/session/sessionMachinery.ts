/**
 * The session machinery as the app runs it (docs/session.md, "What loads when"): the app's one session
 * (createSession.ts wired to this browser). Loading it plugs the session and the router into the request
 * layer, which comes with it: no request goes out before, so each carries this session's token and its
 * failures lead through the router. The workspace's entry imports it; the public pages load it through
 * loadSession.ts.
 */
import { http } from '../http/client.ts';
import { clientConfig } from '../http/clientConfig.ts';
import { plugHttpPorts } from '../http/ports.ts';
import { realTimers } from '../http/timeout.ts';
import { texts } from '../i18n/locale.ts';
import { currentDocument, currentPath, navigate } from '../router/navigate.ts';
import { storage } from '../store/storage.ts';
import { confirm } from '../ui/confirm.ts';
import { createSession } from './createSession.ts';
import { sessionStore } from './sessionStore.ts';
import { storageEvents } from './tabEvents.ts';
import { session as sessionTexts } from '../../model/i18n/session.ts';

const t = texts(sessionTexts);

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
  adoptsSignInElsewhere: () => currentDocument() !== 'index.html',
  config: clientConfig,
});

plugHttpPorts({ session: session.port, navigator: session.navigator });
