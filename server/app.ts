/**
 * createApp(deps): the request handler, apart from listen(), so tests run it on port 0 or in-process.
 * Order per request: request id → security headers → static files / API route → envelope or error.
 */
// Every area's texts: the server answers in any of them (the browser's boot chunk carries only a few).
import '../model/i18n/all.ts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { gzip } from 'node:zlib';
import { zh } from '../model/i18n/index.ts';
import { CODE_FAIL, CODE_OK, HEADER_REQUEST_ID, isApiPath, type Envelope } from '../model/wire.ts';
import type { GrantsCache } from './areas/auth/grants.ts';
import type { Principal } from './areas/auth/principal.ts';
import { registerAreas } from './areas.ts';
import type { Config } from './config.ts';
import { isDbError, type Db } from './db/db.ts';
import { QUERY_CANCELED } from './db/statementTimeout.ts';
import type { Dictionaries } from './engine/dictionaries.ts';
import type { Push } from './areas/push/push.ts';
import { readBody, type Body } from './http/body.ts';
import { refuseControlsInRequest } from './http/controlChars.ts';
import { AppError, httpError } from './http/errors.ts';
import { Router, type Ctx } from './http/router.ts';
import { setSecurityHeaders } from './http/security.ts';
import { staticFiles } from './http/static.ts';
import { redactUrl, type Logger } from './log.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  dictionaries: Dictionaries;
  /** Every user's grants, kept under the stamp of the tables they are read from. */
  grants: GrantsCache;
  push: Push;
}

export interface App {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  readonly router: Router;
  /** False while starting and once shutdown has begun: /readyz answers 503 and the load balancer moves on. */
  ready: boolean;
  /**
   * Resolves the signed-in user of a request (the auth area installs it); throws the 401 AppError when
   * there is none. Called before every route that is not public.
   */
  authenticate(ctx: Ctx): Promise<Principal>;
  /** Handles an HTTP upgrade (the push channel installs it); refused when nothing does. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void | Promise<void>;
  /** Registers work to do when the server stops (timers, sockets). */
  onStop(fn: () => void | Promise<void>): void;
  /** Runs what onStop registered; called once by start.ts's stop. */
  stopped(): Promise<void>;
}

const REQUEST_ID = /^[\w.-]{8,64}$/;

/** From this size an answer goes gzipped to a client that takes it: a province administrator's menu is hundreds
 *  of kilobytes of JSON, and an intranet link is slow. Smaller answers gain less than compressing costs. */
const COMPRESS_FROM = 8 * 1024;

interface Serialized {
  text: Buffer;
  zipped?: Buffer;
}

/**
 * Answers kept serialized by the data they carry. A route that returns a frozen object promises that it never
 * changes (the menu tree that users of the same roles share, hundreds of kilobytes for a province
 * administrator), so it is stringified and compressed once instead of at every request.
 */
const keptAnswers = new WeakMap<object, Serialized>();

/** Sends `body` as JSON; `keptBy`, a frozen object the body is made of, keeps its serialized form. */
export function sendJson(res: ServerResponse, status: number, body: unknown, keptBy?: object): void {
  let answer = keptBy && keptAnswers.get(keptBy);
  if (!answer) {
    answer = { text: Buffer.from(JSON.stringify(body)) };
    if (keptBy) keptAnswers.set(keptBy, answer);
  }
  const { text } = answer;
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' };
  const send = (content: Buffer, encoding?: string) => {
    res.writeHead(status, { ...headers, 'Content-Length': content.length, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
    res.end(content);
  };
  if (text.length < COMPRESS_FROM || !/\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''))) return send(text);
  if (answer.zipped) return send(answer.zipped, 'gzip');
  // Off the event loop: compressing a large answer is milliseconds of work.
  gzip(text, (error, zipped) => {
    if (error) return send(text);
    if (keptBy) answer.zipped = zipped;
    send(zipped, 'gzip');
  });
}

export function createApp(deps: AppDeps): App {
  const router = new Router();
  const files = staticFiles(deps.config.distDir);
  const stopHooks: (() => void | Promise<void>)[] = [];
  const app: App = {
    handle,
    router,
    ready: false,
    authenticate: async () => {
      throw httpError(401, 'status.401');
    },
    upgrade: (_req, socket) => {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    },
    onStop: (fn) => void stopHooks.push(fn),
    stopped: async () => {
      await Promise.all(stopHooks.splice(0).map((fn) => fn()));
    },
  };
  registerAreas(router, { ...deps, app });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader(HEADER_REQUEST_ID, requestId);
    setSecurityHeaders(res);
    const rawUrl = req.url ?? '/';
    const log = deps.log.child({ requestId });
    res.on('finish', () => {
      log.info('request', {
        method: req.method,
        url: redactUrl(rawUrl),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });

    let path: string;
    let query: URLSearchParams;
    try {
      const url = new URL(rawUrl, 'http://portal.local');
      path = decodeURI(url.pathname);
      query = url.searchParams;
    } catch {
      sendJson(res, 400, { code: CODE_FAIL, msg: zh('status.404') } satisfies Envelope);
      return;
    }

    const method = req.method ?? 'GET';
    const found = router.find(method, path);
    if (!found) {
      if (!isApiPath(path) && files.serve(req, res, path)) return;
      sendJson(res, 404, { code: CODE_FAIL, msg: zh('status.404') } satisfies Envelope);
      return;
    }
    if ('allowed' in found) {
      res.setHeader('Allow', found.allowed.join(', '));
      sendJson(res, 405, { code: CODE_FAIL, msg: zh('error.methodNotAllowed', { method }) } satisfies Envelope);
      return;
    }

    let body: Promise<Body> | undefined;
    const ctx: Ctx = {
      req,
      res,
      method,
      path,
      query,
      params: found.params,
      requestId,
      log,
      body: () => (body ??= readBody(req, deps.config.bodyLimit)),
      send(status, content, headers = {}) {
        res.writeHead(status, { 'Content-Length': Buffer.byteLength(content), ...headers });
        res.end(content);
      },
    };
    try {
      refuseControlsInRequest(path, found.params, query, req.headers);
      if (!found.options.public) {
        ctx.principal = await app.authenticate(ctx);
        if (found.options.permission && !ctx.principal.permissions.has(found.options.permission)) {
          throw httpError(403, 'status.403');
        }
      }
      const data = await found.handler(ctx);
      if (res.headersSent || res.writableEnded) return;
      const kept = typeof data === 'object' && data !== null && Object.isFrozen(data) ? data : undefined;
      sendJson(res, 200, { code: CODE_OK, msg: 'ok', data: data ?? null } satisfies Envelope, kept);
    } catch (e) {
      renderError(ctx, e);
    }
  }

  function renderError(ctx: Ctx, e: unknown): void {
    const error = e instanceof AppError ? e : timedOut(ctx, e);
    if (!error) ctx.log.error('unhandled error', { err: e, method: ctx.method, path: ctx.path });
    if (ctx.res.headersSent) {
      ctx.res.destroy();
      return;
    }
    const status = error?.status ?? 500;
    const envelope: Envelope = error
      ? { code: error.code, msg: error.userMessage, ...(error.data !== undefined ? { data: error.data } : {}) }
      : { code: CODE_FAIL, msg: zh('status.default'), data: { requestId: ctx.requestId } };
    sendJson(ctx.res, status, envelope);
  }

  return app;
}

/**
 * A statement stopped by STATEMENT_TIMEOUT_MS: HTTP 500 (the highest status whose msg the browser shows,
 * spec section 8) with its own message and the request id, logged as a warning with that id.
 */
function timedOut(ctx: Ctx, e: unknown): AppError | undefined {
  if (!isDbError(e, QUERY_CANCELED)) return undefined;
  ctx.log.warn('statement timeout', { method: ctx.method, path: ctx.path, err: e });
  return new AppError(500, zh('error.statementTimeout'), CODE_FAIL, { requestId: ctx.requestId });
}

