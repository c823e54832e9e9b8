/**
 * The lock-screen password is kept only as a salted scrypt hash (@noble/hashes: WebCrypto is missing on
 * plain-http intranets). People reuse passwords, and this one sits in localStorage, readable by anyone at
 * the unlocked machine: a slow, salted hash keeps it from being read back.
 */
/** scrypt and its byte helpers are only needed to lock and unlock: they stay out of the sign-in page's download. */
const loadScrypt = () =>
  Promise.all([import('@noble/hashes/scrypt.js'), import('@noble/hashes/utils.js')]).then(([{ scryptAsync }, utils]) => ({ scryptAsync, ...utils }));

/** About 0.1 s in a browser of the intranets' generation; `scryptAsync` yields so the page stays responsive. */
const PARAMS = { N: 2 ** 14, r: 8, p: 1, dkLen: 32 } as const;

export interface LockPasswordHash {
  kind: 'scrypt';
  N: number;
  r: number;
  p: number;
  /** Hex. */
  salt: string;
  /** Hex. */
  hash: string;
}

export function isLockPasswordHash(value: unknown): value is LockPasswordHash {
  if (typeof value !== 'object' || value === null) return false;
  const h = value as Record<string, unknown>;
  return (
    h.kind === 'scrypt' &&
    typeof h.N === 'number' &&
    typeof h.r === 'number' &&
    typeof h.p === 'number' &&
    typeof h.salt === 'string' &&
    typeof h.hash === 'string'
  );
}

export async function hashLockPassword(password: string): Promise<LockPasswordHash> {
  const { scryptAsync, bytesToHex, randomBytes } = await loadScrypt();
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, PARAMS);
  return { kind: 'scrypt', N: PARAMS.N, r: PARAMS.r, p: PARAMS.p, salt: bytesToHex(salt), hash: bytesToHex(hash) };
}

export async function verifyLockPassword(stored: LockPasswordHash, password: string): Promise<boolean> {
  const { scryptAsync, hexToBytes } = await loadScrypt();
  const expected = hexToBytes(stored.hash);
  const actual = await scryptAsync(password, hexToBytes(stored.salt), { N: stored.N, r: stored.r, p: stored.p, dkLen: expected.length });
  // Compared in full whatever differs first.
  let difference = actual.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) difference |= (actual[i] ?? 0) ^ expected[i]!;
  return difference === 0;
}
