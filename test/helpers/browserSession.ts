/**
 * Component tests of the crud views against the real server: the happy-dom window (test/helpers/dom.ts,
 * imported first by the test file) is moved to the server's origin and a demo user is signed in through
 * the app's own session, so the views' requests go through the real request layer (token, sign, rules)
 * to the real engine. Navigation runs on a memory location the test reads.
 */
import { cleanup, configure } from '@testing-library/react';
import { setTimeout as delay } from 'node:timers/promises';
import { memoryLocation, type LocationSource, type Loc } from '../../src/router/location.ts';
import { installLocation } from '../../src/router/navigate.ts';
import { session } from '../../src/session/sessionMachinery.ts';
import { toastStore } from '../../src/ui/toastStore.ts';
import type { Engine } from './engines.ts';
import { startTestServer, type TestServer } from './server.ts';
import { signIn, type SignedClient } from './session.ts';
import { settled } from './settled.ts';

// Answers come from a real server on a machine shared with other test runs.
configure({ asyncUtilTimeout: 15_000 });

const ABORT_WAIT_MS = 10_000;

export interface BrowserSession {
  server: TestServer;
  /** A signed client of the same user for arranging data beside the UI (node's fetch). */
  api: SignedClient;
  location: LocationSource & { history: Loc[] };
  /** Signs another demo user in (the views then act as them). */
  signInAs(username: string): Promise<SignedClient>;
  /** The messages on screen. */
  toasts(): string[];
  /**
   * Between tests: once the page has settled (a part it was still downloading would otherwise finish
   * after the unmount, outside act), nothing rendered, no toast.
   */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startBrowserSession(username = 'admin', engine: Engine = 'pglite'): Promise<BrowserSession> {
  const server = await startTestServer(engine);
  happyDOM().setURL(`${server.url}/`);
  const location = memoryLocation('/');
  installLocation(location);
  let api: SignedClient;
  async function signInAs(name: string): Promise<SignedClient> {
    const client = await signIn(server, name);
    session.completeSignIn(client.tokens as Parameters<typeof session.completeSignIn>[0]);
    await session.restore();
    api = client;
    return client;
  }
  api = await signInAs(username);
  return {
    server,
    get api() {
      return api;
    },
    location,
    signInAs,
    toasts: () => toastStore.getState().toasts.map((toast) => toast.message),
    async reset() {
      await settled();
      cleanup();
      toastStore.setState({ toasts: [] });
    },
    async close() {
      await settled().catch(() => undefined); // a suite that failed half-way still closes
      cleanup();
      session.port.clear();
      session.dispose();
      // What the window still has in flight (a request of the last page, a timer that would send one) ends
      // here, aborted as a closed tab's would be, instead of failing against the stopped server. Bounded: once
      // in a CI run the abort never answered and held the whole suite; the server is closed all the same.
      const aborted = await Promise.race([happyDOM().abort().then(() => true), delay(ABORT_WAIT_MS, false, { ref: false })]);
      if (!aborted) console.warn(`happy-dom's abort() did not answer in ${ABORT_WAIT_MS} ms; closing the server anyway`);
      await server.close();
    },
  };
}

const happyDOM = () => (window as unknown as { happyDOM: { setURL(url: string): void; abort(): Promise<void> } }).happyDOM;
