/** A signed-in user's push channel as the browser opens it (ticket, then socket), and a bounded wait for a message. */
import assert from 'node:assert/strict';
import { WebSocket } from 'ws';
import type { TestServer } from '../../helpers/server.ts';
import type { SignedClient } from '../../helpers/session.ts';

export interface PushListener {
  messages: { type: string; id?: string; title?: string }[];
  ws: WebSocket;
}

export async function listenPush(server: TestServer, client: SignedClient, userId: string): Promise<PushListener> {
  const ticket = (await client.json('/asset/ws/ticket', { method: 'POST', json: {} })).body.data;
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/asset/ws/1/${userId}/${ticket}`, { origin: server.url });
  const messages: PushListener['messages'] = [];
  ws.on('message', (d) => messages.push(JSON.parse(d.toString())));
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  return { messages, ws };
}

/** Waits for a condition, failing (rather than hanging) after 10 s. */
export async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(test(), 'the expected push message did not arrive');
}
