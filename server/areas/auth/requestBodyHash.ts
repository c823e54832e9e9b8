/**
 * The body hash that `sign` covers. Reading the body here consumes the request stream, so the exact
 * bytes are handed back to the handler: ctx.body() then parses them as it would have parsed the stream.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { readBody, readRaw, type Body } from '../../http/body.ts';
import type { Ctx } from '../../http/router.ts';
import { EMPTY_BODY_HASH, UNSIGNED_PAYLOAD } from '../../../model/crypto/signFormat.ts';

const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export async function requestBodyHash(ctx: Ctx, limit: number): Promise<string> {
  const headers = ctx.req.headers;
  const hasBody = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
  if (!hasBody) return EMPTY_BODY_HASH;
  if (/^multipart\//i.test(headers['content-type'] ?? '')) return UNSIGNED_PAYLOAD;
  const raw = await readRaw(ctx.req, limit);
  const replay = Object.assign(Readable.from(raw.length > 0 ? [raw] : []), { headers }) as unknown as IncomingMessage;
  let parsed: Promise<Body> | undefined;
  ctx.body = () => (parsed ??= readBody(replay, limit));
  return sha256Hex(raw);
}
