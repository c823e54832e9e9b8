/**
 * Password transport, shared by browser and server: the browser seals a password to the server's
 * published X25519 key; only the server can open it. Works without WebCrypto (plain-http intranets):
 * everything here is audited pure JavaScript (@noble/*), and only crypto.getRandomValues is needed,
 * which browsers offer on insecure origins too.
 *
 * Sealed text: `v1.<keyId>.<challenge>.<ephemeralPublicKey>.<iv>.<ciphertext>` (hex parts).
 *   shared = X25519(ephemeral secret, server public key)
 *   key    = HKDF-SHA256(shared, salt = ephemeralPublicKey ‖ serverPublicKey, info = "lgb-portal password v1")
 *   ct     = XChaCha20-Poly1305(key, iv (24 random bytes), aad = "v1.<keyId>.<challenge>", UTF-8 password)
 * The challenge is the server's fresh nonce from `GET /auth/key`; the server accepts each iv once.
 */
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export const SEAL_VERSION = 'v1';
/** Longest password accepted, in UTF-8 bytes (scrypt input stays small). */
export const MAX_PASSWORD_BYTES = 256;

/** What `GET /auth/key` publishes. */
export interface PasswordKey {
  keyId: string;
  /** X25519 public key, hex. */
  publicKey: string;
  /** The server's challenge, hex; valid for a few minutes. */
  nonce: string;
}

export interface SealedPassword {
  keyId: string;
  challenge: string;
  ephemeralPublicKey: Uint8Array;
  iv: Uint8Array;
  ciphertext: Uint8Array;
}

const INFO = utf8ToBytes(`lgb-portal password ${SEAL_VERSION}`);
const HEX = /^[0-9a-f]+$/;

function aad(keyId: string, challenge: string): Uint8Array {
  return utf8ToBytes(`${SEAL_VERSION}.${keyId}.${challenge}`);
}

function deriveKey(shared: Uint8Array, ephemeralPublicKey: Uint8Array, serverPublicKey: Uint8Array): Uint8Array {
  return hkdf(sha256, shared, concatBytes(ephemeralPublicKey, serverPublicKey), INFO, 32);
}

/** The key id of a public key: what the sealed text names so the server picks the right secret. */
export function keyIdOf(publicKey: Uint8Array): string {
  return bytesToHex(sha256(publicKey)).slice(0, 16);
}

/** Seals a password to the server's key (browser side). */
export function sealPassword(key: PasswordKey, password: string): string {
  const serverPublicKey = hexToBytes(key.publicKey);
  const ephemeral = x25519.keygen();
  const shared = x25519.getSharedSecret(ephemeral.secretKey, serverPublicKey);
  const iv = randomBytes(24);
  const ciphertext = xchacha20poly1305(deriveKey(shared, ephemeral.publicKey, serverPublicKey), iv, aad(key.keyId, key.nonce))
    .encrypt(utf8ToBytes(password));
  return [SEAL_VERSION, key.keyId, key.nonce, bytesToHex(ephemeral.publicKey), bytesToHex(iv), bytesToHex(ciphertext)].join('.');
}

/** Splits sealed text into its parts; null when it is not well-formed (wrong version, lengths, characters). */
export function parseSealed(text: string): SealedPassword | null {
  const parts = text.split('.');
  if (parts.length !== 6 || parts[0] !== SEAL_VERSION) return null;
  const [, keyId, challenge, eph, iv, ct] = parts as [string, string, string, string, string, string];
  if (![keyId, challenge, eph, iv, ct].every((p) => p.length > 0 && p.length % 2 === 0 && HEX.test(p))) return null;
  if (eph.length !== 64 || iv.length !== 48) return null;
  // 16 bytes of Poly1305 tag, then at least one byte of password.
  if (ct.length < 34 || ct.length > (MAX_PASSWORD_BYTES + 16) * 2) return null;
  return { keyId, challenge, ephemeralPublicKey: hexToBytes(eph), iv: hexToBytes(iv), ciphertext: hexToBytes(ct) };
}

/** Opens a sealed password with the server's secret key (server side); null when it does not authenticate. */
export function openSealed(sealed: SealedPassword, secretKey: Uint8Array): string | null {
  try {
    const serverPublicKey = x25519.getPublicKey(secretKey);
    const shared = x25519.getSharedSecret(secretKey, sealed.ephemeralPublicKey);
    const plain = xchacha20poly1305(deriveKey(shared, sealed.ephemeralPublicKey, serverPublicKey), sealed.iv, aad(sealed.keyId, sealed.challenge))
      .decrypt(sealed.ciphertext);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    // A forged tag, a low-order ephemeral key or bytes that are not UTF-8: all are "garbled".
    return null;
  }
}

/** A fresh X25519 key pair for the server (hex). */
export function newServerKeyPair(): { keyId: string; publicKey: string; secretKey: string } {
  const pair = x25519.keygen();
  return { keyId: keyIdOf(pair.publicKey), publicKey: bytesToHex(pair.publicKey), secretKey: bytesToHex(pair.secretKey) };
}
