import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { WebSocket } from 'ws';
import { CLOSE_SESSION_ENDED } from '../../model/push.ts';
import { loadConfig } from '../../server/config.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { createLogger } from '../../server/log.ts';
import { startServer, type Running } from '../../server/start.ts';
import { ENGINES, freshSchema } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, testClock, type SignedClient } from '../helpers/session.ts';

interface Socket {
  ws: WebSocket;
  messages: { type: string; [key: string]: unknown }[];
  /** Resolves with the first message (received so far or later) that satisfies the test. */
  next(test: (m: { type: string; [key: string]: unknown }) => boolean): Promise<{ type: string; [key: string]: unknown }>;
  closed: Promise<number>;
}

async function ticketFor(client: SignedClient): Promise<string> {
  const { body } = await client.json('/asset/ws/ticket', { method: 'POST', json: {} });
  assert.equal(body.code, 0);
  return body.data;
}

function open(url: string, path: string, origin = url): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace('http', 'ws') + path, { origin });
    const messages: Socket['messages'] = [];
    const waiters: { test: (m: Socket['messages'][number]) => boolean; resolve: (m: Socket['messages'][number]) => void }[] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      messages.push(m);
      for (const w of [...waiters]) if (w.test(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    });
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        closed,
        next: (test) => {
          const found = messages.find(test);
          return found ? Promise.resolve(found) : new Promise((r) => waiters.push({ test, resolve: r }));
        },
      }),
    );
    ws.on('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

async function pushSocket(server: { url: string }, client: SignedClient, userId: string): Promise<Socket> {
  return open(server.url, `/asset/ws/1/${userId}/${await ticketFor(client)}`);
}

for (const engine of ENGINES) {
  describe(`push channel (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    it('issues tickets only to a signed-in session', async () => {
      const { status } = await server.json('/asset/ws/ticket', { method: 'POST' });
      assert.equal(status, 401);
    });

    it('connects with a ticket and answers each heartbeat at once', async () => {
      const socket = await pushSocket(server, admin, 'user-admin');
      socket.ws.send(JSON.stringify({ type: 'heartbeat' }));
      assert.deepEqual(await socket.next((m) => m.type === 'heartbeat'), { type: 'heartbeat' });
      socket.ws.close();
    });

    it('refuses a ticket used twice, a ticket of another user, a wrong tenant and a foreign origin', async () => {
      const ticket = await ticketFor(admin);
      (await open(server.url, `/asset/ws/1/user-admin/${ticket}`)).ws.close();
      await assert.rejects(open(server.url, `/asset/ws/1/user-admin/${ticket}`), /refused 401/);
      await assert.rejects(open(server.url, `/asset/ws/1/user-hz-admin/${await ticketFor(admin)}`), /refused 401/);
      await assert.rejects(open(server.url, `/asset/ws/2/user-admin/${await ticketFor(admin)}`), /refused 401/);
      await assert.rejects(open(server.url, `/asset/ws/1/user-admin/${await ticketFor(admin)}`, 'http://evil.example'), /refused 403/);
    });

    it('refuses a ticket older than a minute', async () => {
      const clock = testClock(server);
      const ticket = await ticketFor(await signIn(server, 'admin', { now: clock.now }));
      clock.advance(61_000);
      await assert.rejects(open(server.url, `/asset/ws/1/user-admin/${ticket}`), /refused 401/);
    });

    it('delivers a message addressed to an organisation only to users of that organisation', async () => {
      const hz = await signIn(server, 'hz_admin');
      const sx = await signIn(server, 'sx_admin');
      const hzSocket = await pushSocket(server, hz, 'user-hz-admin');
      const sxSocket = await pushSocket(server, sx, 'user-sx-admin');
      await server.push.publish({ orgIds: ['330100'] }, { type: 'notice', id: 'n1', title: '关于重阳节走访慰问的通知' });
      await server.push.publish({ orgIds: ['330600'] }, { type: 'notice', id: 'n2', title: '绍兴' });
      assert.equal((await hzSocket.next((m) => m.type === 'notice')).id, 'n1');
      assert.equal((await sxSocket.next((m) => m.type === 'notice')).id, 'n2');
      assert.equal(hzSocket.messages.filter((m) => m.type === 'notice').length, 1);
      hzSocket.ws.close();
      sxSocket.ws.close();
    });

    it('closes the sockets of a session its user signs out of, quietly', async () => {
      const user = await signIn(server, 'hz_admin');
      const socket = await pushSocket(server, user, 'user-hz-admin');
      await user.json('/auth/token/logout', { method: 'DELETE' });
      assert.equal(await socket.closed, CLOSE_SESSION_ENDED);
      assert.deepEqual(socket.messages, []);
    });

    it('tells a socket why before closing it when an administrator forces the sign-out', async () => {
      const user = await signIn(server, 'hz_admin');
      const socket = await pushSocket(server, user, 'user-hz-admin');
      const forced = await admin.json('/lgbsmp/api/v1/user/forceLogout', { method: 'POST', json: { userId: 'user-hz-admin' } });
      assert.equal(forced.body.code, 0, JSON.stringify(forced.body));
      assert.equal((await socket.next((m) => m.type === 'signOut')).type, 'signOut');
      assert.equal(await socket.closed, CLOSE_SESSION_ENDED);
    });

    it('closes a client that stops reading instead of buffering for it without bound', async () => {
      const ticket = await ticketFor(admin);
      const port = Number(new URL(server.url).port);
      // A raw client that completes the handshake and then never reads what it is sent.
      const raw = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => raw.once('connect', () => resolve()));
      raw.write(
        `GET /asset/ws/1/user-admin/${ticket} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
      await new Promise<void>((resolve) => raw.once('data', () => resolve()));
      raw.pause();
      const before = server.push.hub.size;
      const big = 'x'.repeat(256 * 1024);
      for (let i = 0; i < 64 && server.push.hub.size === before; i++) {
        server.push.hub.deliver({ userIds: ['user-admin'] }, { type: 'notice', id: String(i), title: big });
        await new Promise((r) => setImmediate(r));
      }
      assert.equal(server.push.hub.size, before - 1);
      raw.destroy();
    });
  });
}

describe('push channel across two server instances on one PostgreSQL', { skip: process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL' }, () => {
  const running: Running[] = [];
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  before(async () => {
    schema = await freshSchema();
    for (let i = 0; i < 2; i++) {
      const db = await openPostgres(schema.url, { schema: schema.schema, max: 3 });
      const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', DIST_DIR: 'dist/public' });
      running.push(await startServer(config, createLogger({ level: 'error', write: () => {} }), { db, drainMs: 1000 }));
    }
  });
  after(async () => {
    for (const r of running) {
      await r.stop();
      await r.db.close();
    }
    await schema.dispose();
  });

  it('delivers a message published on one instance to a socket held by the other', async () => {
    const [a, b] = running as [Running, Running];
    const asServer = (r: Running) => ({ ...r, config: loadConfig({ NODE_ENV: 'test' }), json: async (path: string, init?: RequestInit) => {
      const res = await fetch(r.url + path, init);
      return { status: res.status, headers: res.headers, body: await res.json() };
    } }) as unknown as TestServer;
    const client = await signIn(asServer(b), 'hz_admin');
    const socket = await pushSocket(b, client, 'user-hz-admin');
    await a.push.publish({ orgIds: ['330100'] }, { type: 'notice', id: 'cross', title: '跨实例' });
    assert.equal((await socket.next((m) => m.type === 'notice')).id, 'cross');
    socket.ws.close();
  });
});
