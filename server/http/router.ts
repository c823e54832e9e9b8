/** The server's one route table: method + path pattern (model/path.ts) → handler. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compile, match, type Params } from '../../model/path.ts';
import type { Principal } from '../areas/auth/principal.ts';
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
  /** The signed-in user; set before the handler runs on every route that is not public. */
  principal?: Principal;
  /** The parsed body (JSON or form), read once on first call. */
  body(): Promise<Body>;
  /** Writes a complete response that is not the JSON envelope (files, health probes). */
  send(status: number, body: string | Buffer, headers?: Record<string, string>): void;
}

/** Returns the envelope's `data`; or writes the response itself through ctx.send / ctx.res. */
export type Handler = (ctx: Ctx) => unknown | Promise<unknown>;

/** Routes need a session unless declared public; `permission` is a menu or button code the user must hold. */
export interface RouteOptions {
  public?: boolean;
  permission?: string;
}

interface Route {
  method: string;
  pattern: string;
  handler: Handler;
  options: RouteOptions;
}

export type Matched = { handler: Handler; params: Params; options: RouteOptions };
export type Found = Matched | { allowed: string[] } | null;

export class Router {
  private readonly exact = new Map<string, Map<string, Route>>();
  private readonly patterned: Route[] = [];

  add(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    const route: Route = { method, pattern, handler, options };
    if (!pattern.includes('{')) {
      const byMethod = this.exact.get(pattern) ?? new Map<string, Route>();
      if (byMethod.has(method)) throw new Error(`duplicate route ${method} ${pattern}`);
      byMethod.set(method, route);
      this.exact.set(pattern, byMethod);
    } else {
      compile(pattern);
      this.patterned.push(route);
    }
    return this;
  }

  get(pattern: string, handler: Handler, options?: RouteOptions) { return this.add('GET', pattern, handler, options); }
  post(pattern: string, handler: Handler, options?: RouteOptions) { return this.add('POST', pattern, handler, options); }
  put(pattern: string, handler: Handler, options?: RouteOptions) { return this.add('PUT', pattern, handler, options); }
  delete(pattern: string, handler: Handler, options?: RouteOptions) { return this.add('DELETE', pattern, handler, options); }

  /** Every registered route, for docs/api.md and the permission audit test. */
  list(): { method: string; pattern: string; options: RouteOptions }[] {
    const exact = [...this.exact.values()].flatMap((m) => [...m.values()]);
    return [...exact, ...this.patterned].map(({ method, pattern, options }) => ({ method, pattern, options }));
  }

  /** The handler for a request; `{allowed}` when the path exists for other methods; null when unknown. */
  find(method: string, path: string): Found {
    const lookup = method === 'HEAD' ? 'GET' : method;
    const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const allowed = new Set<string>();
    const byMethod = this.exact.get(normalized);
    if (byMethod) {
      const route = byMethod.get(lookup);
      if (route) return { handler: route.handler, params: {}, options: route.options };
      for (const m of byMethod.keys()) allowed.add(m);
    }
    // Exact routes win over patterns (`/users/page` before `/users/{id}`).
    for (const route of this.patterned) {
      const params = match(route.pattern, normalized);
      if (!params) continue;
      if (route.method === lookup) return { handler: route.handler, params, options: route.options };
      allowed.add(route.method);
    }
    return allowed.size > 0 ? { allowed: [...allowed] } : null;
  }
}
