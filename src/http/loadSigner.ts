/**
 * The `sign` header's signer (docs/api.md). Where the page is a secure context (https, or localhost) the
 * browser's own WebCrypto hashes, and nothing is downloaded for it. On a plain-http intranet address
 * `crypto.subtle` does not exist: then SHA-256 and HMAC of @noble/hashes (model/crypto/requestSign.ts)
 * load as a chunk of their own, before the first request that carries a bearer token. Only those are
 * signed, so a signed-out visitor never needs a signer; the app preloads it at start when a stored session
 * is to be restored, and sign-in forms when their submit starts.
 */
import { EMPTY_BODY_HASH, formatSign, signingMessage, toHex, UNSIGNED_PAYLOAD, type SignInput } from '../../model/crypto/signFormat.ts';
import { once } from '../ui/once.ts';

/** What is signed: the request's time, nonce, method and target, and the body exactly as sent. */
export type SignRequest = Omit<SignInput, 'bodyHash'> & { body: string | FormData | undefined };
/** The `sign` header's value for a request made with this access token. */
export type Signer = (token: string, request: SignRequest) => Promise<string>;

/** Multipart uploads are not hashed (the browser writes their boundary); no body has a known hash. */
const hashOf = async (body: SignRequest['body'], sha256: (text: string) => string | Promise<string>) =>
  body instanceof FormData ? UNSIGNED_PAYLOAD : body === undefined || body === '' ? EMPTY_BODY_HASH : sha256(body);

/**
 * Each WebCrypto call answers in a task of its own, which waits behind whatever the page is doing (drawing the
 * shell, at start): a GET is signed in one call, with the key imported once per token and no body to hash.
 */
export function webCryptoSigner(subtle: SubtleCrypto): Signer {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const sha256 = async (text: string) => toHex(new Uint8Array(await subtle.digest('SHA-256', utf8(text))));
  let imported: { token: string; key: Promise<CryptoKey> } | undefined;
  const keyOf = (token: string) => {
    if (imported?.token !== token) imported = { token, key: subtle.importKey('raw', utf8(token), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) };
    return imported.key;
  };
  return async (token, { body, ...request }) => {
    const key = keyOf(token);
    const input = { ...request, bodyHash: await hashOf(body, sha256) };
    return formatSign(input, toHex(new Uint8Array(await subtle.sign('HMAC', await key, utf8(signingMessage(input))))));
  };
}

const loadNoble = once(() =>
  import('../../model/crypto/requestSign.ts').then(
    ({ bodyHash, signRequest }): Signer => async (token, { body, ...request }) => signRequest(token, { ...request, bodyHash: await hashOf(body, bodyHash) }),
  ),
);

export function loadSigner(subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<Signer> {
  return subtle ? Promise.resolve(webCryptoSigner(subtle)) : loadNoble();
}
