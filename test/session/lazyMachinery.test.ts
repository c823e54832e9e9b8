/**
 * The session machinery loads when it has something to do (src/session/loadSession.ts): at start only the
 * state that says whether a sign-in is stored is there. Another tab's sign-in, heard of by the storage event,
 * loads the machinery, which then follows it: this tab is signed in too. Against the real server, in an app
 * that has not loaded the machinery before (a test file of its own; lazyRestore.test.ts: a stored sign-in).
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { waitFor } from '@testing-library/react';
import { httpPorts, locationNavigator } from '../../src/http/ports.ts';
import { recordOf, writeToken } from '../../src/session/tokenRecord.ts';
import { storage } from '../../src/store/storage.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DEMO_PASSWORD, passwordLogin } from '../helpers/session.ts';

describe('another tab’s sign-in, before this tab has the session machinery', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite');
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.url}/login`);
  });
  after(async () => {
    const { session } = await import('../../src/session/sessionMachinery.ts');
    session.port.clear();
    session.dispose();
    await server.close();
  });

  it('loads the machinery, which follows the sign-in: this tab is signed in as the same user', async () => {
    const { sessionStore } = await import('../../src/session/sessionStore.ts');
    assert.equal(sessionStore.getState().status, 'anonymous');
    assert.equal(httpPorts.getState().navigator, locationNavigator, 'the machinery is not loaded');

    const { status, body } = await passwordLogin(server, 'hz_admin', DEMO_PASSWORD);
    assert.equal(status, 200);
    // The other tab stores its sign-in; this one hears of it by the storage event.
    writeToken(storage, recordOf(body.data, Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'lgbsmp-token', newValue: localStorage.getItem('lgbsmp-token'), storageArea: localStorage }));

    await waitFor(() => assert.equal(sessionStore.getState().status, 'signedIn'), { timeout: 15_000 });
    assert.equal(sessionStore.getState().user?.userName, 'hz_admin');
    assert.notEqual(httpPorts.getState().navigator, locationNavigator, 'the machinery is plugged into the request layer');
  });
});
