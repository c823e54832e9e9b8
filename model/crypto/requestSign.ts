/**
 * The `sign` header computed with @noble/hashes (about 4 KiB gzip): the browser's signer where WebCrypto is
 * missing, which it is on plain-http intranets (not a secure context). Format: model/crypto/signFormat.ts.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { formatSign, signingMessage, toHex, type SignInput } from './signFormat.ts';

/** hex SHA-256 of a body (a string is hashed as its UTF-8 bytes). */
export function bodyHash(body: Uint8Array | string = ''): string {
  return toHex(sha256(typeof body === 'string' ? utf8ToBytes(body) : body));
}

/** The `sign` header value for a request made with this access token. */
export function signRequest(token: string, input: SignInput): string {
  return formatSign(input, toHex(hmac(sha256, utf8ToBytes(token), utf8ToBytes(signingMessage(input)))));
}
