/**
 * A session (src/session/createSession.ts) wired as the app wires it, against the real server: plugged into
 * the request layer, in a tab of a browser (browserTabs.ts), on a clock and timers the test drives. It
 * records where it navigated and what it asked; the test answers the confirmation.
 */
import { zh } from '../../../model/i18n/index.ts';
import { http } from '../../../src/http/client.ts';
import type { ClientConfig } from '../../../src/http/clientConfig.ts';
import { plugHttpPorts } from '../../../src/http/ports.ts';
import type { Client } from '../../../src/http/request.ts';
import { createSession, type Session } from '../../../src/session/createSession.ts';
import { createSessionStore } from '../../../src/session/sessionState.ts';
import { createStore, type Store } from '../../../src/store/createStore.ts';
import { FakeTimers } from '../../helpers/fakeTimers.ts';
import type { TestServer } from '../../helpers/server.ts';
import { browserTabs, type BrowserTabs, type Tab } from './browserTabs.ts';

export const ORIGIN = 'http://portal.test';

export interface SessionUnderTest {
  session: Session;
  tab: Tab;
  tabs: BrowserTabs;
  client: Client;
  timers: FakeTimers;
  clock: { now: number };
  config: Store<ClientConfig>;
  /** Where it navigated, in order. */
  navigated: string[];
  /** The current app address; navigation changes it. */
  here: { path: string };
  /** Confirmation questions asked, and the answers to give (true when none is left). */
  asked: string[];
  answers: boolean[];
  /** Toasts the request layer showed. */
  toasts: string[];
  /** Plugs this session into the request layer (the last one set up is plugged). */
  plug(): void;
}

export function sessionUnderTest(
  server: TestServer,
  options: { tabs?: BrowserTabs; clock?: { now: number }; onSignInPage?: boolean; wait?: (ms: number) => Promise<void> } = {},
): SessionUnderTest {
  const tabs = options.tabs ?? browserTabs();
  const tab = tabs.tab();
  const client = http.extend({ baseUrl: server.url });
  const timers = new FakeTimers();
  const clock = options.clock ?? { now: Date.now() };
  const config = createStore<ClientConfig>({ loginPortal: '/login', demoContact: '系统管理员' });
  const under: Omit<SessionUnderTest, 'session' | 'plug'> = {
    tab,
    tabs,
    client,
    timers,
    clock,
    config,
    navigated: [],
    here: { path: '/retiredCadres/allInfo?tab=1' },
    asked: [],
    answers: [],
    toasts: [],
  };
  const session = createSession({
    store: createSessionStore(tab.storage),
    client,
    storage: tab.storage,
    events: tab.events,
    timers,
    now: () => clock.now,
    wait: options.wait ?? (() => tabs.settled()),
    navigate(to) {
      under.navigated.push(to);
      if (to.startsWith('/')) under.here.path = to;
    },
    currentPath: () => under.here.path,
    origin: () => ORIGIN,
    async confirm(message) {
      under.asked.push(message);
      return under.answers.shift() ?? true;
    },
    text: (key) => zh(key),
    adoptsSignInElsewhere: () => !options.onSignInPage,
    config,
  });
  const plug = () =>
    plugHttpPorts({
      session: session.port,
      navigator: session.navigator,
      notify: (message) => under.toasts.push(message),
      config: () => config.getState(),
    });
  plug();
  return { ...under, session, plug };
}
