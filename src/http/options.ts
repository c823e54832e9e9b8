/**
 * Options of a request and of an instance, the state objects hooks receive, and the one function that
 * merges options: later values win, headers merge as Headers, hooks concatenate (ky's rules).
 */
import type { RequestError } from './errors.ts';
import type { ServerClock } from './clock.ts';
import type { HttpPorts } from './ports.ts';
import type { Params } from './query.ts';
import type { Timers } from './timeout.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestBody =
  | { type: 'json'; value: unknown }
  | { type: 'form'; value: Params }
  | { type: 'multipart'; value: FormData };

/** The request as the hooks see and change it; encoded, signed and sent after the last one. */
export interface PreparedRequest {
  method: Method;
  url: URL;
  headers: Headers;
  body: RequestBody | undefined;
  /** False when the call opted out of the token (no bearer header, no token copies). */
  auth: boolean;
}

export interface RequestState {
  request: PreparedRequest;
  options: Options;
  ports: HttpPorts;
}

export interface ResponseState extends RequestState {
  response: Response;
  /** The parsed JSON body, or undefined when it is empty or not JSON. */
  body: unknown;
}

export interface ErrorState extends RequestState {
  error: RequestError;
}

export type BeforeRequestHook = (state: RequestState) => void | Promise<void>;
/** Throws a RequestError to fail the request; returning lets it succeed. */
export type AfterResponseHook = (state: ResponseState) => void | Promise<void>;
/** Runs once for every RequestError, before it reaches the caller. */
export type BeforeErrorHook = (state: ErrorState) => void | Promise<void>;

export interface Hooks {
  beforeRequest: BeforeRequestHook[];
  afterResponse: AfterResponseHook[];
  beforeError: BeforeErrorHook[];
}

export interface Options {
  method?: Method;
  /** Resolves relative paths; defaults to the page's origin. */
  baseUrl?: string;
  /** Query parameters (arrays as repeated keys). */
  params?: Params;
  /** A JSON body. */
  json?: unknown;
  /** A form-serialised body (`application/x-www-form-urlencoded`). */
  form?: Params;
  /** A multipart body (uploads). */
  multipart?: FormData;
  /** 'blob': a successful answer that is not JSON (a file) resolves to its Blob instead of the envelope's data. */
  responseType?: 'json' | 'blob';
  headers?: HeadersInit;
  /** False: no bearer token and no token copies (public calls, or calls with their own Authorization). */
  auth?: boolean;
  /** The caller's own abort (leaving a page cancels its loads). */
  signal?: AbortSignal;
  /** Milliseconds; spec section 9: 30 000. */
  timeout?: number;
  timers?: Timers;
  clock?: ServerClock;
  fetch?: typeof fetch;
  /** The app's session, router, ...; the plugged-in ones (ports.ts) when absent. */
  ports?: HttpPorts;
  hooks?: Partial<Hooks>;
}

function mergeHeaders(base: HeadersInit | undefined, extra: HeadersInit | undefined): Headers {
  const headers = new Headers(base);
  new Headers(extra).forEach((value, name) => headers.set(name, value));
  return headers;
}

function mergeHooks(base: Partial<Hooks> = {}, extra: Partial<Hooks> = {}): Hooks {
  return {
    beforeRequest: [...(base.beforeRequest ?? []), ...(extra.beforeRequest ?? [])],
    afterResponse: [...(base.afterResponse ?? []), ...(extra.afterResponse ?? [])],
    beforeError: [...(base.beforeError ?? []), ...(extra.beforeError ?? [])],
  };
}

export function mergeOptions(base: Options, extra: Options): Options {
  const merged: Options = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  merged.headers = mergeHeaders(base.headers, extra.headers);
  merged.hooks = mergeHooks(base.hooks, extra.hooks);
  if (base.params && extra.params) merged.params = { ...base.params, ...extra.params };
  return merged;
}
