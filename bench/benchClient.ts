/**
 * A signed-in client as the browser's request layer is: the password sealed with the server's key, every
 * call signed. By default each request is on a new connection (`agent: false`): keep-alive sockets of a
 * server in this process can be closed while PGlite holds the event loop, just as the next request is
 * written on them. A server in its own process is asked as a browser asks, over kept-alive connections.
 */
import { request, type Agent } from 'node:http';
import { sealPassword, type PasswordKey } from '../model/crypto/passwordSeal.ts';
import { bodyHash, signRequest } from '../model/crypto/requestSign.ts';
import { newSignNonce, UNSIGNED_PAYLOAD } from '../model/crypto/signFormat.ts';
import { DEMO_PASSWORD } from '../server/seed/staff.ts';

export function send(url: string, method: string, headers: Record<string, string>, body?: Buffer, agent: Agent | false = false): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { ...headers, ...(body ? { 'Content-Length': String(body.length) } : {}) }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed while it was idle fails the first request written on it; a
      // browser sends a read again on a new connection, and so does this client (Node's documented pattern,
      // `request.reusedSocket`). A write is not sent twice: its nonce is spent.
      if (req.reusedSocket && e.code === 'ECONNRESET' && (method === 'GET' || method === 'HEAD')) send(url, method, headers, body, agent).then(resolve, reject);
      else reject(e);
    });
    req.end(body);
  });
}

export interface CallInit {
  method?: string;
  json?: unknown;
  form?: FormData;
}

/** A call's `data`; a non-zero code or a status other than 200 throws with the server's message. */
export type Call = (target: string, init?: CallInit) => Promise<any>;

export async function signedClient(base: string, username = 'admin', agent: Agent | false = false): Promise<Call> {
  const key = JSON.parse((await send(`${base}/auth/key`, 'GET', {}, undefined, agent)).body.toString('utf8')).data as PasswordKey;
  const query = new URLSearchParams({ username, password: sealPassword(key, DEMO_PASSWORD), grant_type: 'password', scope: 'server' });
  const clientAuth = `Basic ${Buffer.from('pig:pig').toString('base64')}`;
  const login = JSON.parse((await send(`${base}/auth/oauth/login?${query}`, 'POST', { Authorization: clientAuth }, undefined, agent)).body.toString('utf8'));
  if (login.code !== 0) throw new Error(`sign-in of ${username}: ${login.msg}`);
  const token = (login.data as { access_token: string }).access_token;
  return async (target, init = {}) => {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, TenantId: '1' };
    let body: Buffer | undefined;
    if (init.json !== undefined) {
      body = Buffer.from(JSON.stringify(init.json));
      headers['Content-Type'] = 'application/json';
    } else if (init.form) {
      const encoded = new Request('http://multipart.local/', { method: 'POST', body: init.form });
      body = Buffer.from(await encoded.arrayBuffer());
      headers['Content-Type'] = encoded.headers.get('Content-Type')!;
    }
    headers.sign = signRequest(token, { time: Date.now(), nonce: newSignNonce(), method, target, bodyHash: init.form ? UNSIGNED_PAYLOAD : bodyHash(body ?? '') });
    const res = await send(base + target, method, headers, body, agent);
    if (!res.type.includes('json')) {
      if (res.status !== 200) throw new Error(`${method} ${target}: ${res.status}`);
      return res.body;
    }
    const json = JSON.parse(res.body.toString('utf8')) as { code: number; data: any; msg: string };
    if (res.status !== 200 || json.code !== 0) throw new Error(`${method} ${target}: ${res.status} ${json.msg}`);
    return json.data;
  };
}
