/** The request layer's ports: the default session on prefixed storage, and plugging in the app's own. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { http } from '../../src/http/client.ts';
import { clientConfig, portalAddress } from '../../src/http/clientConfig.ts';
import { plugHttpPorts, storageSession } from '../../src/http/ports.ts';
import { ERROR_LOG_KEY } from '../../src/store/errorLog.ts';
import { createStorage } from '../../src/store/storage.ts';
import { fakePorts } from '../helpers/fakePorts.ts';
import { startStub, type Stub } from '../helpers/httpStub.ts';
import { MemoryStorage } from '../helpers/memoryStorage.ts';

describe('the default session', () => {
  function setup() {
    const local = new MemoryStorage();
    const sessionStorage = new MemoryStorage();
    const storage = createStorage({ local: () => local, session: () => sessionStorage });
    storage.set('access_token', 'abc');
    storage.set('deptId', 330100);
    storage.set('menu', [{ name: '首页' }], 'session');
    storage.set(ERROR_LOG_KEY, []);
    return { storage, session: storageSession(storage, [ERROR_LOG_KEY]) };
  }

  it('reads the token and the department from prefixed storage', () => {
    const { session } = setup();
    assert.equal(session.getToken(), 'abc');
    assert.equal(session.getDeptId(), '330100');
  });

  it('forgets only the token when the sign-in expired', () => {
    const { storage, session } = setup();
    session.clearToken();
    assert.equal(session.getToken(), null);
    assert.deepEqual(storage.get('menu'), [{ name: '首页' }]);
  });

  it('logs out locally by clearing local and session storage, keeping the error log', () => {
    const { storage, session } = setup();
    session.clear();
    assert.equal(session.getToken(), null);
    assert.equal(storage.get('menu'), undefined);
    assert.deepEqual(storage.get(ERROR_LOG_KEY), []);
  });
});

describe('plugging in ports', () => {
  let stub: Stub;
  before(async () => {
    stub = await startStub();
  });
  after(() => stub.close());

  it("makes the default client use the app's session and router, with the rules unchanged", async () => {
    const ports = fakePorts({ token: 'plugged-token' });
    plugHttpPorts({ session: ports.session, navigator: ports.navigator, notify: ports.notify });
    stub.handle(() => ({ status: 401, body: { code: 1 } }));
    await assert.rejects(http.get(`${stub.url}/admin/user`));
    assert.equal(stub.requests.at(-1)?.headers.authorization, 'Bearer plugged-token');
    assert.deepEqual(ports.sessionCalls, ['clear']);
    assert.deepEqual(ports.navigated, ['/home']);
    assert.deepEqual(ports.notified.map((n) => n.message), ['当前操作没有权限']);
  });

  it('sends people to the login portal the configuration names, /login by default', () => {
    assert.equal(clientConfig.getState().loginPortal, '/login');
    assert.equal(portalAddress('/login', 'http://portal.test/a?b=1'), '/login?redirect=http%3A%2F%2Fportal.test%2Fa%3Fb%3D1');
  });
});
