/**
 * A stored sign-in at start (src/main.tsx): the session's state says 'restoring' before the session machinery
 * is loaded, and restoreSession() loads it and restores the sign-in. Against the real server, in an app that
 * has not loaded the machinery before (a test file of its own; lazyMachinery.test.ts: another tab's sign-in).
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { httpPorts, locationNavigator } from '../../src/http/ports.ts';
import { recordOf, writeToken } from '../../src/session/tokenRecord.ts';
import { storage } from '../../src/store/storage.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DEMO_PASSWORD, passwordLogin } from '../helpers/session.ts';

describe('a stored sign-in at start', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite');
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.url}/home`);
  });
  after(async () => {
    const { session } = await import('../../src/session/sessionMachinery.ts');
    session.port.clear();
    session.dispose();
    await server.close();
  });

  it('is restoring before the machinery loads, and restored by it', async () => {
    const { status, body } = await passwordLogin(server, 'hz_admin', DEMO_PASSWORD);
    assert.equal(status, 200);
    writeToken(storage, recordOf(body.data, Date.now()));

    const { restoreSession, sessionStore } = await import('../../src/session/sessionStore.ts');
    assert.equal(sessionStore.getState().status, 'restoring');
    assert.equal(httpPorts.getState().navigator, locationNavigator, 'the machinery is not loaded');

    await restoreSession();
    assert.equal(sessionStore.getState().status, 'signedIn');
    assert.equal(sessionStore.getState().user?.userName, 'hz_admin');
    assert.equal(sessionStore.getState().deptId, '330100');
  });
});
