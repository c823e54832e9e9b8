/**
 * Checks the `sign` header exactly as docs/api.md defines it: HMAC-SHA256 keyed with the access token
 * over time, nonce, method, target and body hash; the time within 5 minutes of the server's clock; the
 * nonce of a write single-use per session (a replayed read returns what the user may read anyway).
 * The nonce is claimed in the session's own statement (authenticate.ts, `claimedNonce`), so that a write
 * costs no round trip more than a read; this only reads whether the claim was new.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { httpError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import { parseSign, SIGN_WINDOW_MS, signingMessage, type ParsedSign } from '../../../model/crypto/signFormat.ts';
import { requestBodyHash } from './requestBodyHash.ts';

const isRead = (ctx: Ctx) => ctx.method === 'GET' || ctx.method === 'HEAD';

/** The `sign` header's parts when they are well formed and within the time window: read once per request. */
export function signOf(ctx: Ctx, now: number): ParsedSign | null {
  const header = ctx.req.headers.sign;
  const sign = parseSign(Array.isArray(header) ? undefined : header);
  return sign && Math.abs(now - sign.time) <= SIGN_WINDOW_MS ? sign : null;
}

/** The nonce a write claims: what authenticate inserts, for its session, in the session's statement. */
export function claimedNonce(ctx: Ctx, sign: ParsedSign | null): { nonce: string; expiresAt: Date } | null {
  return sign && !isRead(ctx) ? { nonce: sign.nonce, expiresAt: new Date(sign.time + SIGN_WINDOW_MS) } : null;
}

/** `sign`: signOf's answer; `nonceFresh`: whether the claim made in the session's statement was new (ignored for reads). */
export async function verifySign(ctx: Ctx, sign: ParsedSign | null, token: string, bodyLimit: number, nonceFresh: boolean): Promise<void> {
  if (!sign) throw httpError(400, 'auth.badSign');
  const message = signingMessage({
    time: sign.time,
    nonce: sign.nonce,
    method: ctx.method,
    target: ctx.req.url ?? '/',
    bodyHash: await requestBodyHash(ctx, bodyLimit),
  });
  const expected = createHmac('sha256', token).update(message).digest();
  if (!timingSafeEqual(expected, Buffer.from(sign.signature, 'hex'))) throw httpError(400, 'auth.badSign');
  if (!isRead(ctx) && !nonceFresh) throw httpError(400, 'auth.badSign');
}
