/**
 * Issue 17.6 (a): a bounded fuzz test generated from the server's route table. Every route gets malformed
 * path parameters, filters, bodies, headers, unicode and control characters (helpers/fuzzInputs.ts, a fixed
 * seed), signed in as the super administrator and anonymous, on each engine. Any 5xx, any unhandled error
 * in the server log, and any answer slower than the bound fails it.
 *
 * The bound is the server's statement timeout (STATEMENT_TIMEOUT_MS, the test server's configuration): no
 * answer may take longer than the longest a request's statement may run. The one request that may (a
 * verification run naming several checks, docs/security.md) takes a list of valid check names, which random
 * input does not produce.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRandom } from '../../server/seed/random.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { basicClient, signFor, signIn, type SignedClient } from '../helpers/session.ts';
import { fuzzRequest, type FuzzRequest, type RouteInfo } from './helpers/fuzzInputs.ts';

/** A request unanswered this long is reported as hung (no answer), not waited for. */
const HUNG_MS = 60_000;
const SEED = 17_6;
/** Requests per route: signed in (the last one with control characters), and anonymous. */
const SIGNED_VARIANTS = 2;
const ANONYMOUS_VARIANTS = 1;
/** Public routes (sign-in, SMS, hand-off) are where anonymous input goes deepest: more of them. */
const PUBLIC_EXTRA = 5;

interface Outcome {
  request: FuzzRequest;
  who: string;
  status: number;
  ms: number;
  failure?: string;
}

for (const engine of ENGINES) {
  describe(`fuzzing every route of the route table (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    const outcomes: Outcome[] = [];

    before(async () => {
      // Fuzzed sign-ins must not lock the address out of the sign-ins this test itself needs.
      server = await startTestServer(engine, { LOGIN_IP_LIMIT: '100000', SMS_IP_LIMIT: '100000' });
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    async function send(request: FuzzRequest, signed: boolean): Promise<Outcome> {
      const url = new URL(request.target, server.url);
      const headers: Record<string, string> = { ...request.headers };
      if (signed) {
        headers.Authorization = `Bearer ${admin.tokens.access_token}`;
        headers.sign = signFor(admin.tokens.access_token, request.method, url.pathname + url.search, request.body ?? '', Date.now());
      } else if (request.target.startsWith('/auth/') && request.body !== '') {
        headers.Authorization = basicClient(server);
      }
      const started = performance.now();
      try {
        const res = await fetch(url, { method: request.method, headers, ...(request.body !== undefined ? { body: request.body } : {}), signal: AbortSignal.timeout(HUNG_MS), redirect: 'manual' });
        await res.arrayBuffer();
        const ms = performance.now() - started;
        const failure = res.status >= 500 ? `HTTP ${res.status}` : ms > server.config.statementTimeoutMs ? `slow: ${Math.round(ms)} ms` : undefined;
        return { request, who: signed ? 'admin' : 'anonymous', status: res.status, ms, ...(failure ? { failure } : {}) };
      } catch (e) {
        return { request, who: signed ? 'admin' : 'anonymous', status: 0, ms: performance.now() - started, failure: `no answer: ${(e as Error).name}` };
      }
    }

    it('answers every generated request below 500 and within the statement timeout', async () => {
      const random = createRandom(SEED);
      const routes = server.app.router.list() as RouteInfo[];
      assert.ok(routes.length > 300, 'the whole route table');
      for (const route of routes) {
        for (let i = 0; i < SIGNED_VARIANTS; i++) {
          const outcome = await send(fuzzRequest(route, random, i === SIGNED_VARIANTS - 1), true);
          outcomes.push(outcome);
          // A fuzzed sign-out (or a reset of the session) ends the session: sign in again and go on.
          if (outcome.status === 401) admin = await signIn(server, 'admin');
        }
        const anonymous = ANONYMOUS_VARIANTS + (route.options.public ? PUBLIC_EXTRA : 0);
        for (let i = 0; i < anonymous; i++) outcomes.push(await send(fuzzRequest(route, random, i % 2 === 1), false));
      }
      const failures = outcomes.filter((o) => o.failure).map((o) => `${o.who} ${o.request.method} ${o.request.target} (${o.request.note}): ${o.failure}`);
      assert.deepEqual(failures, [], `${failures.length} of ${outcomes.length} requests failed`);
    });

    it('refused the control characters it sent with 400, and logged no unhandled error', () => {
      const unhandled = server.logs.filter((l) => l.msg === 'unhandled error').map((l) => `${l.method} ${l.path}: ${JSON.stringify(l.err).slice(0, 200)}`);
      assert.deepEqual(unhandled, []);
      assert.ok(outcomes.some((o) => o.request.note === 'control characters' && o.status === 400));
    });
  });
}
