/**
 * Opens a password sealed by the browser (model/crypto/passwordSeal.ts): the key must still be valid,
 * the challenge genuine and fresh, the ciphertext authentic, and this ciphertext never opened before.
 */
import { httpError } from '../../http/errors.ts';
import { openSealed, parseSealed } from '../../../model/crypto/passwordSeal.ts';
import type { AuthDeps } from './authDeps.ts';
import { CHALLENGE_TTL_MS, challengeTime } from './passwordChallenge.ts';

export async function openPassword(deps: AuthDeps, text: string, now: number): Promise<string> {
  const sealed = parseSealed(text);
  if (!sealed) throw httpError(400, 'auth.badCiphertext');
  const key = await deps.keys.byId(sealed.keyId, now);
  const issued = key && challengeTime(key.secretKey, key.keyId, sealed.challenge, now);
  const password = key && issued !== null ? openSealed(sealed, key.secretKey) : null;
  if (password === null || issued === null) throw httpError(400, 'auth.badCiphertext');
  // Each ciphertext has its own random 24-byte iv: remembering the iv until the challenge expires
  // refuses a replay; after that the stale challenge refuses it.
  const fresh = await deps.db.query(
    'INSERT INTO auth_seal_nonce (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce',
    [Buffer.from(sealed.iv).toString('hex'), new Date(issued + CHALLENGE_TTL_MS)],
  );
  if (fresh.length === 0) throw httpError(400, 'auth.replayedCiphertext');
  return password;
}
