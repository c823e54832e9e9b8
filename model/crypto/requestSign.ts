/**
 * The `sign` request header (docs/api.md, "sign: request signature (v1)"), shared by browser and server.
 * HMAC-SHA256 from @noble/hashes because WebCrypto is missing on plain-http intranets.
 *
 *   sign = v1.<t>.<n>.<s>
 *   s    = hex(HMAC-SHA256(key = access token, "v1\n" + t + "\n" + n + "\n" + METHOD + "\n" + target + "\n" + bodyHash))
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export const SIGN_VERSION = 'v1';
/** How far `t` may be from the server's clock, either way. */
export const SIGN_WINDOW_MS = 5 * 60 * 1000;
/** The body hash of multipart uploads, which are not hashed. */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

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

/** hex SHA-256 of a body (a string is hashed as its UTF-8 bytes). */
export function bodyHash(body: Uint8Array | string = ''): string {
  return bytesToHex(sha256(typeof body === 'string' ? utf8ToBytes(body) : body));
}

/** The exact text that is signed. */
export function signingMessage(input: SignInput): string {
  return [SIGN_VERSION, String(input.time), input.nonce, input.method.toUpperCase(), input.target, input.bodyHash].join('\n');
}

/** A fresh request nonce: 16 hex characters. */
export function newSignNonce(): string {
  return bytesToHex(randomBytes(8));
}

/** The `sign` header value for a request made with this access token. */
export function signRequest(token: string, input: SignInput): string {
  const s = bytesToHex(hmac(sha256, utf8ToBytes(token), utf8ToBytes(signingMessage(input))));
  return `${SIGN_VERSION}.${input.time}.${input.nonce}.${s}`;
}

/** Splits a `sign` header; null when it is not well-formed. */
export function parseSign(header: string | undefined): ParsedSign | null {
  const m = /^v1\.(\d{1,15})\.([0-9a-f]{16})\.([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return null;
  return { time: Number(m[1]), nonce: m[2]!, signature: m[3]! };
}
