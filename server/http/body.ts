/** Request bodies: read with a size limit, parsed by content type; bad input is a clear 4xx. */
import type { IncomingMessage } from 'node:http';
import { refuseControlsInBody } from './controlChars.ts';
import { httpError } from './errors.ts';

export type Body = Record<string, unknown> | unknown[] | null;

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Reads the raw body, refusing (413) as soon as it passes `limit` bytes. */
export async function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw httpError(413, 'error.bodyTooLarge', { limit: formatLimit(limit) });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume(); // drain the rest so that the 413 answer reaches the client
      throw httpError(413, 'error.bodyTooLarge', { limit: formatLimit(limit) });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Parses JSON (`application/json`) or form (`application/x-www-form-urlencoded`) bodies; empty is null.
 * Control characters are refused here, for every handler at once (controlChars.ts).
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  const body = await parseBody(req, limit);
  refuseControlsInBody(body);
  return body;
}

async function parseBody(req: IncomingMessage, limit: number): Promise<Body> {
  const raw = await readRaw(req, limit);
  if (raw.length === 0) return null;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return JSON.parse(raw.toString('utf8')) as Body;
    } catch {
      throw httpError(400, 'error.malformedJson');
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    const form: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) {
      const prev = form[key];
      form[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
    return form;
  }
  throw httpError(415, 'error.unsupportedType', { type: type || '(none)' });
}
