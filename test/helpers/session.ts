/**
 * Signs a demo user in through the real endpoints (GET /auth/key, POST /auth/oauth/login) and returns a
 * client that sends what the browser sends: Authorization, TenantId, deptId and `sign`. The signature is
 * computed here with node:crypto, independently of model/crypto, so the tests check docs/api.md itself.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sealPassword } from '../../model/crypto/passwordSeal.ts';
import { authDepsOf } from '../../server/areas/auth/authDeps.ts';
import type { TestServer } from './server.ts';

export const DEMO_PASSWORD = 'Admin@123456';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  role_ids: string[];
  dept_ids: string[];
  [key: string]: unknown;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as a form body. */
  form?: Record<string, string>;
  /** Leave out the sign header (or pass a function that changes it). */
  sign?: false | ((sign: string) => string);
}

export interface SignedClient {
  tokens: Tokens;
  fetch(path: string, options?: RequestOptions): Promise<Response>;
  json<T = any>(path: string, options?: RequestOptions): Promise<{ status: number; body: T }>;
}

export interface ClientOptions {
  /** The clock sign times come from (tests that move the server's clock pass the same one). */
  now?: () => number;
  deptId?: string;
}

export interface TestClock {
  now(): number;
  /** Moves the server's time forward (tests never wait). */
  advance(ms: number): void;
}

/** Gives the server's auth area a clock the test moves; pass `now` to clientFor/signIn so signs agree. */
export function testClock(server: TestServer, start = Date.now()): TestClock {
  let t = start;
  const clock: TestClock = { now: () => t, advance: (ms) => void (t += ms) };
  authDepsOf(server.app).clock = clock;
  return clock;
}

/** `Authorization: Basic` for the configured OAuth client. */
export function basicClient(server: TestServer): string {
  const { clientId, clientSecret } = server.config.auth;
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** Seals a password with a freshly fetched server key, as the login page does. */
export async function sealed(server: TestServer, password: string): Promise<string> {
  const { body } = await server.json('/auth/key');
  return sealPassword(body.data, password);
}

/** The password grant exactly as the browser sends it (query parameters, Basic client, tenant header); `extra`: a captcha. */
export async function passwordLogin(
  server: TestServer,
  username: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
  extra: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const query = new URLSearchParams({ username, password: await sealed(server, password), grant_type: 'password', scope: 'server', ...extra });
  return server.json(`/auth/oauth/login?${query}`, {
    method: 'POST',
    headers: { Authorization: basicClient(server), TenantId: '118', ...headers },
  });
}

/** `v1.<t>.<n>.<s>` as docs/api.md defines it. */
export function signFor(token: string, method: string, target: string, body: string, time: number, nonce = randomBytes(8).toString('hex')): string {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const message = ['v1', String(time), nonce, method.toUpperCase(), target, bodyHash].join('\n');
  return `v1.${time}.${nonce}.${createHmac('sha256', token).update(message).digest('hex')}`;
}

/** A client for tokens already issued. */
export function clientFor(server: TestServer, tokens: Tokens, options: ClientOptions = {}): SignedClient {
  const now = options.now ?? Date.now;
  async function send(path: string, { json, form, sign, headers, method = 'GET', ...init }: RequestOptions = {}): Promise<Response> {
    const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : '';
    const url = new URL(path, server.url);
    const all: Record<string, string> = {
      Authorization: `Bearer ${tokens.access_token}`,
      TenantId: '1',
      ...(options.deptId ? { deptId: options.deptId } : {}),
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...(headers as Record<string, string> | undefined),
    };
    if (sign !== false) {
      const value = signFor(tokens.access_token, method, url.pathname + url.search, body, now());
      all.sign = sign ? sign(value) : value;
    }
    return fetch(url, { ...init, method, headers: all, ...(body ? { body } : {}) });
  }
  return {
    tokens,
    fetch: send,
    async json(path, options) {
      const res = await send(path, options);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

/** Signs a user in by password (demo password by default) and returns a signed client. */
export async function signIn(server: TestServer, username = 'admin', options: ClientOptions & { password?: string } = {}): Promise<SignedClient> {
  const { status, body } = await passwordLogin(server, username, options.password ?? DEMO_PASSWORD);
  if (status !== 200 || !body?.data?.access_token) throw new Error(`sign-in of ${username} failed: ${status} ${JSON.stringify(body)}`);
  return clientFor(server, body.data as Tokens, options);
}
