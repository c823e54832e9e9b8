/**
 * The password sealing code (X25519, XChaCha20, HKDF: more than the sign-in form itself) as a chunk of its
 * own, fetched when a password field gets focus or at submit at the latest, so that no screen waits for it
 * before it can be used.
 */
export const loadPasswordSeal = () => import('../../model/crypto/passwordSeal.ts');
