/**
 * Checks the `sign` header exactly as docs/api.md defines it: HMAC-SHA256 keyed with the access token
 * over time, nonce, method, target and body hash; the time within 5 minutes of the server's clock; the
 * nonce of a write single-use per session (a replayed read returns what the user may read anyway).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { httpError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import { parseSign, SIGN_WINDOW_MS, signingMessage } from '../../../model/crypto/signFormat.ts';
import type { AuthDeps } from './authDeps.ts';
import { requestBodyHash } from './requestBodyHash.ts';

export async function verifySign(ctx: Ctx, token: string, sessionId: string, deps: AuthDeps, now: number): Promise<void> {
  const header = ctx.req.headers.sign;
  const sign = parseSign(Array.isArray(header) ? undefined : header);
  if (!sign || Math.abs(now - sign.time) > SIGN_WINDOW_MS) throw httpError(400, 'auth.badSign');
  const message = signingMessage({
    time: sign.time,
    nonce: sign.nonce,
    method: ctx.method,
    target: ctx.req.url ?? '/',
    bodyHash: await requestBodyHash(ctx, deps.config.bodyLimit),
  });
  const expected = createHmac('sha256', token).update(message).digest();
  if (!timingSafeEqual(expected, Buffer.from(sign.signature, 'hex'))) throw httpError(400, 'auth.badSign');
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return;
  const fresh = await deps.db.query(
    `INSERT INTO auth_sign_nonce (session_id, nonce, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (session_id, nonce) DO NOTHING RETURNING nonce`,
    [sessionId, sign.nonce, new Date(sign.time + SIGN_WINDOW_MS)],
  );
  if (fresh.length === 0) throw httpError(400, 'auth.badSign');
}
