import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WebSocket } from 'ws';
import { startPushClient, type SocketLike } from '../../src/push/pushClient.ts';
import { FakeClock } from '../helpers/fakeClock.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn } from '../helpers/session.ts';

/** A socket the test plays the server's side of. */
class ScriptedSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

const flush = () => new Promise((r) => setImmediate(r));

function harness() {
  const clock = new FakeClock();
  const sockets: ScriptedSocket[] = [];
  const received: unknown[] = [];
  let tickets = 0;
  let ended = 0;
  const client = startPushClient({
    userId: 'user-admin',
    origin: 'ws://portal',
    ticket: async () => `t${++tickets}`,
    createSocket: (url) => {
      const s = new ScriptedSocket(url);
      sockets.push(s);
      return s;
    },
    onMessage: (m) => received.push(m),
    onSessionEnded: () => void ended++,
    timers: clock,
  });
  return { clock, sockets, received, client, tickets: () => tickets, ended: () => ended };
}

describe('push client timings (fake clock)', () => {
  it('connects to /asset/ws/{tenant}/{user}/{ticket} with a fresh ticket', async () => {
    const h = harness();
    await flush();
    assert.equal(h.sockets[0]!.url, 'ws://portal/asset/ws/1/user-admin/t1');
    h.client.stop();
  });

  it('sends a heartbeat after 300 000 ms of quiet and keeps the connection when the reply comes', async () => {
    const h = harness();
    await flush();
    const s = h.sockets[0]!;
    s.onopen!({});
    h.clock.advance(299_999);
    assert.deepEqual(s.sent, []);
    h.clock.advance(1);
    assert.deepEqual(s.sent, ['{"type":"heartbeat"}']);
    s.onmessage!({ data: '{"type":"heartbeat"}' });
    h.clock.advance(10_000);
    assert.equal(s.closed, false);
    assert.equal(h.sockets.length, 1);
    assert.deepEqual(h.clock.pendingDelays, [290_000]);
    h.client.stop();
  });

  it('reconnects at once with a new ticket when no reply comes within 10 000 ms', async () => {
    const h = harness();
    await flush();
    h.sockets[0]!.onopen!({});
    h.clock.advance(300_000);
    h.clock.advance(9_999);
    assert.equal(h.sockets.length, 1);
    h.clock.advance(1);
    await flush();
    assert.equal(h.sockets[0]!.closed, true);
    assert.equal(h.sockets.length, 2);
    assert.equal(h.sockets[1]!.url, 'ws://portal/asset/ws/1/user-admin/t2');
    h.client.stop();
  });

  it('retries 15 000 ms after an error or a close, not before', async () => {
    const h = harness();
    await flush();
    h.sockets[0]!.onclose!({ code: 1006 });
    h.clock.advance(14_999);
    await flush();
    assert.equal(h.sockets.length, 1);
    h.clock.advance(1);
    await flush();
    assert.equal(h.sockets.length, 2);
    h.sockets[1]!.onerror!({});
    h.clock.advance(15_000);
    await flush();
    assert.equal(h.sockets.length, 3);
    h.client.stop();
  });

  it('does not reconnect when the server ends the session, and says so', async () => {
    const h = harness();
    await flush();
    h.sockets[0]!.onclose!({ code: 4001 });
    h.clock.advance(60_000);
    await flush();
    assert.equal(h.sockets.length, 1);
    assert.equal(h.ended(), 1);
    assert.deepEqual(h.clock.pendingDelays, []);
  });

  it('leaves the user’s own logout to the session: a quiet 4001 close neither reconnects nor signs out again', async () => {
    const h = harness();
    await flush();
    h.sockets[0]!.onclose!({ code: 4001, reason: 'logout' });
    h.clock.advance(60_000);
    await flush();
    assert.equal(h.sockets.length, 1);
    assert.equal(h.ended(), 0);
  });

  it('routes parsed messages, renews the heartbeat on them, and ignores heartbeats and garbage', async () => {
    const h = harness();
    await flush();
    const s = h.sockets[0]!;
    s.onopen!({});
    h.clock.advance(200_000);
    s.onmessage!({ data: '{"type":"notice","id":"1","title":"通知"}' });
    s.onmessage!({ data: '{"type":"heartbeat"}' });
    s.onmessage!({ data: 'not json' });
    s.onmessage!({ data: '[1,2]' });
    assert.deepEqual(h.received, [{ type: 'notice', id: '1', title: '通知' }]);
    assert.deepEqual(h.clock.pendingDelays, [300_000]);
    h.client.stop();
  });

  it('stops cleanly: the socket closes and nothing is left scheduled', async () => {
    const h = harness();
    await flush();
    h.sockets[0]!.onclose!({ code: 1006 });
    h.client.stop();
    h.clock.advance(60_000);
    await flush();
    assert.equal(h.sockets.length, 1);
    assert.deepEqual(h.clock.pendingDelays, []);
  });
});

describe('push client against the real server', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite');
  });
  after(() => server.close());

  it('receives a notice published to its organisation and gets its heartbeat answered', async () => {
    const hz = await signIn(server, 'hz_admin');
    const clock = new FakeClock();
    const received: { type: string }[] = [];
    const sockets: WebSocket[] = [];
    const client = startPushClient({
      userId: 'user-hz-admin',
      origin: server.url.replace('http', 'ws'),
      ticket: async () => (await hz.json('/asset/ws/ticket', { method: 'POST', json: {} })).body.data,
      createSocket: (url) => {
        const ws = new WebSocket(url, { origin: server.url });
        sockets.push(ws);
        return ws as unknown as SocketLike;
      },
      onMessage: (m) => received.push(m),
      onSessionEnded: () => {},
      timers: clock,
    });
    await new Promise<void>((resolve) => {
      const wait = () => (sockets[0]?.readyState === WebSocket.OPEN ? resolve() : setTimeout(wait, 10));
      wait();
    });
    await server.push.publish({ orgIds: ['330100'] }, { type: 'notice', id: 'n', title: '走访慰问通知' });
    await new Promise<void>((resolve) => {
      const wait = () => (received.length ? resolve() : setTimeout(wait, 10));
      wait();
    });
    assert.deepEqual(received, [{ type: 'notice', id: 'n', title: '走访慰问通知' }]);
    clock.advance(300_000);
    // The real server answers the heartbeat: the 10 s reply timer is replaced by a new quiet timer.
    await new Promise<void>((resolve) => {
      const wait = () => (clock.pendingDelays[0] === 300_000 ? resolve() : setTimeout(wait, 10));
      wait();
    });
    assert.equal(sockets.length, 1);
    client.stop();
  });
});
