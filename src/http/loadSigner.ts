/**
 * The `sign` header's code (model/crypto/requestSign.ts: SHA-256 and HMAC from @noble/hashes, about 4 KiB
 * gzip) as a chunk of its own, loaded before the first request that carries a bearer token. Only those are
 * signed, so a signed-out visitor (the login page) never downloads it; the app preloads it at start when a
 * stored session is to be restored, and sign-in forms when their submit starts.
 */
export const loadSigner = () => import('../../model/crypto/requestSign.ts');
