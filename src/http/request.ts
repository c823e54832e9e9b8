/**
 * `create(defaults)`: a client whose every call goes through one `request()`:
 * merge options → refuse a duplicate write in flight → beforeRequest hooks → encode the body → sign
 * (loadSigner.ts: WebCrypto, or @noble/hashes loaded with the first signed request on plain http) →
 * fetch under a deadline (timeout or the caller's abort) → statuses outside 200–500 reject → afterResponse
 * hooks → the envelope's data. Every RequestError passes the beforeError hooks once on its way out.
 * The portal's rules are hooks (client.ts); this file knows the transport and the envelope.
 */
import { newSignNonce, SIGN_WINDOW_MS } from '../../model/crypto/signFormat.ts';
import { zhTexts } from '../../model/i18n/index.ts';
import { http } from '../../model/i18n/http.ts';
import { platform } from '../../model/i18n/platform.ts';
import { HEADER_REQUEST_ID, HEADER_SIGN } from '../../model/wire.ts';
import { createServerClock } from './clock.ts';
import { RequestError, TimeoutError, type RequestErrorInit } from './errors.ts';
import { loadSigner } from './loadSigner.ts';
import { mergeOptions, type Method, type Options, type PreparedRequest, type RequestBody, type RequestState } from './options.ts';
import { httpPorts } from './ports.ts';
import { appendParams, encodeForm } from './query.ts';
import { isEnvelope, userMessage } from './statusMessage.ts';
import { realTimers, startDeadline } from './timeout.ts';

const zh = zhTexts(http, platform);

/** Spec section 9. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** One clock per page: every instance learns the server's time from every answer. */
const sharedClock = createServerClock();

type MethodOptions = Omit<Options, 'method'>;

export interface Client {
  request<T = unknown>(path: string, options?: Options): Promise<T>;
  get<T = unknown>(path: string, options?: MethodOptions): Promise<T>;
  post<T = unknown>(path: string, options?: MethodOptions): Promise<T>;
  put<T = unknown>(path: string, options?: MethodOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: MethodOptions): Promise<T>;
  /** A new client with these options over this one's (hooks are added after this one's). */
  extend(options: Options): Client;
}

function bodyOf(options: Options): RequestBody | undefined {
  if (options.multipart) return { type: 'multipart', value: options.multipart };
  if (options.form) return { type: 'form', value: options.form };
  if (options.json !== undefined) return { type: 'json', value: options.json };
  return undefined;
}

function encode(body: RequestBody | undefined): { content: string | FormData | undefined; type?: string } {
  switch (body?.type) {
    case undefined:
      return { content: undefined };
    case 'json':
      return { content: JSON.stringify(body.value), type: 'application/json;charset=UTF-8' };
    case 'form':
      return { content: encodeForm(body.value), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
    case 'multipart':
      // The browser writes the multipart Content-Type with its boundary.
      return { content: body.value };
  }
}

/** Same method, URL and body: what makes a second write a duplicate (before any token is added). */
function duplicateKey(request: PreparedRequest): string {
  const body = request.body;
  const parts: string[] = [];
  if (body?.type === 'multipart') {
    // Files by name and size: comparing their bytes would mean reading every upload twice.
    body.value.forEach((value, name) => parts.push(`${name}=${typeof value === 'string' ? value : `${value.name}:${value.size}`}`));
  } else {
    const { content } = encode(body);
    if (typeof content === 'string') parts.push(content);
  }
  return `${request.method} ${request.url.href}\n${parts.join('&')}`;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function create(defaults: Options = {}): Client {
  // Writes in flight, by duplicateKey: an identical one is refused until the first settles.
  const inFlight = new Set<string>();

  async function request<T>(path: string, callOptions: Options = {}): Promise<T> {
    const options = mergeOptions(defaults, callOptions);
    const ports = options.ports ?? httpPorts.getState();
    const method: Method = options.method ?? 'GET';
    const url = new URL(path, options.baseUrl ?? globalThis.location?.origin);
    appendParams(url, options.params);
    const prepared: PreparedRequest = {
      method,
      url,
      headers: new Headers(options.headers),
      body: bodyOf(options),
      auth: options.auth ?? true,
    };
    const state: RequestState = { request: prepared, options, ports };
    const fail = (init: Omit<RequestErrorInit, 'method' | 'path'>) =>
      new RequestError({ ...init, method, path: url.pathname });

    const key = method === 'GET' ? undefined : duplicateKey(prepared);
    let entered = false;
    try {
      if (key !== undefined) {
        if (inFlight.has(key)) throw fail({ code: 'duplicate', userMessage: zh('status.000') });
        inFlight.add(key);
        entered = true;
      }
      for (const hook of options.hooks?.beforeRequest ?? []) await hook(state);

      const { headers } = prepared;
      const encoded = encode(prepared.body);
      if (encoded.type && !headers.has('Content-Type')) headers.set('Content-Type', encoded.type);
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      const clock = options.clock ?? sharedClock;
      const bearer = /^Bearer (.+)$/.exec(headers.get('Authorization') ?? '')?.[1];
      /** Signs (last, over exactly what is sent, with the bearer token actually sent: docs/api.md, `sign`) and sends. */
      const send = async () => {
        const time = Math.floor(clock.now());
        if (bearer) {
          const sign = await loadSigner().catch((cause: unknown) => {
            throw fail({ code: 'network', userMessage: zh('http.network'), cause });
          });
          headers.set(
            HEADER_SIGN,
            await sign(bearer, {
              time,
              nonce: newSignNonce(),
              method,
              target: prepared.url.pathname + prepared.url.search,
              body: encoded.content,
            }),
          );
        }
        const deadline = startDeadline(options.timeout ?? REQUEST_TIMEOUT_MS, options.signal, options.timers ?? realTimers);
        try {
          const init: RequestInit = { method, headers, body: encoded.content ?? null, signal: deadline.signal };
          // Called on globalThis: a detached window.fetch throws "Illegal invocation".
          const response = await (options.fetch ? options.fetch(prepared.url, init) : globalThis.fetch(prepared.url, init));
          // A file asked for as a blob comes back as one; a failure is still the JSON envelope, handled below.
          const file = options.responseType === 'blob' && response.ok && !/json/i.test(response.headers.get('Content-Type') ?? '') ? await response.blob() : undefined;
          const text = file ? '' : await response.text();
          clock.learn(response.headers.get('Date'));
          return { response, text, file, time };
        } catch (cause) {
          const reason = deadline.reason();
          if (reason === 'timeout') {
            throw new TimeoutError({ method, path: url.pathname, userMessage: zh('http.timeout'), cause });
          }
          if (reason === 'aborted') throw fail({ code: 'aborted', userMessage: '', silent: true, cause });
          throw fail({ code: 'network', userMessage: zh('http.network'), cause });
        } finally {
          deadline.clear();
        }
      };

      let sent = await send();
      // A PC whose clock is minutes off has its signed request refused as stale; this answer's Date header (or
      // another's) has taught the clock the server's time, so the request is signed again and sent once more.
      // No request waits for the clock to be learnt first.
      if (bearer && sent.response.status === 400 && Math.abs(sent.time - clock.now()) > SIGN_WINDOW_MS) sent = await send();
      const { response, text, file } = sent;

      if (file) return file as T;
      const body = parseJson(text);
      const requestId = response.headers.get(HEADER_REQUEST_ID) ?? undefined;
      if (response.status < 200 || response.status > 500) {
        throw fail({ code: 'rejected', status: response.status, userMessage: userMessage(0, body, ports.config()), requestId });
      }
      for (const hook of options.hooks?.afterResponse ?? []) await hook({ ...state, response, body });
      if (!isEnvelope(body)) {
        throw fail({ code: 'malformed', status: response.status, userMessage: zh('status.default'), requestId });
      }
      return body.data as T;
    } catch (error) {
      if (error instanceof RequestError) {
        for (const hook of options.hooks?.beforeError ?? []) await hook({ ...state, error });
      }
      throw error;
    } finally {
      if (entered && key !== undefined) inFlight.delete(key);
    }
  }

  const withMethod =
    (method: Method) =>
    <T>(path: string, options: MethodOptions = {}) =>
      request<T>(path, { ...options, method });

  return {
    request,
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    delete: withMethod('DELETE'),
    extend: (options) => create(mergeOptions(defaults, options)),
  };
}
