/**
 * The `sign` request header's format (docs/api.md, "sign: request signature (v1)"), shared by the browser's
 * two signers (src/http/loadSigner.ts) and the server's check. No hashing here: the browser hashes with
 * WebCrypto where it may, with @noble/hashes on plain-http intranets (model/crypto/requestSign.ts), and the
 * server with node:crypto.
 *
 *   sign = v1.<t>.<n>.<s>
 *   s    = hex(HMAC-SHA256(key = access token, "v1\n" + t + "\n" + n + "\n" + METHOD + "\n" + target + "\n" + bodyHash))
 */
export const SIGN_VERSION = 'v1';
/** How far `t` may be from the server's clock, either way. */
export const SIGN_WINDOW_MS = 5 * 60 * 1000;
/** The body hash of multipart uploads, which are not hashed. */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** The body hash of a request without a body (every GET): hex SHA-256 of no bytes. */
export const EMPTY_BODY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface SignInput {
  /** Unix milliseconds (client time corrected by the server's Date header). */
  time: number;
  /** 16 hex characters, new for every request. */
  nonce: string;
  method: string;
  /** Path and query string exactly as sent. */
  target: string;
  /** hex SHA-256 of the body bytes, or UNSIGNED_PAYLOAD. */
  bodyHash: string;
}

export interface ParsedSign {
  time: number;
  nonce: string;
  signature: string;
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** A fresh request nonce: 16 hex characters (getRandomValues exists outside secure contexts too). */
export function newSignNonce(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(8)));
}

/** The exact text that is signed. */
export function signingMessage(input: SignInput): string {
  return [SIGN_VERSION, String(input.time), input.nonce, input.method.toUpperCase(), input.target, input.bodyHash].join('\n');
}

/** The header's value, given the hex HMAC of signingMessage(input). */
export function formatSign(input: SignInput, signature: string): string {
  return `${SIGN_VERSION}.${input.time}.${input.nonce}.${signature}`;
}

/** Splits a `sign` header; null when it is not well-formed. */
export function parseSign(header: string | undefined): ParsedSign | null {
  const m = /^v1\.(\d{1,15})\.([0-9a-f]{16})\.([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return null;
  return { time: Number(m[1]), nonce: m[2]!, signature: m[3]! };
}
