/**
 * A small local HTTP server for the request layer's tests: it records every request exactly as it arrived
 * (raw target, headers, body bytes) and answers what the test says, including what a healthy server never
 * sends (423, 479, 502), silence (for timeouts and aborts) and a dropped connection (network failure).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  /** The request target as sent: path and query, percent-encoded. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface StubReply {
  status?: number;
  /** Sent as JSON; a string is sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** `'hang'` never answers; `'drop'` destroys the connection. */
export type StubHandler = (request: StubRequest) => StubReply | 'hang' | 'drop' | Promise<StubReply | 'hang' | 'drop'>;

export interface Stub {
  url: string;
  requests: StubRequest[];
  /** Replaces the handler (the default answers 200 `{ code: 0, msg: 'ok', data: null }`). */
  handle(handler: StubHandler): void;
  close(): Promise<void>;
}

export const OK: StubReply = { body: { code: 0, msg: 'ok', data: null } };

export async function startStub(): Promise<Stub> {
  let handler: StubHandler = () => OK;
  const requests: StubRequest[] = [];
  const server = createServer(async (req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: StubRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'hang') return;
    if (reply === 'drop') {
      req.socket.destroy();
      return;
    }
    const text = typeof reply.body === 'string' ? reply.body : reply.body === undefined ? '' : JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json; charset=utf-8', ...reply.headers });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
