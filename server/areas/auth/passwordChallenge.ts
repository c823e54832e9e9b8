/**
 * The server's challenge in `GET /auth/key`: a timestamp and random bytes, authenticated with a key
 * derived from the sealing key, so that any instance can check it without storing what it issued.
 * `challenge = hex(time(8) ‖ random(8) ‖ HMAC-SHA256(k, keyId ‖ time ‖ random)[0..16])`.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a fetched key and challenge may be used to sign in. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Tolerance for a challenge "from the future" (another instance's clock). */
const SKEW_MS = 60 * 1000;

function mac(secretKey: Uint8Array, keyId: string, head: Buffer): Buffer {
  const key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'lgb-portal challenge v1', 32));
  return createHmac('sha256', key).update(keyId).update(head).digest().subarray(0, 16);
}

export function issueChallenge(secretKey: Uint8Array, keyId: string, now: number): string {
  const head = Buffer.alloc(16);
  head.writeBigUInt64BE(BigInt(now));
  randomBytes(8).copy(head, 8);
  return head.toString('hex') + mac(secretKey, keyId, head).toString('hex');
}

/** The time a genuine, fresh challenge was issued; null when forged or stale. */
export function challengeTime(secretKey: Uint8Array, keyId: string, challenge: string, now: number): number | null {
  if (!/^[0-9a-f]{64}$/.test(challenge)) return null;
  const head = Buffer.from(challenge.slice(0, 32), 'hex');
  if (!timingSafeEqual(mac(secretKey, keyId, head), Buffer.from(challenge.slice(32), 'hex'))) return null;
  const issued = Number(head.readBigUInt64BE(0));
  return now - issued <= CHALLENGE_TTL_MS && issued - now <= SKEW_MS ? issued : null;
}
