/** The server's one route table: method + path pattern (model/path.ts) → handler. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compile, match, type Params } from '../../model/path.ts';
import type { Logger } from '../log.ts';
import type { Body } from './body.ts';

export interface Ctx {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  params: Params;
  readonly requestId: string;
  readonly log: Logger;
  /** The parsed body (JSON or form), read once on first call. */
  body(): Promise<Body>;
  /** Writes a complete response that is not the JSON envelope (files, health probes). */
  send(status: number, body: string | Buffer, headers?: Record<string, string>): void;
}

/** Returns the envelope's `data`; or writes the response itself through ctx.send / ctx.res. */
export type Handler = (ctx: Ctx) => unknown | Promise<unknown>;

interface Route {
  method: string;
  pattern: string;
  handler: Handler;
}

export type Found = { handler: Handler; params: Params } | { allowed: string[] } | null;

export class Router {
  private readonly exact = new Map<string, Map<string, Handler>>();
  private readonly patterned: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    if (!pattern.includes('{')) {
      const byMethod = this.exact.get(pattern) ?? new Map<string, Handler>();
      if (byMethod.has(method)) throw new Error(`duplicate route ${method} ${pattern}`);
      byMethod.set(method, handler);
      this.exact.set(pattern, byMethod);
    } else {
      compile(pattern);
      this.patterned.push({ method, pattern, handler });
    }
    return this;
  }

  get(pattern: string, handler: Handler) { return this.add('GET', pattern, handler); }
  post(pattern: string, handler: Handler) { return this.add('POST', pattern, handler); }
  put(pattern: string, handler: Handler) { return this.add('PUT', pattern, handler); }
  delete(pattern: string, handler: Handler) { return this.add('DELETE', pattern, handler); }

  /** The handler for a request; `{allowed}` when the path exists for other methods; null when unknown. */
  find(method: string, path: string): Found {
    const lookup = method === 'HEAD' ? 'GET' : method;
    const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const allowed = new Set<string>();
    const byMethod = this.exact.get(normalized);
    if (byMethod) {
      const handler = byMethod.get(lookup);
      if (handler) return { handler, params: {} };
      for (const m of byMethod.keys()) allowed.add(m);
    }
    // Exact routes win over patterns (`/users/page` before `/users/{id}`).
    for (const route of this.patterned) {
      const params = match(route.pattern, normalized);
      if (!params) continue;
      if (route.method === lookup) return { handler: route.handler, params };
      allowed.add(route.method);
    }
    return allowed.size > 0 ? { allowed: [...allowed] } : null;
  }
}
